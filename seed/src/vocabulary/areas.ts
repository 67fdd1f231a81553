/** Where things are in Tampa Bay: each area's city, ZIP codes, streets and centre, and the place names people use. */
import type { Area } from '@tampa-local/domain';

export type AreaInfo = { city: string; zips: string[]; streets: string[]; lat: number; lng: number; spread: number };

// prettier-ignore
export const AREA_INFO: Record<Area, AreaInfo> = {
  'downtown-tampa': {
    city: 'Tampa',
    zips: ['33602'],
    streets: ['N Franklin St', 'E Kennedy Blvd', 'Channelside Dr', 'N Tampa St', 'E Cass St', 'Water St', 'N Ashley Dr', 'E Jackson St', 'E Twiggs St', 'S Florida Ave', 'E Zack St', 'N Morgan St'],
    lat: 27.949,
    lng: -82.459,
    spread: 0.008,
  },
  'ybor-city': {
    city: 'Tampa',
    zips: ['33605'],
    streets: ['E 7th Ave', 'E 8th Ave', 'N 15th St', 'N 17th St', 'E Palm Ave', 'E 9th Ave', 'N 22nd St', 'E 6th Ave', 'N 13th St', 'E Columbus Dr'],
    lat: 27.961,
    lng: -82.438,
    spread: 0.007,
  },
  'hyde-park': {
    city: 'Tampa',
    zips: ['33606'],
    streets: ['S Howard Ave', 'W Swann Ave', 'S Dakota Ave', 'W Platt St', 'Bayshore Blvd', 'S Rome Ave', 'W Snow Ave', 'S Oregon Ave', 'W Azeele St', 'S Armenia Ave'],
    lat: 27.94,
    lng: -82.476,
    spread: 0.008,
  },
  westshore: {
    city: 'Tampa',
    zips: ['33607', '33609'],
    streets: ['N Westshore Blvd', 'W Cypress St', 'W Kennedy Blvd', 'N Dale Mabry Hwy', 'W Boy Scout Blvd', 'N Lois Ave', 'W Spruce St', 'N Himes Ave', 'W Gray St', 'N Trask St'],
    lat: 27.953,
    lng: -82.525,
    spread: 0.012,
  },
  'south-tampa': {
    city: 'Tampa',
    zips: ['33611', '33629', '33616'],
    streets: ['S MacDill Ave', 'W Bay to Bay Blvd', 'S Dale Mabry Hwy', 'W Gandy Blvd', 'S Manhattan Ave', 'W Euclid Ave', 'S West Shore Blvd', 'W Interbay Blvd', 'S Westland Ave', 'W Bayshore Blvd'],
    lat: 27.895,
    lng: -82.505,
    spread: 0.02,
  },
  'tampa-heights': {
    city: 'Tampa',
    zips: ['33602', '33603'],
    streets: ['N Franklin St', 'W Palm Ave', 'N Florida Ave', 'W 7th Ave', 'N Tampa St', 'W Columbus Dr', 'N Highland Ave', 'W Oak Ave', 'W Amelia Ave', 'N Central Ave'],
    lat: 27.972,
    lng: -82.46,
    spread: 0.008,
  },
  'north-tampa': {
    city: 'Tampa',
    zips: ['33612', '33613', '33617', '33647'],
    streets: ['E Fowler Ave', 'N Nebraska Ave', 'E Fletcher Ave', 'N 56th St', 'E Bearss Ave', 'N Florida Ave', 'E Busch Blvd', 'Bruce B Downs Blvd', 'N 30th St', 'E Bougainvillea Ave'],
    lat: 28.055,
    lng: -82.43,
    spread: 0.03,
  },
  clearwater: {
    city: 'Clearwater',
    zips: ['33755', '33756', '33759', '33765'],
    streets: ['Cleveland St', 'Gulf to Bay Blvd', 'N Fort Harrison Ave', 'Drew St', 'S Missouri Ave', 'Court St', 'N Osceola Ave', 'S Belcher Rd', 'Sunset Point Rd', 'N McMullen Booth Rd'],
    lat: 27.965,
    lng: -82.79,
    spread: 0.02,
  },
  'clearwater-beach': {
    city: 'Clearwater Beach',
    zips: ['33767'],
    streets: ['S Gulfview Blvd', 'Mandalay Ave', 'Coronado Dr', 'Poinsettia Ave', 'Hamden Dr', 'Bay Esplanade', 'Causeway Blvd', 'Clearwater Pass Ave', 'Acacia St', 'Somerset St'],
    lat: 27.978,
    lng: -82.829,
    spread: 0.008,
  },
};

// prettier-ignore
export const PLACES = [
  'Bayshore', 'Channelside', 'Ybor', 'Hyde Park', 'Seminole Heights', 'Davis Islands', 'Harbour Island', 'Palma Ceia',
  'Armature', 'Riverwalk', 'Hillsborough', 'Gasparilla', 'Cigar City', 'Sulphur Springs', 'Westshore', 'Bayside',
  'Gulf Coast', 'Sunshine', 'Pelican', 'Manatee', 'Mangrove', 'Cypress', 'Palmetto', 'Osprey', 'Tarpon', 'Snook',
  'Tampa Bay', 'Interbay', 'Kennedy', 'Franklin Street', 'Tampa Heights', 'Columbus Drive', 'Howard Avenue',
  'Clearwater', 'Dunedin', 'Rocky Point', 'Ballast Point', 'Bay to Bay', 'Water Street', 'Heights', 'Sunset',
  'Gulfside', 'Causeway', 'Citrus', 'Orange Grove', 'Key Lime', 'Seminole', 'Lafayette', 'Platt Street', 'Swann',
  'MacDill', 'Gandy', 'Courtney Campbell', 'Old Tampa', 'Lowry', 'Temple Terrace', 'Carrollwood', 'Sand Key',
  'Island Estates', 'Mandalay', 'Cleveland Street', 'Pier 60', 'Honeymoon Island', 'Caladesi', 'Florida Avenue',
  'Seventh Avenue', 'Tampa Palms', 'Culbreath', 'Beach Park', 'Port Tampa', 'Drew Park', 'Belleair', 'Safety Harbor',
];

/** Place words of each area: most businesses are named after where they are. */
// prettier-ignore
export const AREA_PLACES: Record<Area, string[]> = {
  'downtown-tampa': ['Channelside', 'Harbour Island', 'Riverwalk', 'Water Street', 'Franklin Street', 'Sparkman', 'Downtown', 'Curtis Hixon'],
  'ybor-city': ['Ybor', 'Seventh Avenue', 'Cigar City', 'Centro', 'Ybor Square', 'La Septima', 'Palm Avenue'],
  'hyde-park': ['Hyde Park', 'Bayshore', 'Swann', 'Howard Avenue', 'Platt Street', 'Old Hyde Park', 'SoHo'],
  westshore: ['Westshore', 'Cypress', 'Boy Scout', 'Kennedy', 'Drew Park', 'Dale Mabry', 'Bay Center'],
  'south-tampa': ['Palma Ceia', 'Ballast Point', 'Bay to Bay', 'MacDill', 'Gandy', 'Interbay', 'Port Tampa', 'Culbreath', 'Davis Islands'],
  'tampa-heights': ['Tampa Heights', 'Armature', 'Heights', 'Water Works', 'Seminole Heights', 'Columbus Drive', 'Florida Avenue'],
  'north-tampa': ['Fowler', 'Temple Terrace', 'Carrollwood', 'Lowry', 'Busch', 'Sulphur Springs', 'Tampa Palms', 'Fletcher'],
  clearwater: ['Clearwater', 'Cleveland Street', 'Dunedin', 'Safety Harbor', 'Belleair', 'Countryside', 'Coachman'],
  'clearwater-beach': ['Mandalay', 'Pier 60', 'Sand Key', 'Gulfview', 'Island Estates', 'Coronado'],
};
