/**
 * Synthetic Tampa Bay data for benchmarks at scale: N businesses plus proportional events,
 * properties, influencers, recommendations and videos, the same for a given seed.
 *
 * generateSynthetic() is pure (seed, size, clock, the media library's images → rows);
 * seedSynthetic() writes those rows with multi-row INSERTs inside one transaction, the way
 * Strapi itself stores them (draft and published rows, link rows, media links), because
 * one document-service call per row would take hours at 100,000 businesses.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  AREA_LABELS,
  BUSINESS_CATEGORY_LABELS,
  DAY_KEYS,
  MAX_RECOMMENDATION_POSTS,
  PROPERTY_AREAS,
  RENTAL_AREAS,
  addDays,
  cityDate,
  parseVideoUrl,
  slugify,
  type Area,
  type BusinessCategory,
  type DayKey,
  type EventCategory,
  type ListingType,
  type OpeningHours,
  type PriceType,
  type PropertyType,
  type ShortTermCategory,
  type VideoPlatform,
  type VideoStatus,
} from '@tampa-local/domain';
import { Progress } from './progress';
import { Random, hashSeed, type Weighted } from './random';
import { UIDS } from './sample';

/** Emitted after a bulk import; the cms empties its response caches on it. */
export const CONTENT_IMPORTED_EVENT = 'content.imported';

// ---------------------------------------------------------------------------------------
// Shapes

/** An image already in the media library (the sample seed uploads them). */
export type SyntheticImage = { id: number; name: string; url: string };

type Document = { documentId: string; slug: string };

export type SyntheticBusiness = Document & {
  name: string;
  category: BusinessCategory;
  area: Area;
  description: string;
  address: string;
  phone: string | null;
  website: string | null;
  openingHours: OpeningHours | null;
  rating: number | null;
  reviewCount: number;
  priceLevel: number | null;
  featured: boolean;
  latitude: number | null;
  longitude: number | null;
  /** File id of the image, or null. */
  image: number | null;
};

export type SyntheticEvent = Document & {
  name: string;
  category: EventCategory;
  description: string;
  date: string;
  time: string | null;
  location: string;
  price: string | null;
  attendingCount: number;
  ticketUrl: string | null;
  image: number | null;
};

export type SyntheticProperty = Document & {
  title: string;
  description: string;
  type: PropertyType;
  listingType: ListingType;
  shortTermCategory: ShortTermCategory | null;
  price: number;
  priceType: PriceType;
  sqft: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  parking: number | null;
  area: Area;
  address: string;
  availableDate: string | null;
  image: number | null;
};

export type SyntheticInfluencer = Document & {
  name: string;
  handle: string;
  niche: string;
  followerCount: number;
  bio: string;
  profileUrl: string;
  verified: boolean;
  image: number | null;
};

export type SyntheticPost = { imageUrl: string | null; caption: string; url: string };

export type SyntheticRecommendation = {
  documentId: string;
  /** Index into influencers. */
  influencer: number;
  /** Index into businesses. */
  business: number;
  rating: number;
  quote: string;
  posts: SyntheticPost[];
};

export type SyntheticVideo = {
  documentId: string;
  /** Index into businesses. */
  business: number;
  status: VideoStatus;
  notes: string | null;
  moderatedAt: Date | null;
  title: string;
  description: string | null;
  platform: VideoPlatform;
  videoUrl: string;
  videoId: string;
  embedUrl: string;
  thumbnailUrl: string | null;
  creatorUsername: string | null;
  isOwnContent: boolean;
  likeCount: number;
  commentCount: number;
  shareCount: number;
  createdAt: Date;
};

export type SyntheticData = {
  businesses: SyntheticBusiness[];
  events: SyntheticEvent[];
  properties: SyntheticProperty[];
  influencers: SyntheticInfluencer[];
  recommendations: SyntheticRecommendation[];
  videos: SyntheticVideo[];
};

export type SyntheticCounts = {
  businesses: number;
  events: number;
  properties: number;
  influencers: number;
  recommendations: number;
  videos: number;
  /** Image links written (one per draft and per published row with an image). */
  mediaLinks: number;
  seconds: number;
};

export type GenerateOptions = {
  businesses: number;
  randomSeed: number;
  now: Date;
  /**
   * First number of the slug counters (slugs end in its base-36 form). It also salts the
   * random streams, so a second run on a database that already holds a batch (the seeder
   * passes the highest business id + 1) yields a new batch instead of the same rows again.
   */
  sequenceStart?: number;
  images?: readonly SyntheticImage[];
};

/** Each influencer recommends 1-8 distinct businesses. */
const MAX_PER_INFLUENCER = 8;

/** How many of each kind come with N businesses. */
export function syntheticSizes(businesses: number) {
  const n = Math.max(0, Math.floor(businesses));
  if (n === 0) return { businesses: 0, events: 0, properties: 0, influencers: 0, recommendations: 0, videos: 0 };
  const influencers = Math.max(8, Math.round(n / 30));
  const perInfluencer = Math.min(MAX_PER_INFLUENCER, n);
  const recommendations = Math.min(Math.max(Math.round(n / 6), influencers), influencers * perInfluencer);
  return {
    businesses: n,
    events: Math.round(n / 5),
    properties: Math.round(n / 3.5),
    influencers,
    recommendations,
    videos: Math.round(n / 4),
  };
}

// ---------------------------------------------------------------------------------------
// Vocabulary: Tampa Bay words the names, addresses and texts are made of

type AreaInfo = { city: string; zips: string[]; streets: string[]; lat: number; lng: number; spread: number };

// prettier-ignore
const AREA_INFO: Record<Area, AreaInfo> = {
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
const PLACES = [
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
const AREA_PLACES: Record<Area, string[]> = {
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

// prettier-ignore
const ADJECTIVES = [
  'Golden', 'Salty', 'Sunny', 'Coastal', 'Tropical', 'Little', 'Old', 'Blue', 'Copper', 'Rusty', 'Green', 'Velvet',
  'Wild', 'Lucky', 'Happy', 'Barefoot', 'Urban', 'Brick', 'Electric', 'Hidden', 'Humble', 'Silver', 'Coral',
  'Southern', 'Bright', 'Twisted', 'Sandy', 'Saltwater', 'Palm', 'Island', 'Driftwood', 'Royal', 'Crimson', 'Tidal',
  'Harbor', 'Sunken', 'Laughing', 'Rolling', 'Secret', 'Lazy',
];

// prettier-ignore
const THINGS = [
  'Pelican', 'Mango', 'Grouper', 'Cigar', 'Palm', 'Anchor', 'Lime', 'Citrus', 'Heron', 'Dolphin', 'Gator', 'Flamingo',
  'Manatee', 'Tarpon', 'Pirate', 'Sailfish', 'Orchid', 'Hibiscus', 'Stingray', 'Lighthouse', 'Streetcar', 'Rooster',
  'Conch', 'Oyster', 'Coconut', 'Guava', 'Egret', 'Seahorse', 'Banyan', 'Compass',
];

// prettier-ignore
const FIRST_NAMES = [
  'Maria', 'Luis', 'Ana', 'Carlos', 'Sofia', 'Diego', 'Isabella', 'Mateo', 'Camila', 'Javier', 'Emily', 'James',
  'Olivia', 'Noah', 'Ava', 'Liam', 'Mia', 'Ethan', 'Harper', 'Lucas', 'Chloe', 'Marcus', 'Jasmine', 'Andre',
  'Keisha', 'Tyrone', 'Aaliyah', 'DeShawn', 'Priya', 'Arjun', 'Mei', 'Kenji', 'Linh', 'Minh', 'Hana', 'Omar',
  'Fatima', 'Yusuf', 'Giulia', 'Marco', 'Elena', 'Nikos', 'Sean', 'Bridget', 'Tyler', 'Dani', 'Jordan', 'Maya',
  'Gabi', 'Dre', 'Rosa', 'Tony', 'Frank', 'Nina', 'Sam', 'Alex', 'Taylor', 'Morgan', 'Casey', 'Riley',
];

// prettier-ignore
const LAST_NAMES = [
  'Garcia', 'Rodriguez', 'Martinez', 'Lopez', 'Hernandez', 'Gonzalez', 'Perez', 'Sanchez', 'Ramirez', 'Torres',
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Thomas', 'Jackson',
  'White', 'Harris', 'Martin', 'Thompson', 'Moore', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Green', 'Baker',
  'Nguyen', 'Tran', 'Patel', 'Shah', 'Kim', 'Park', 'Chen', 'Wong', 'Rossi', 'Ferrara', 'Papadopoulos', "O'Brien",
  'Murphy', 'Cohen', 'Haddad', 'Ali', 'Diaz', 'Reyes', 'Cruz', 'Morales', 'Ortiz', 'Castillo', 'Vega', 'Rivera',
];

type CategoryWords = { nouns: string[]; sells: string[]; lines: string[] };

// prettier-ignore
const CATEGORY_WORDS: Record<BusinessCategory, CategoryWords> = {
  restaurants: {
    nouns: [
      'Kitchen', 'Grill', 'Taqueria', 'Bistro', 'Café', 'Oyster Bar', 'Smokehouse', 'Pizzeria', 'Trattoria', 'Sushi Bar',
      'Diner', 'Cantina', 'Brasserie', 'Crab Shack', 'Deli', 'Ramen House', 'Cuban Café', 'Bakery', 'Eatery', 'Tavern',
      'Fish House', 'Steakhouse', 'Noodle Bar', 'Burger Joint', 'Taco Shop', 'Empanada Co.', 'Raw Bar', 'Seafood Co.',
      'Sandwich Shop', 'Brunch Club', 'Thai Kitchen', 'Pho House', 'BBQ', 'Tapas Bar', 'Gelato Shop', 'Coffee Roasters',
    ],
    sells: [
      'Cuban sandwiches', 'grouper sandwiches', 'smoked brisket', 'street tacos', 'fresh Gulf oysters', 'wood-fired pizza',
      'handmade pasta', 'sushi rolls', 'deviled crab', 'guava pastries', 'pho', 'ramen', 'stone crab claws',
      'shrimp and grits', 'empanadas', 'Cuban coffee', 'key lime pie', 'smash burgers', 'paella', 'arepas',
    ],
    lines: [
      'A neighborhood favorite for {sells} and {sells2}.',
      'Known around {area} for {sells}, with a patio that catches the evening breeze.',
      'Family-run spot serving {sells} and a rotating list of local craft beers.',
      'Counter service by day, candlelit dinners by night; try the {sells}.',
      'Locals line up on weekends for the {sells} and the {sells2}.',
      'Chef-driven menu built around Florida produce and {sells}.',
    ],
  },
  nightlife: {
    nouns: [
      'Lounge', 'Social Club', 'Taproom', 'Brewing Co.', 'Cocktail Bar', 'Speakeasy', 'Rooftop', 'Jazz Club', 'Tiki Bar',
      'Wine Bar', 'Dance Hall', 'Pub', 'Beer Garden', 'Karaoke Bar', 'Cigar Lounge', 'Rum Bar', 'Sports Bar', 'Night Club',
    ],
    sells: [
      'craft cocktails', 'local IPAs', 'live jazz', 'DJ sets', 'rum flights', 'natural wines', 'karaoke', 'trivia nights',
      'frozen mojitos', 'bourbon flights', 'salsa dancing', 'rooftop views',
    ],
    lines: [
      'Late-night hangout with {sells} and {sells2}.',
      'A {area} institution for {sells}; the crowd picks up after ten.',
      'Low lights, a long bar and {sells} most nights of the week.',
      'Happy hour draws the after-work crowd; {sells} keeps them around.',
      'Open-air bar with {sells}, {sells2} and plenty of room to dance.',
    ],
  },
  attractions: {
    nouns: [
      'Museum', 'Gallery', 'Gardens', 'Escape Room', 'Kayak Tours', 'Boat Tours', 'Mini Golf', 'History Center',
      'Science Center', 'Trolley Tours', 'Arcade', 'Sculpture Park', 'Nature Preserve', 'Dolphin Cruises', 'Theater',
      'Bowling Lanes', 'Axe Throwing', 'Segway Tours', 'Planetarium',
    ],
    sells: [
      'guided tours', 'hands-on exhibits', 'sunset cruises', 'dolphin sightings', 'local history', 'rotating exhibitions',
      'family programs', 'kayak rentals', 'live performances', 'interactive games',
    ],
    lines: [
      'A great afternoon out in {area}, with {sells} and {sells2}.',
      'Popular with visitors and families alike for its {sells}.',
      'Book ahead on weekends: the {sells} sell out.',
      'A slice of Tampa Bay history with {sells}.',
    ],
  },
  beaches: {
    nouns: ['Beach', 'Beach Park', 'Beach Access', 'Sandbar', 'Shores', 'Point Beach', 'Cove', 'Causeway Beach'],
    sells: [
      'calm shallow water', 'white sand', 'sunset views', 'picnic shelters', 'paddleboarding', 'shelling', 'kite surfing',
      'volleyball courts', 'a dog-friendly stretch', 'lifeguards in season',
    ],
    lines: [
      'Stretch of {sells} with {sells2}.',
      'Locals come for {sells}; arrive early for parking on weekends.',
      'Quieter than the main beaches, with {sells} and {sells2}.',
    ],
  },
  shopping: {
    nouns: [
      'Boutique', 'Market', 'Outfitters', 'Vintage', 'Books', 'Records', 'Emporium', 'Supply Co.', 'Mercantile',
      'Gift Shop', 'Thrift', 'Surf Shop', 'Plant Shop', 'Cigar Shop', 'Jewelers', 'Home Goods', 'Flea Market', 'Tailors',
    ],
    sells: [
      'locally made gifts', 'vintage denim', 'vinyl records', 'hand-rolled cigars', 'tropical plants', 'surfboards',
      'used books', 'Florida-made hot sauce', 'linen shirts', 'handmade jewelry', 'home décor', 'sneakers',
    ],
    lines: [
      'Independent shop stocking {sells} and {sells2}.',
      'A {area} favorite for {sells}; new arrivals every week.',
      'Browse {sells}, {sells2} and work by local makers.',
    ],
  },
  fitness: {
    nouns: [
      'Fitness', 'CrossFit', 'Yoga Studio', 'Pilates', 'Boxing Club', 'Strength Lab', 'Cycle Studio', 'Barre',
      'Climbing Gym', 'Athletic Club', 'Martial Arts', 'Run Club', 'Swim School', 'Bootcamp', 'Jiu-Jitsu',
    ],
    sells: [
      'small-group training', 'hot yoga', 'spin classes', 'open gym hours', 'personal training', 'mobility classes',
      'outdoor bootcamps', 'reformer Pilates', 'boxing technique', 'kids classes',
    ],
    lines: [
      'Coaches who know your name, with {sells} and {sells2}.',
      'Bright studio in {area} offering {sells}; first class free.',
      'Serious equipment, friendly crowd and {sells} all week.',
    ],
  },
  services: {
    nouns: [
      'Plumbing', 'HVAC', 'Auto Repair', 'Dry Cleaners', 'Pet Grooming', 'Landscaping', 'Electric', 'Pool Service',
      'Locksmith', 'Movers', 'Roofing', 'Cleaning Co.', 'Tax & Accounting', 'Computer Repair', 'Veterinary Clinic',
      'Dental', 'Pest Control', 'Handyman', 'Car Wash', 'Print Shop',
    ],
    sells: [
      'same-day appointments', 'free estimates', 'licensed technicians', 'emergency calls', 'hurricane prep',
      'honest pricing', 'weekend service', 'eco-friendly products', 'pickup and delivery', 'bilingual staff',
    ],
    lines: [
      'Trusted across {area} for {sells} and {sells2}.',
      'Locally owned since the nineties; {sells} and {sells2}.',
      'Fast, friendly and insured, with {sells}.',
    ],
  },
  beauty: {
    nouns: [
      'Salon', 'Spa', 'Barbershop', 'Nail Bar', 'Blowout Bar', 'Lash Studio', 'Med Spa', 'Brow Studio', 'Skin Studio',
      'Wax Center', 'Hair Studio', 'Day Spa',
    ],
    sells: [
      'balayage', 'fresh fades', 'gel manicures', 'facials', 'lash extensions', 'massages', 'bridal styling',
      'brow lamination', 'keratin treatments', 'hot towel shaves',
    ],
    lines: [
      'Relaxed {area} studio for {sells} and {sells2}.',
      'Walk-ins welcome; book ahead for {sells}.',
      'Stylists trained in {sells}, with {sells2} on weekends.',
    ],
  },
  hotels: {
    nouns: [
      'Hotel', 'Inn', 'Suites', 'Resort', 'Boutique Hotel', 'Motor Lodge', 'Guest House', 'Marina Hotel', 'Bed & Breakfast',
      'Beach Resort', 'Hotel & Spa', 'Lodge',
    ],
    sells: [
      'a rooftop pool', 'bay views', 'free breakfast', 'a waterfront bar', 'airport shuttles', 'spa services',
      'pet-friendly rooms', 'suites with kitchens', 'bike rentals', 'valet parking',
    ],
    lines: [
      'Comfortable rooms in {area} with {sells} and {sells2}.',
      'Walkable to the best of {area}; guests love {sells}.',
      'A stylish stay with {sells} and {sells2}.',
    ],
  },
};

// prettier-ignore
const BEACH_PLACES = [
  'Sand Key', 'Pelican', 'Mandalay', 'Sunset', 'Clearwater', 'Ben T. Davis', 'Picnic Island', 'Cypress Point',
  'Honeymoon', 'Caladesi', 'Gulfview', 'Osprey', 'Manatee', 'Palmetto', 'Dolphin', 'Crystal', 'Belleair',
  'Indian Rocks', 'Egmont', 'Davis Islands', 'Gandy', 'Rocky Point', 'Marjorie Park', 'Courtney Campbell', 'Bayport',
];

// prettier-ignore
const CATEGORY_WEIGHTS: Weighted<BusinessCategory> = [
  ['restaurants', 26],
  ['nightlife', 10],
  ['attractions', 7],
  ['beaches', 3],
  ['shopping', 14],
  ['fitness', 9],
  ['services', 16],
  ['beauty', 9],
  ['hotels', 6],
];

// prettier-ignore
const BUSINESS_AREA_WEIGHTS: Weighted<Area> = [
  ['downtown-tampa', 16],
  ['ybor-city', 11],
  ['hyde-park', 10],
  ['westshore', 13],
  ['south-tampa', 16],
  ['tampa-heights', 8],
  ['north-tampa', 15],
  ['clearwater', 11],
];

// prettier-ignore
const AREAS_BY_CATEGORY: Partial<Record<BusinessCategory, Weighted<Area>>> = {
  beaches: [
    ['clearwater', 60],
    ['westshore', 12],
    ['south-tampa', 14],
    ['downtown-tampa', 3],
    ['ybor-city', 2],
    ['hyde-park', 3],
    ['tampa-heights', 3],
    ['north-tampa', 3],
  ],
  hotels: [
    ['downtown-tampa', 24],
    ['westshore', 24],
    ['clearwater', 22],
    ['ybor-city', 9],
    ['north-tampa', 9],
    ['hyde-park', 4],
    ['south-tampa', 4],
    ['tampa-heights', 4],
  ],
};

/** Price level 1-4 ('$'-'$$$$') per category; null where the guide shows none. */
// prettier-ignore
const PRICE_LEVEL_WEIGHTS: Record<BusinessCategory, Weighted<number | null>> = {
  restaurants: [[1, 28], [2, 40], [3, 22], [4, 8], [null, 2]],
  nightlife: [[1, 15], [2, 45], [3, 30], [4, 6], [null, 4]],
  attractions: [[1, 30], [2, 40], [3, 15], [null, 15]],
  beaches: [[1, 25], [null, 75]],
  shopping: [[1, 25], [2, 40], [3, 25], [4, 5], [null, 5]],
  fitness: [[1, 20], [2, 45], [3, 25], [4, 5], [null, 5]],
  services: [[1, 15], [2, 45], [3, 25], [4, 5], [null, 10]],
  beauty: [[1, 15], [2, 40], [3, 30], [4, 10], [null, 5]],
  hotels: [[1, 10], [2, 35], [3, 35], [4, 18], [null, 2]],
};

// ---------------------------------------------------------------------------------------
// Opening hours in the domain's format: normal, late-night, split, closed days, 24 hours

/**
 * A week written compactly: clauses of days and intervals, later clauses overriding earlier
 * ones ('daily 11:00-22:00; fri,sat 11:00-02:00; mon closed'). Each distinct week is parsed
 * once and shared by every business that keeps it, which keeps a large batch small.
 */
const WEEKS = new Map<string, OpeningHours>();

function week(spec: string): OpeningHours {
  const known = WEEKS.get(spec);
  if (known) return known;
  const days = new Map<DayKey, Array<{ open: string; close: string }>>();
  for (const clause of spec.split(';')) {
    const [dayText = '', intervalText = ''] = clause.trim().split(' ');
    const intervals =
      intervalText === 'closed'
        ? []
        : intervalText.split(',').map((interval) => {
            const [open = '', close = ''] = interval.split('-');
            return { open, close };
          });
    for (const part of dayText === 'daily' ? ['mon-sun'] : dayText.split(',')) {
      const [first, last = first] = part.split('-') as [DayKey, DayKey?];
      for (let i = DAY_KEYS.indexOf(first); i <= DAY_KEYS.indexOf(last as DayKey); i += 1) {
        const day = DAY_KEYS[i];
        if (day) days.set(day, intervals);
      }
    }
  }
  const hours: OpeningHours = {};
  // A closed day is left out, as editors leave it out.
  for (const day of DAY_KEYS) if (days.get(day)?.length) hours[day] = days.get(day);
  WEEKS.set(spec, hours);
  return hours;
}

type HoursChoice = (r: Random) => string | null;

const HOURS: Record<BusinessCategory, Weighted<HoursChoice>> = {
  restaurants: [
    [
      (r) => {
        const [open, close, late] = r.pick([
          ['11:00', '21:00', '22:00'],
          ['11:30', '22:00', '23:00'],
          ['11:00', '22:00', '23:00'],
        ] as const);
        return `daily ${open}-${close}; fri,sat ${open}-${late}`;
      },
      35,
    ],
    [(r) => `daily ${r.pick(['07:00', '07:30', '08:00'])}-${r.pick(['14:00', '15:00'])}; mon closed`, 18],
    [(r) => `daily 11:30-14:30,17:00-22:00; sat 12:00-15:00,17:00-23:00; ${r.pick(['mon', 'sun'])} closed`, 20],
    [() => 'daily 11:00-23:00; fri,sat 11:00-02:00', 10],
    [() => 'daily 00:00-24:00', 4],
    [() => null, 13],
  ],
  nightlife: [
    [() => 'daily 17:00-02:00; fri,sat 16:00-03:00; mon closed', 40],
    [() => 'daily 20:00-03:00; mon-wed closed', 22],
    [() => 'daily 16:00-00:00; fri 16:00-02:00; sat 14:00-02:00', 20],
    [() => 'daily 18:00-01:00; sun 12:00-15:00,18:00-23:00; mon,tue closed', 6],
    [() => null, 12],
  ],
  attractions: [
    [() => 'daily 10:00-17:00', 30],
    [() => 'daily 10:00-17:00; mon closed', 20],
    [() => 'daily 09:00-18:00; sat,sun 09:00-20:00', 18],
    [() => 'daily 18:00-22:00; mon-wed closed', 7],
    [() => 'daily 09:00-12:00,14:00-17:30; sun closed', 10],
    [() => null, 15],
  ],
  beaches: [
    [() => 'daily 06:00-22:00', 40],
    [(r) => `daily 07:00-${r.pick(['19:00', '20:00', '21:00'])}`, 25],
    [() => null, 35],
  ],
  shopping: [
    [() => 'daily 10:00-20:00; sun 12:00-18:00', 45],
    [() => 'daily 10:00-21:00', 20],
    [() => 'daily 11:00-19:00; mon closed', 15],
    [() => 'sat,sun 08:00-14:00', 6],
    [() => null, 14],
  ],
  fitness: [
    [() => 'daily 05:00-22:00; sat,sun 07:00-19:00', 33],
    [() => 'daily 00:00-24:00', 18],
    [() => 'mon-fri 06:00-10:00,16:00-20:30; sat 08:00-12:00', 25],
    [() => 'daily 06:00-21:00', 12],
    [() => null, 12],
  ],
  services: [
    [() => 'mon-fri 08:00-17:00; sat 09:00-13:00', 30],
    [() => 'mon-fri 08:00-17:00', 25],
    [() => 'mon-sat 07:00-18:00', 12],
    [() => 'daily 00:00-24:00', 5],
    [() => 'mon-fri 08:00-12:00,13:00-17:00', 10],
    [() => null, 18],
  ],
  beauty: [
    [() => 'tue-sat 09:00-19:00', 45],
    [() => 'daily 10:00-20:00; sun 11:00-17:00', 25],
    [() => 'mon-sat 09:00-18:00; thu 09:00-21:00', 15],
    [() => null, 15],
  ],
  hotels: [
    [() => 'daily 00:00-24:00', 88],
    [() => null, 12],
  ],
};

function openingHours(category: BusinessCategory, r: Random): OpeningHours | null {
  const spec = r.weighted(HOURS[category])(r);
  return spec === null ? null : week(spec);
}

// ---------------------------------------------------------------------------------------
// Helpers

const DOCUMENT_ID_FIRST = 'abcdefghijklmnopqrstuvwxyz';
const DOCUMENT_ID_REST = 'abcdefghijklmnopqrstuvwxyz0123456789';
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const URL_SAFE = `${BASE62}_-`;
const DIGITS = '0123456789';

/** 24 lowercase letters and digits, starting with a letter, like Strapi's own. */
function documentId(r: Random): string {
  const codes = new Array<number>(24);
  codes[0] = DOCUMENT_ID_FIRST.charCodeAt(r.int(0, DOCUMENT_ID_FIRST.length - 1));
  for (let i = 1; i < 24; i += 1) codes[i] = DOCUMENT_ID_REST.charCodeAt(r.int(0, DOCUMENT_ID_REST.length - 1));
  return String.fromCharCode(...codes);
}

/** Hands out document ids that are unique within a run. */
function idMaker(r: Random): () => string {
  const used = new Set<string>();
  return () => {
    let id = documentId(r);
    while (used.has(id)) id = documentId(r);
    used.add(id);
    return id;
  };
}

/** Name-based slug plus a base-36 counter: readable, and unique within the run. */
function counterSlug(text: string, counter: number): string {
  const base = slugify(text).slice(0, 80).replace(/-+$/, '') || 'item';
  return `${base}-${counter.toString(36)}`;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

const round = (value: number, step: number) => Math.round(value / step) * step;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function address(area: Area, r: Random, street = r.pick(AREA_INFO[area].streets)): string {
  const info = AREA_INFO[area];
  const suite = r.chance(0.12) ? `, Suite ${r.int(1, 4)}${String(r.int(0, 30)).padStart(2, '0')}` : '';
  return `${r.int(100, 4999)} ${street}${suite}, ${info.city}, FL ${r.pick(info.zips)}`;
}

function coordinates(area: Area, r: Random): { latitude: number; longitude: number } {
  const info = AREA_INFO[area];
  return {
    latitude: Number((info.lat + r.normal() * info.spread * 0.5).toFixed(6)),
    longitude: Number((info.lng + r.normal() * info.spread * 0.5).toFixed(6)),
  };
}

/** The images of the media library grouped by the start of their file names. */
class ImagePool {
  private readonly cache = new Map<string, SyntheticImage[]>();
  private readonly generic: SyntheticImage[];

  constructor(private readonly images: readonly SyntheticImage[]) {
    const isSpecific = (name: string) => /^(avatar|property|event)-/.test(name);
    this.generic = images.filter((image) => !isSpecific(image.name));
    if (this.generic.length === 0) this.generic = [...images];
  }

  /** Images whose names start with one of the prefixes; any general image otherwise. */
  matching(prefixes: readonly string[]): SyntheticImage[] {
    const key = prefixes.join('|');
    let found = this.cache.get(key);
    if (!found) {
      found = this.images.filter((image) => prefixes.some((prefix) => image.name.startsWith(prefix)));
      if (found.length === 0) found = this.generic;
      this.cache.set(key, found);
    }
    return found;
  }

  pick(prefixes: readonly string[], r: Random, probability = 1): SyntheticImage | null {
    const pool = this.matching(prefixes);
    if (pool.length === 0 || !r.chance(probability)) return null;
    return r.pick(pool);
  }
}

const BUSINESS_IMAGE_PREFIXES: Record<BusinessCategory, string[]> = {
  restaurants: ['restaurant-'],
  nightlife: ['nightlife-'],
  attractions: ['attraction-'],
  beaches: ['beach-'],
  shopping: ['shopping-', 'shop-'],
  fitness: ['fitness-'],
  services: ['services-'],
  beauty: ['beauty-'],
  hotels: ['hotel-'],
};

// ---------------------------------------------------------------------------------------
// Businesses

type NameTemplate = (r: Random, noun: string, place: string) => string;

const BEACH_NAMES: Weighted<NameTemplate> = [
  [(r, noun) => `${r.pick(BEACH_PLACES)} ${noun}`, 70],
  [(r, noun) => `${r.pick(LAST_NAMES)} ${noun}`, 15],
  [(_, noun, place) => `${place} ${noun}`, 15],
];

const BUSINESS_NAMES: Weighted<NameTemplate> = [
  [(_, noun, place) => `${place} ${noun}`, 34],
  [(r, noun) => `The ${r.pick(ADJECTIVES)} ${noun}`, 18],
  [(r, noun) => `${r.pick(FIRST_NAMES)}'s ${noun}`, 18],
  [(r, noun) => `${r.pick(ADJECTIVES)} ${r.pick(THINGS)} ${noun}`, 14],
  [(r, noun) => `${r.pick(LAST_NAMES)} & ${r.pick(LAST_NAMES)} ${noun}`, 6],
  [(r) => `${r.pick(THINGS)} & ${r.pick(THINGS)}`, 5],
  [(r, noun, place) => `${place} ${r.pick(THINGS)} ${noun}`, 5],
];

function businessName(category: BusinessCategory, area: Area, r: Random): string {
  const noun = r.pick(CATEGORY_WORDS[category].nouns);
  const place = r.chance(0.7) ? r.pick(AREA_PLACES[area]) : r.pick(PLACES);
  return r.weighted(category === 'beaches' ? BEACH_NAMES : BUSINESS_NAMES)(r, noun, place);
}

const BUSINESS_NOTES = [
  'Free parking out back.',
  'Street parking only.',
  'Cash and cards accepted.',
  'Dog-friendly patio.',
  'Walk-ins welcome.',
  'Reservations recommended on weekends.',
  'Wheelchair accessible.',
];

function businessDescription(category: BusinessCategory, area: Area, r: Random): string {
  const words = CATEGORY_WORDS[category];
  const first = r.pick(words.sells);
  let second = r.pick(words.sells);
  if (second === first) second = words.sells[(words.sells.indexOf(first) + 1) % words.sells.length] ?? first;
  const values = { area: AREA_LABELS[area], sells: first, sells2: second };
  const lead = r.int(0, words.lines.length - 1);
  const lines = [fill(words.lines[lead]!, values)];
  if (r.chance(0.5)) {
    // A second sentence from another template, so no sentence shape repeats.
    const next = (lead + r.int(1, words.lines.length - 1)) % words.lines.length;
    lines.push(fill(words.lines[next]!, { ...values, sells: second, sells2: first }));
  }
  if (r.chance(0.3)) lines.push(r.pick(BUSINESS_NOTES));
  return lines.join(' ');
}

function rating(r: Random): number {
  return clamp(Math.round((4.25 + r.normal() * 0.5) * 10) / 10, 1, 5);
}

function generateBusinesses(count: number, start: number, r: Random, images: ImagePool): SyntheticBusiness[] {
  const nextId = idMaker(r);
  const out: SyntheticBusiness[] = [];
  for (let i = 0; i < count; i += 1) {
    const category = r.weighted(CATEGORY_WEIGHTS);
    const area = r.weighted(AREAS_BY_CATEGORY[category] ?? BUSINESS_AREA_WEIGHTS);
    const name = businessName(category, area, r);
    const slug = counterSlug(name, start + i);
    const rated = r.chance(0.92);
    const position = r.chance(0.95) ? coordinates(area, r) : { latitude: null, longitude: null };
    out.push({
      documentId: nextId(),
      slug,
      name,
      category,
      area,
      description: businessDescription(category, area, r),
      address: address(area, r),
      phone: r.chance(0.94)
        ? `(${area.startsWith('clearwater') ? '727' : '813'}) 555-01${String(r.int(0, 99)).padStart(2, '0')}`
        : null,
      website: r.chance(0.65) ? `https://${slug}.example` : null,
      openingHours: openingHours(category, r),
      rating: rated ? rating(r) : null,
      reviewCount: rated ? r.logNormal(90, 1.2, 1, 25_000) : 0,
      priceLevel: r.weighted(PRICE_LEVEL_WEIGHTS[category]),
      featured: r.chance(0.02),
      ...position,
      image: images.pick(BUSINESS_IMAGE_PREFIXES[category], r, 0.94)?.id ?? null,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Events

// prettier-ignore
const EVENT_WEIGHTS: Weighted<EventCategory> = [
  ['music', 25],
  ['food', 20],
  ['sports', 15],
  ['arts', 15],
  ['family', 15],
  ['other', 10],
];

// prettier-ignore
const EVENT_NOUNS: Record<EventCategory, string[]> = {
  music: [
    'Jazz Night', 'Sunset Concert', 'Blues Fest', 'Salsa Night', 'Indie Showcase', 'Symphony in the Park',
    'Acoustic Sessions', 'Reggae Sunday', 'Block Party', 'Open Mic', 'Latin Jazz Festival', 'Country Night',
    'DJ Pool Party', 'Pops Concert', 'Songwriters Circle', 'Brass Band Parade',
  ],
  food: [
    'Food Truck Rally', 'Cuban Sandwich Festival', 'Seafood Fest', 'Craft Beer Tasting', 'Wine Walk', 'Taco Crawl',
    'Brunch Crawl', 'Farmers Market', 'Oyster Roast', 'Rum Tasting', 'Chili Cook-Off', 'Coffee Festival',
    'Dessert Fair', 'Supper Club', 'Empanada Festival', 'Stone Crab Dinner',
  ],
  sports: [
    '5K Run', 'Sunrise Run', 'Beach Volleyball Open', 'Paddleboard Race', 'Lightning Watch Party', 'Tailgate',
    'Rays Watch Party', 'Group Ride', 'Kayak Race', 'Pickleball Tournament', 'Fishing Tournament', 'Triathlon',
    'Fight Night', 'Soccer Cup', 'Dragon Boat Race',
  ],
  arts: [
    'Art Walk', 'Gallery Night', 'Film Screening', 'Poetry Slam', 'Theater Premiere', 'Mural Tour', 'Comedy Night',
    'Dance Showcase', 'Photography Expo', 'Craft Fair', 'Ballet Matinee', 'Book Fair', 'Cigar History Tour',
  ],
  family: [
    'Kids Science Day', 'Movie in the Park', 'Storytime', 'Pirate Fest', 'Family Fun Day', 'Aquarium Sleepover',
    'Touch-a-Truck', 'Puppet Show', 'Nature Walk', 'Splash Day', 'Kite Festival', 'Junior Chef Class', 'Zoo Day',
  ],
  other: [
    'Tech Meetup', 'Career Fair', 'Networking Mixer', 'Yoga in the Park', 'Pet Adoption Day', 'Charity Gala',
    'Boat Show', 'Car Show', 'Vintage Market', 'Wellness Expo', 'Startup Pitch Night', 'Beach Cleanup',
  ],
};

// prettier-ignore
const EVENT_TIMES: Record<EventCategory, readonly string[]> = {
  music: ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '22:00'],
  food: ['10:00', '11:00', '12:00', '13:00', '16:00', '17:00', '18:00'],
  sports: ['06:30', '07:00', '07:30', '08:00', '13:00', '18:00', '19:00', '19:30'],
  arts: ['10:00', '11:00', '14:00', '17:00', '18:00', '19:00', '19:30', '20:00'],
  family: ['09:00', '09:30', '10:00', '11:00', '13:00', '14:00', '15:00'],
  other: ['08:00', '09:00', '12:00', '17:30', '18:00', '18:30', '19:00'],
};

// prettier-ignore
const VENUES: ReadonlyArray<readonly [string, Area]> = [
  ['Curtis Hixon Waterfront Park', 'downtown-tampa'],
  ['Sparkman Wharf', 'downtown-tampa'],
  ['Tampa Riverwalk', 'downtown-tampa'],
  ['Tampa Theatre', 'downtown-tampa'],
  ['Straz Center', 'downtown-tampa'],
  ['Cotanchobee Fort Brooke Park', 'downtown-tampa'],
  ['Armature Works', 'tampa-heights'],
  ['Julian B. Lane Riverfront Park', 'tampa-heights'],
  ['Water Works Park', 'tampa-heights'],
  ['Centennial Park', 'ybor-city'],
  ['Cuban Club', 'ybor-city'],
  ['Seventh Avenue', 'ybor-city'],
  ['Hyde Park Village', 'hyde-park'],
  ['Bayshore Boulevard', 'hyde-park'],
  ['Raymond James Stadium', 'westshore'],
  ['International Plaza', 'westshore'],
  ['Ballast Point Park', 'south-tampa'],
  ['Picnic Island Park', 'south-tampa'],
  ['Lowry Park', 'north-tampa'],
  ['USF Yuengling Center', 'north-tampa'],
  ['Coachman Park', 'clearwater'],
  ['Capitol Theatre', 'clearwater'],
  ['Pier 60', 'clearwater-beach'],
  ['Mandalay Park', 'clearwater-beach'],
];

// prettier-ignore
const SEASONS = ['Spring', 'Summer', 'Fall', 'Winter', 'Weekend', 'Friday', 'Saturday', 'Sunday', 'Midweek', 'Moonlight'];
// prettier-ignore
const ORDINALS = ['2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '10th', '12th', '15th', '20th', '25th'];

type EventNameTemplate = (r: Random, noun: string, venue: string, area: Area) => string;

const EVENT_NAMES: Weighted<EventNameTemplate> = [
  [(r, noun, _, area) => `${r.pick(AREA_PLACES[area])} ${noun}`, 45],
  [(r, noun) => `${r.pick(SEASONS)} ${noun}`, 20],
  [(r, noun, _, area) => `${r.pick(ORDINALS)} Annual ${r.pick(AREA_PLACES[area])} ${noun}`, 10],
  [(_, noun, venue) => `${noun} at ${venue}`, 15],
  [(r, noun) => `${r.pick(ADJECTIVES)} ${r.pick(THINGS)} ${noun}`, 10],
];

const EVENT_LINES = [
  'Neighbors and visitors come together for the {what} in {area}.',
  'The {what} returns to {venue} with local vendors and plenty of shade.',
  'Bring friends, bring the kids; {what} runs rain or shine.',
  'A Tampa Bay tradition: {what}, food trucks and live music.',
  'Limited capacity, so arrive early for the best spots at {venue}.',
];

function eventPrice(r: Random): string | null {
  const low = r.pick([5, 8, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 65, 75, 95, 120]);
  return r.weighted<string | null>([
    [null, 25],
    ['Free', 15],
    [`$${low}`, 45],
    [`$${low}-$${low + r.pick([10, 15, 20, 30, 50])}`, 15],
  ]);
}

function generateEvents(count: number, start: number, today: string, r: Random, images: ImagePool): SyntheticEvent[] {
  const nextId = idMaker(r);
  const out: SyntheticEvent[] = [];
  for (let i = 0; i < count; i += 1) {
    const category = r.weighted(EVENT_WEIGHTS);
    const [venue, area] = r.pick(VENUES);
    const name = r.weighted(EVENT_NAMES)(r, r.pick(EVENT_NOUNS[category]), venue, area);
    const slug = counterSlug(name, start + i);
    // Mostly upcoming (today to +180 days); some past ones, which the list must hide.
    const offset = r.chance(0.12) ? -r.int(1, 60) : r.int(0, 180);
    const price = eventPrice(r);
    out.push({
      documentId: nextId(),
      slug,
      name,
      category,
      description: fill(r.pick(EVENT_LINES), { what: name, area: AREA_LABELS[area], venue }),
      date: addDays(today, offset),
      time: r.chance(0.95) ? r.pick(EVENT_TIMES[category]) : null,
      location: `${venue}, ${AREA_LABELS[area]}`,
      price,
      attendingCount: r.logNormal(120, 1.1, 0, 40_000),
      ticketUrl: price && price !== 'Free' && r.chance(0.75) ? `https://tickets.example/${slug}` : null,
      image: images.pick([`event-${category}`, 'event-'], r, 0.92)?.id ?? null,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Properties

// prettier-ignore
const HOME_TYPES = ['Condo', 'Townhome', 'Bungalow', 'Craftsman Home', 'Loft', 'Ranch Home', 'Pool Home', 'Villa', 'Apartment', 'Duplex', 'Mediterranean Home', 'Cottage'];
// prettier-ignore
const COMMERCIAL_TYPES = ['Office Suite', 'Retail Space', 'Restaurant Space', 'Warehouse', 'Flex Space', 'Medical Office', 'Corner Storefront', 'Creative Office', 'Coworking Floor'];
// prettier-ignore
const VACATION_TYPES = ['Beachfront Condo', 'Pool Villa', 'Bay-view Cottage', 'Gulf-view Suite', 'Downtown Loft', 'Historic Bungalow', 'Waterfront Townhome'];
// prettier-ignore
const EVENT_SPACE_TYPES = ['Rooftop Event Space', 'Waterfront Venue', 'Loft Event Hall', 'Garden Courtyard', 'Historic Ballroom', 'Warehouse Venue', 'Private Dining Room'];
// prettier-ignore
const OTHER_STAY_TYPES = ['Private Parking Spot', 'Boat Slip', 'Storage Unit', 'Photo Studio', 'Podcast Studio', 'Coworking Desk'];
// prettier-ignore
const PROPERTY_ADJECTIVES = ['Renovated', 'Modern', 'Sunny', 'Spacious', 'Charming', 'Updated', 'Waterfront', 'Historic', 'Bright', 'Cozy', 'Luxury', 'Move-in Ready'];

const PROPERTY_LINES = [
  'Walk to restaurants and shops in {area}; {feature}.',
  'Light-filled layout with {feature} and {feature2}.',
  'Minutes from downtown Tampa and the airport, with {feature}.',
  'Well kept and ready now: {feature}, {feature2}.',
];
// prettier-ignore
const PROPERTY_FEATURES = [
  'impact windows', 'a screened pool', 'a new roof', 'quartz countertops', 'covered parking', 'a private dock',
  'bay views', 'hardwood floors', 'a fenced yard', 'high ceilings', 'an outdoor kitchen', 'a rooftop terrace',
  'flexible floor plan', 'loading dock access', 'high foot traffic', 'a catering kitchen', 'AV equipment',
];

type PriceBand = readonly [min: number, max: number, step: number];

/** Bands matching the site's price-range filters (under $300k … $1M+; under $100 … $500+ a night). */
const SALE_BANDS: readonly PriceBand[] = [
  [145_000, 299_000, 1000],
  [300_000, 500_000, 1000],
  [500_000, 1_000_000, 5000],
  [1_000_000, 4_500_000, 25_000],
];
const STAY_BANDS: readonly PriceBand[] = [
  [55, 99, 1],
  [100, 250, 5],
  [250, 500, 5],
  [500, 1500, 25],
];

/** How likely each band is, by bedrooms (0-5): bigger homes cost more. */
// prettier-ignore
const SALE_WEIGHTS_BY_BEDROOMS = [
  [45, 35, 15, 5],
  [35, 40, 20, 5],
  [18, 40, 32, 10],
  [8, 32, 42, 18],
  [4, 20, 44, 32],
  [2, 10, 40, 48],
];
// prettier-ignore
const STAY_WEIGHTS_BY_BEDROOMS = [
  [30, 50, 15, 5],
  [30, 50, 15, 5],
  [15, 50, 27, 8],
  [8, 40, 37, 15],
  [3, 25, 42, 30],
  [3, 25, 42, 30],
];

function priceIn(bands: readonly PriceBand[], weights: readonly number[], r: Random): number {
  const [min, max, step] = r.weighted(bands.map((band, i) => [band, weights[i] ?? 0] as const));
  // The boundary values themselves appear now and then: the filters must place them right.
  if (r.chance(0.02)) return r.chance(0.5) ? min : max;
  return clamp(round(r.between(min, max), step), min, max);
}

const RENTAL_AREA_WEIGHTS: Weighted<Area> = [
  ['clearwater-beach', 45],
  ...PROPERTY_AREAS.map((area) => [area, 55 / PROPERTY_AREAS.length] as const),
];
// prettier-ignore
const LISTING_WEIGHTS: Weighted<ListingType> = [['sale', 45], ['rent', 35], ['short-term', 20]];
// prettier-ignore
const SHORT_TERM_WEIGHTS: Weighted<ShortTermCategory> = [['vacation-rental', 60], ['event-space', 30], ['other', 10]];
// prettier-ignore
const BEDROOM_WEIGHTS: Weighted<number> = [[0, 6], [1, 22], [2, 30], [3, 26], [4, 12], [5, 4]];

type PropertyKind = {
  type: PropertyType;
  area: Area;
  kind: string;
  /** Homes have bedrooms; offices, event spaces and parking spots do not. */
  home: boolean;
  imagePrefixes: string[];
};

function propertyKind(listingType: ListingType, shortTermCategory: ShortTermCategory | null, r: Random): PropertyKind {
  if (shortTermCategory === 'vacation-rental') {
    return {
      type: 'residential',
      area: r.weighted(RENTAL_AREA_WEIGHTS),
      kind: r.pick(VACATION_TYPES),
      home: true,
      imagePrefixes: ['property-beach-rental', 'property-condo'],
    };
  }
  if (shortTermCategory === 'event-space') {
    return {
      type: r.chance(0.8) ? 'commercial' : 'residential',
      area: r.pick(RENTAL_AREAS),
      kind: r.pick(EVENT_SPACE_TYPES),
      home: false,
      imagePrefixes: ['property-event-hall'],
    };
  }
  if (shortTermCategory === 'other') {
    return {
      type: r.chance(0.5) ? 'commercial' : 'residential',
      area: r.pick(RENTAL_AREAS),
      kind: r.pick(OTHER_STAY_TYPES),
      home: false,
      imagePrefixes: ['property-'],
    };
  }
  return r.chance(0.82)
    ? {
        type: 'residential',
        area: r.pick(PROPERTY_AREAS),
        kind: r.pick(HOME_TYPES),
        home: true,
        imagePrefixes: ['property-house', 'property-condo', 'property-loft', 'property-bungalow'],
      }
    : {
        type: 'commercial',
        area: r.pick(PROPERTY_AREAS),
        kind: r.pick(COMMERCIAL_TYPES),
        home: false,
        imagePrefixes: ['property-office', 'property-retail'],
      };
}

function propertyPrice(
  listingType: ListingType,
  shortTermCategory: ShortTermCategory | null,
  type: PropertyType,
  bedrooms: number | null,
  r: Random,
): { price: number; priceType: PriceType } {
  const rooms = Math.min(5, bedrooms ?? 0);
  switch (shortTermCategory) {
    case 'vacation-rental':
      return {
        priceType: r.chance(0.8) ? 'nightly' : 'daily',
        price: priceIn(STAY_BANDS, STAY_WEIGHTS_BY_BEDROOMS[rooms]!, r),
      };
    case 'event-space':
      return r.chance(0.55)
        ? { priceType: 'hourly', price: round(r.between(75, 650), 5) }
        : { priceType: 'daily', price: priceIn(STAY_BANDS, [0, 15, 40, 45], r) };
    case 'other': {
      const priceType = r.weighted<PriceType>([
        ['hourly', 30],
        ['daily', 40],
        ['nightly', 30],
      ]);
      return {
        priceType,
        price: priceType === 'hourly' ? round(r.between(15, 120), 5) : priceIn(STAY_BANDS, [25, 45, 20, 10], r),
      };
    }
    default:
      break;
  }
  if (listingType === 'sale') {
    const weights = type === 'residential' ? SALE_WEIGHTS_BY_BEDROOMS[rooms]! : [3, 12, 30, 55];
    return { priceType: 'total', price: priceIn(SALE_BANDS, weights, r) };
  }
  if (type === 'residential')
    return { priceType: 'monthly', price: round((1000 + rooms * 700) * r.between(0.8, 1.35), 25) };
  return r.chance(0.55)
    ? { priceType: 'sqft_yearly', price: Math.round(r.between(16, 68) * 2) / 2 }
    : { priceType: 'monthly', price: round(r.between(1800, 35_000), 50) };
}

function generateProperties(
  count: number,
  start: number,
  today: string,
  r: Random,
  images: ImagePool,
): SyntheticProperty[] {
  const nextId = idMaker(r);
  const out: SyntheticProperty[] = [];
  for (let i = 0; i < count; i += 1) {
    const listingType = r.weighted(LISTING_WEIGHTS);
    const shortTermCategory = listingType === 'short-term' ? r.weighted(SHORT_TERM_WEIGHTS) : null;
    const { type, area, kind, home, imagePrefixes } = propertyKind(listingType, shortTermCategory, r);
    const bedrooms = home ? r.weighted(BEDROOM_WEIGHTS) : null;
    const { price, priceType } = propertyPrice(listingType, shortTermCategory, type, bedrooms, r);
    const bathrooms =
      bedrooms === null
        ? type === 'commercial' && r.chance(0.7)
          ? r.int(1, 4)
          : null
        : clamp(Math.max(1, bedrooms) + r.pick([-1, -0.5, 0, 0, 0.5, 1]), 1, 5);
    const sqft = r.chance(0.95)
      ? bedrooms !== null
        ? round(450 + bedrooms * 420 + r.between(-150, 600), 10)
        : round(r.logNormal(2400, 0.8, 300, 40_000), 50)
      : null;
    const parking = r.chance(0.9) ? (type === 'commercial' ? r.int(2, 80) : r.int(0, 3)) : null;

    const label = AREA_LABELS[area];
    const street = r.pick(AREA_INFO[area].streets);
    const title =
      bedrooms !== null
        ? `${r.pick(PROPERTY_ADJECTIVES)} ${bedrooms === 0 ? 'Studio' : `${bedrooms}BR`} ${kind} in ${label}`
        : r.chance(0.5)
          ? `${kind} in ${label}`
          : `${r.pick(PROPERTY_ADJECTIVES)} ${kind} on ${street}`;
    const feature = r.pick(PROPERTY_FEATURES);
    let feature2 = r.pick(PROPERTY_FEATURES);
    if (feature2 === feature)
      feature2 = PROPERTY_FEATURES[(PROPERTY_FEATURES.indexOf(feature) + 1) % PROPERTY_FEATURES.length]!;
    out.push({
      documentId: nextId(),
      slug: counterSlug(title, start + i),
      title,
      description: fill(r.pick(PROPERTY_LINES), { area: label, feature, feature2 }),
      type,
      listingType,
      shortTermCategory,
      price,
      priceType,
      sqft,
      bedrooms,
      bathrooms,
      parking,
      area,
      address: address(area, r, street),
      availableDate: r.chance(0.9) ? addDays(today, r.int(-20, 120)) : null,
      image: images.pick(imagePrefixes, r, 0.96)?.id ?? null,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Influencers

type Niche = { label: string; tags: string[]; bio: string; categories: Weighted<BusinessCategory> };

/** Niches contain the home page tab words (food, fitness, beauty, services). */
// prettier-ignore
const NICHES: Weighted<Niche> = [
  [{ label: 'Food & Drink', tags: ['eats', 'eatstampa', 'bites', 'tastes', 'foodie'], bio: 'eats across Tampa Bay, one Cuban sandwich at a time', categories: [['restaurants', 70], ['nightlife', 20], ['shopping', 10]] }, 30],
  [{ label: 'Fitness & Wellness', tags: ['fit', 'lifts', 'runs', 'moves', 'sweats'], bio: 'tries every gym, studio and run club in town', categories: [['fitness', 80], ['beaches', 10], ['beauty', 10]] }, 14],
  [{ label: 'Beauty & Style', tags: ['glow', 'glam', 'beauty', 'style'], bio: 'reviews salons, spas and boutiques around the bay', categories: [['beauty', 75], ['shopping', 20], ['hotels', 5]] }, 12],
  [{ label: 'Home Services', tags: ['fixes', 'homepro', 'diy', 'homes'], bio: 'finds the pros worth calling when something breaks', categories: [['services', 85], ['shopping', 15]] }, 8],
  [{ label: 'Nightlife', tags: ['nights', 'afterdark', 'sips', 'cheers'], bio: 'knows where the party is on any night of the week', categories: [['nightlife', 75], ['restaurants', 20], ['hotels', 5]] }, 10],
  [{ label: 'Family & Kids', tags: ['family', 'kids', 'mom', 'dad'], bio: 'plans weekends the whole family enjoys', categories: [['attractions', 55], ['beaches', 25], ['restaurants', 20]] }, 8],
  [{ label: 'Travel & Beaches', tags: ['travels', 'beachlife', 'explores', 'wanders'], bio: 'shares beaches, hotels and day trips from Tampa', categories: [['hotels', 35], ['beaches', 30], ['attractions', 25], ['restaurants', 10]] }, 10],
  [{ label: 'Arts & Culture', tags: ['arts', 'culture', 'creates', 'scene'], bio: 'covers galleries, theaters and the Ybor music scene', categories: [['attractions', 50], ['shopping', 30], ['nightlife', 20]] }, 8],
];

type GeneratedInfluencer = SyntheticInfluencer & { categories: Weighted<BusinessCategory>; username: string };

function generateInfluencers(count: number, start: number, r: Random, images: ImagePool): GeneratedInfluencer[] {
  const nextId = idMaker(r);
  const out: GeneratedInfluencer[] = [];
  for (let i = 0; i < count; i += 1) {
    const first = r.pick(FIRST_NAMES);
    const last = r.pick(LAST_NAMES);
    const niche = r.weighted(NICHES);
    const counter = (start + i).toString(36);
    const firstSlug = slugify(first).replace(/-/g, '');
    const username = r.weighted<() => string>([
      [() => `${firstSlug}${r.pick(niche.tags)}${counter}`, 40],
      [() => `${firstSlug}.${r.pick(niche.tags)}.${counter}`, 30],
      [() => `${r.pick(niche.tags)}with${firstSlug}${counter}`, 15],
      [() => `tampa${r.pick(niche.tags)}_${firstSlug}${counter}`, 15],
    ])();
    const followerCount = r.logNormal(18_000, 1.3, 800, 3_000_000);
    const name = `${first} ${last}`;
    out.push({
      documentId: nextId(),
      slug: counterSlug(name, start + i),
      name,
      handle: `@${username}`,
      niche: niche.label,
      followerCount,
      bio: `${first} ${niche.bio}. ${r.pick(['Tampa native.', 'Moved here from up north and never left.', 'Based in Seminole Heights.', 'Clearwater local.', 'Weekly picks every Friday.', 'DMs open for collabs.'])}`,
      profileUrl: r.weighted<string>([
        [`https://www.instagram.com/${username}/`, 50],
        [`https://www.tiktok.com/@${username}`, 35],
        [`https://www.youtube.com/@${username}`, 15],
      ]),
      verified: r.chance(followerCount > 100_000 ? 0.8 : 0.15),
      image: images.pick(['avatar-'], r)?.id ?? null,
      categories: niche.categories,
      username,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Recommendations

const QUOTES = [
  'Best {sells} in {area}, hands down.',
  'I keep coming back to {name} for the {sells}.',
  '{name} never misses. Go for the {sells}.',
  'Hidden gem in {area}: ask for the {sells}.',
  'If you only try one place in {area}, make it {name}.',
  'Friendly staff, fair prices and great {sells}.',
  'My go-to for {sells} when friends visit Tampa.',
  'Worth the drive from anywhere in the bay.',
];
const CAPTIONS = [
  'Weekend plans: sorted.',
  'Tampa, you did it again.',
  'Save this for your next visit.',
  'Golden hour hits different here.',
  'Tag someone who needs this.',
  'New favorite unlocked.',
  'Round two already booked.',
  'Cigar City classics.',
];

function posts(
  influencer: GeneratedInfluencer,
  business: SyntheticBusiness,
  r: Random,
  images: ImagePool,
): SyntheticPost[] {
  const count = r.weighted<number>([
    [0, 15],
    [1, 15],
    [2, 15],
    [3, 15],
    [4, 12],
    [5, 10],
    [6, 8],
    [7, 5],
    [8, 5],
  ]);
  const out: SyntheticPost[] = [];
  for (let i = 0; i < Math.min(count, MAX_RECOMMENDATION_POSTS); i += 1) {
    const image = images.pick(r.chance(0.6) ? ['post-'] : BUSINESS_IMAGE_PREFIXES[business.category], r);
    out.push({
      imageUrl: image?.url ?? null,
      caption: r.chance(0.5)
        ? `${r.pick(CAPTIONS)} ${business.name}, ${AREA_LABELS[business.area]}.`
        : r.pick(CAPTIONS),
      url: r.chance(0.6)
        ? `https://www.instagram.com/p/${r.string(11, URL_SAFE)}/`
        : `https://www.tiktok.com/@${influencer.username}/video/${r.string(1, '123456789')}${r.string(18, DIGITS)}`,
    });
  }
  return out;
}

function generateRecommendations(
  total: number,
  influencers: GeneratedInfluencer[],
  businesses: SyntheticBusiness[],
  r: Random,
  images: ImagePool,
): SyntheticRecommendation[] {
  if (influencers.length === 0 || businesses.length === 0) return [];
  const nextId = idMaker(r);
  const cap = Math.min(MAX_PER_INFLUENCER, businesses.length);
  // Everyone recommends at least one place; the rest is spread at random up to the cap.
  const counts = influencers.map(() => 1);
  for (let extra = total - influencers.length; extra > 0;) {
    const i = r.int(0, influencers.length - 1);
    if ((counts[i] ?? 0) < cap) {
      counts[i] = (counts[i] ?? 0) + 1;
      extra -= 1;
    }
  }
  const byCategory = new Map<BusinessCategory, number[]>();
  businesses.forEach((business, index) => {
    const list = byCategory.get(business.category) ?? [];
    list.push(index);
    byCategory.set(business.category, list);
  });

  const out: SyntheticRecommendation[] = [];
  influencers.forEach((influencer, influencerIndex) => {
    const chosen = new Set<number>();
    const want = counts[influencerIndex] ?? 1;
    for (let attempt = 0; chosen.size < want && attempt < want * 20; attempt += 1) {
      const pool = byCategory.get(r.weighted(influencer.categories));
      chosen.add(pool && pool.length > 0 && r.chance(0.9) ? r.pick(pool) : r.int(0, businesses.length - 1));
    }
    // Small data sets may run out of matching businesses: take the next free ones.
    for (let index = r.int(0, businesses.length - 1); chosen.size < want; index = (index + 1) % businesses.length) {
      chosen.add(index);
    }
    for (const businessIndex of chosen) {
      const business = businesses[businessIndex]!;
      const sells = CATEGORY_WORDS[business.category].sells;
      out.push({
        documentId: nextId(),
        influencer: influencerIndex,
        business: businessIndex,
        rating: clamp(Math.round((9.4 - Math.abs(r.normal()) * 1.3) * 10) / 10, 5, 10),
        quote: fill(r.pick(QUOTES), { name: business.name, area: AREA_LABELS[business.area], sells: r.pick(sells) }),
        posts: posts(influencer, business, r, images),
      });
    }
  });
  return out;
}

// ---------------------------------------------------------------------------------------
// Videos

const VIDEO_TITLES = [
  'Trying {name} for the first time',
  '{name} in 60 seconds',
  'Is {name} worth the hype?',
  'Inside {name}',
  'Sunset at {name}',
  'A day at {name}',
  'Best {category} spot in {area}? {name}',
  'Our {adjective} visit to {name}',
  'POV: you found {name}',
  'What {price} gets you at {name}',
];
const VIDEO_NOTES: Record<VideoStatus, ReadonlyArray<string | null>> = {
  active: [null],
  pending: [null, null, null, null, 'Under review'],
  rejected: ['Content not suitable', 'Not about this business', 'Duplicate of another video', 'Video quality too low'],
};
const DAY_MS = 24 * 60 * 60 * 1000;

function videoUrl(platform: VideoPlatform, username: string, r: Random): string {
  switch (platform) {
    case 'tiktok':
      return `https://${r.chance(0.8) ? 'www.' : ''}tiktok.com/@${username}/video/${r.string(1, '123456789')}${r.string(18, DIGITS)}`;
    case 'youtube': {
      const id = r.string(11, URL_SAFE);
      return r.weighted<string>([
        [`https://www.youtube.com/watch?v=${id}`, 40],
        [`https://youtu.be/${id}`, 30],
        [`https://www.youtube.com/shorts/${id}`, 30],
      ]);
    }
    case 'instagram':
      return `https://www.instagram.com/${r.chance(0.7) ? 'reel' : 'p'}/${r.string(11, URL_SAFE)}/`;
    case 'vimeo':
      return `https://vimeo.com/${r.string(1, '123456789')}${r.string(8, DIGITS)}`;
  }
}

/** A short account name for a business: 'yborcitytacos'. */
function accountName(business: SyntheticBusiness): string {
  return slugify(business.name).replace(/-/g, '').slice(0, 24) || 'tampalocal';
}

function generateVideos(
  count: number,
  businesses: SyntheticBusiness[],
  influencers: GeneratedInfluencer[],
  now: Date,
  r: Random,
): SyntheticVideo[] {
  if (businesses.length === 0) return [];
  const nextId = idMaker(r);
  const seen = new Set<string>();
  const out: SyntheticVideo[] = [];
  for (let i = 0; i < count; i += 1) {
    // Popular places collect many videos, most places a few or none.
    const businessIndex = Math.min(businesses.length - 1, Math.floor(businesses.length * r.float() ** 1.5));
    const business = businesses[businessIndex]!;
    const platform = r.weighted<VideoPlatform>([
      ['tiktok', 38],
      ['instagram', 26],
      ['youtube', 26],
      ['vimeo', 10],
    ]);
    const isOwnContent = r.chance(0.25);
    const username = isOwnContent
      ? accountName(business)
      : influencers.length > 0 && r.chance(0.3)
        ? r.pick(influencers).username
        : `${slugify(r.pick(FIRST_NAMES)).replace(/-/g, '')}${r.pick(['', '_', '.'])}${r.pick(['tampa', 'bay', 'eats', 'explores', 'films', 'vlogs', 'fl'])}${r.int(1, 999)}`;
    let parsed = parseVideoUrl(videoUrl(platform, username, r));
    // A platform and video id are unique per business; a repeat draw is simply redrawn.
    while (parsed.ok && seen.has(`${parsed.platform}:${parsed.videoId}`))
      parsed = parseVideoUrl(videoUrl(platform, username, r));
    if (!parsed.ok) throw new Error(`Synthetic video URL rejected: ${parsed.error}`);
    seen.add(`${parsed.platform}:${parsed.videoId}`);

    const status = r.weighted<VideoStatus>([
      ['active', 74],
      ['pending', 18],
      ['rejected', 8],
    ]);
    const notes = r.pick(VIDEO_NOTES[status]);
    const createdAt = new Date(Math.floor((now.getTime() - r.float() * 180 * DAY_MS) / 1000) * 1000);
    const moderated = status !== 'pending' || notes !== null;
    const likeCount = r.logNormal(800, 1.6, 0, 5_000_000);
    out.push({
      documentId: nextId(),
      business: businessIndex,
      status,
      notes,
      moderatedAt: moderated ? new Date(Math.min(now.getTime(), createdAt.getTime() + r.int(1, 72) * 3_600_000)) : null,
      title: fill(r.pick(VIDEO_TITLES), {
        name: business.name,
        category: BUSINESS_CATEGORY_LABELS[business.category].toLowerCase(),
        area: AREA_LABELS[business.area],
        adjective: r.pick(['first', 'favorite', 'weekend', 'late-night', 'rainy-day', 'birthday']),
        price: r.pick(['$10', '$20', '$50', '$100']),
      }).slice(0, 200),
      description: r.chance(0.6)
        ? `Filmed at ${business.name} in ${AREA_LABELS[business.area]}. ${r.pick(['Sound on!', 'Full review on my page.', 'Not sponsored.', 'Thanks to the team for having us.', 'Which spot should we try next?'])}`
        : null,
      platform: parsed.platform,
      videoUrl: parsed.url,
      videoId: parsed.videoId,
      embedUrl: parsed.embedUrl,
      thumbnailUrl: parsed.thumbnailUrl,
      creatorUsername: parsed.creatorUsername ?? (r.chance(0.9) ? username : null),
      isOwnContent,
      likeCount,
      commentCount: Math.round(likeCount * r.between(0.01, 0.08)),
      shareCount: Math.round(likeCount * r.between(0.005, 0.05)),
      createdAt,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// The whole data set

/** All rows of a synthetic batch. Pure: the same options give the same data. */
export function generateSynthetic(options: GenerateOptions): SyntheticData {
  const sizes = syntheticSizes(options.businesses);
  const start = options.sequenceStart ?? 1;
  const root = new Random(hashSeed('tampa-local-synthetic', options.randomSeed, start));
  const images = new ImagePool(options.images ?? []);
  const today = cityDate(options.now);

  const businesses = generateBusinesses(sizes.businesses, start, root.fork('businesses'), images);
  const events = generateEvents(sizes.events, start, today, root.fork('events'), images);
  const properties = generateProperties(sizes.properties, start, today, root.fork('properties'), images);
  const generatedInfluencers = generateInfluencers(sizes.influencers, start, root.fork('influencers'), images);
  const recommendations = generateRecommendations(
    sizes.recommendations,
    generatedInfluencers,
    businesses,
    root.fork('recommendations'),
    images,
  );
  const videos = generateVideos(sizes.videos, businesses, generatedInfluencers, options.now, root.fork('videos'));
  const influencers = generatedInfluencers.map(
    ({ categories: _categories, username: _username, ...influencer }) => influencer,
  );
  return { businesses, events, properties, influencers, recommendations, videos };
}

// ---------------------------------------------------------------------------------------
// Writing to the database

type Uid = (typeof UIDS)[keyof typeof UIDS];
type Row = Record<string, unknown>;
type Values = unknown[];
type JoinTable = {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn?: { name: string };
  inverseOrderColumnName?: string;
  morphColumn?: { idColumn: { name: string }; typeColumn: { name: string } };
};
type AttributeMeta = { type?: string; columnName?: string; joinTable?: JoinTable };
type ModelMeta = { tableName: string; attributes: Record<string, AttributeMeta> };

const FILE_UID = 'plugin::upload.file';

/** A content type's table and columns, read from Strapi's metadata. */
class Table {
  readonly name: string;
  private readonly attributes: Record<string, AttributeMeta>;

  constructor(
    strapi: Core.Strapi,
    readonly uid: string,
  ) {
    const meta = strapi.db.metadata.get(uid) as unknown as ModelMeta;
    this.name = meta.tableName;
    this.attributes = meta.attributes;
  }

  column(attribute: string): string {
    const column = this.attributes[attribute]?.columnName;
    if (!column) throw new Error(`${this.uid} has no column for ${attribute}`);
    return column;
  }

  /** A value as the database takes it: JSON as text, since pg would turn a JS array into a PostgreSQL array. */
  encoder(attribute: string): (value: unknown) => unknown {
    return this.attributes[attribute]?.type === 'json'
      ? (value) => (value === null || value === undefined ? null : JSON.stringify(value))
      : (value) => value ?? null;
  }

  joinTable(attribute: string): JoinTable {
    const joinTable = this.attributes[attribute]?.joinTable;
    if (!joinTable) throw new Error(`${this.uid}.${attribute} has no join table`);
    return joinTable;
  }
}

/** The seed's transaction and what it needs to know about the database behind it. */
class Db {
  readonly sqlite: boolean;
  readonly postgres: boolean;
  private readonly types = new Map<string, Map<string, string>>();

  constructor(
    readonly strapi: Core.Strapi,
    readonly trx: Knex.Transaction,
  ) {
    this.sqlite = strapi.db.dialect.client === 'sqlite';
    this.postgres = strapi.db.dialect.client === 'postgres';
  }

  /** PostgreSQL column types of a table ('character varying', 'jsonb'…), found as the INSERT would find the table. */
  async columnTypes(table: string): Promise<Map<string, string>> {
    let types = this.types.get(table);
    if (!types) {
      const result = (await this.trx.raw(
        'SELECT attname AS name, format_type(atttypid, NULL) AS type FROM pg_attribute WHERE attrelid = ?::regclass AND attnum > 0 AND NOT attisdropped',
        [quote(table)],
      )) as { rows: Array<{ name: string; type: string }> };
      types = new Map(result.rows.map((row) => [row.name, row.type]));
      this.types.set(table, types);
    }
    return types;
  }
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
const elapsed = (since: number) => `(${((performance.now() - since) / 1000).toFixed(1)} s)`;

/**
 * Multi-row inserts, written by hand and consumed a statement at a time (a large batch
 * never sits in memory twice). SQLite: INSERT … VALUES with 500 rows (knex would compile a
 * UNION ALL select, which SQLite caps at 500 terms). PostgreSQL: INSERT … SELECT FROM
 * unnest() with one array per column, so 2,000 rows need only as many parameters as there
 * are columns, which the server takes far faster than thousands of single values.
 */
async function bulkInsert(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: Iterable<Values>,
  options: { returning?: readonly string[]; onStatement?: (rows: number) => void } = {},
): Promise<Row[]> {
  const rowsPerStatement = db.postgres ? 2000 : 500;
  const into = `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) `;
  const returning = options.returning ? ` RETURNING ${options.returning.map(quote).join(', ')}` : '';
  let sqlFor: (count: number) => string;
  if (db.postgres) {
    const types = await db.columnTypes(table);
    const unnest = columns.map((column) => {
      const type = types.get(column);
      if (!type) throw new Error(`${table} has no column ${column}`);
      return `?::${type}[]`;
    });
    const sql = `${into}SELECT * FROM unnest(${unnest.join(', ')})${returning}`;
    sqlFor = () => sql;
  } else {
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    sqlFor = (count) => `${into}VALUES ${new Array<string>(count).fill(tuple).join(', ')}${returning}`;
  }

  const returned: Row[] = [];
  let values: unknown[] = [];
  let arrays: unknown[][] = columns.map(() => []);
  let count = 0;

  const flush = async () => {
    if (count === 0) return;
    let result: unknown;
    try {
      result = await db.trx.raw(sqlFor(count), (db.postgres ? arrays : values) as Knex.RawBinding[]);
    } catch (error) {
      // The driver's message, without the statement and its thousands of values.
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(
        `Inserting into ${table} failed: ${message
          .slice(message.lastIndexOf(' - ') + 1)
          .trim()
          .slice(0, 500)}`,
      );
    }
    if (options.returning) {
      // better-sqlite3 hands back the rows, pg a result object holding them.
      const back = Array.isArray(result) ? result : (result as { rows: Row[] }).rows;
      for (const row of back as Row[]) returned.push(row);
    }
    options.onStatement?.(count);
    values = [];
    arrays = columns.map(() => []);
    count = 0;
  };

  for (const row of rows) {
    if (db.postgres) for (let i = 0; i < columns.length; i += 1) arrays[i]!.push(row[i] ?? null);
    else for (const value of row) values.push(value);
    count += 1;
    if (count === rowsPerStatement) await flush();
  }
  await flush();
  return returned;
}

/**
 * SQLite keeps ~16 MB of pages in memory by default; a batch this size then writes the same
 * index pages to the WAL again and again. A larger cache for the duration of the seed is
 * much faster; the previous size is restored afterwards.
 */
async function withLargeSqliteCache<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (!db.sqlite) return work();
  const rows = (await db.trx.raw('PRAGMA cache_size')) as Array<{ cache_size: number }>;
  const previous = Math.trunc(Number(rows[0]?.cache_size ?? -2000));
  await db.trx.raw('PRAGMA cache_size = -262144'); // 256 MB
  try {
    return await work();
  } finally {
    await db.trx.raw(`PRAGMA cache_size = ${previous}`);
  }
}

/**
 * On SQLite, adding rows to a table with many indexes one row at a time costs about twice
 * as much as building each index once afterwards (one sort). When the batch is at least
 * as big as the table (and not tiny), the indexes are dropped and recreated from their own SQL,
 * inside the same transaction (a failure rolls both back; readers keep seeing the old
 * snapshot). On PostgreSQL dropping an index would lock readers out, so it is left alone.
 */
async function withIndexesBuiltAfter<T>(db: Db, table: string, newRows: number, work: () => Promise<T>): Promise<T> {
  if (!db.sqlite || newRows < 1000) return work();
  const existing = (await db.trx(table).count({ n: '*' }).first()) as { n: unknown } | undefined;
  if (Number(existing?.n ?? 0) > newRows) return work();
  const indexes = (await db.trx.raw(
    `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL`,
    [table],
  )) as Array<{ name: string; sql: string }>;
  for (const index of indexes) await db.trx.raw(`DROP INDEX ${quote(index.name)}`);
  const result = await work();
  for (const index of indexes) await db.trx.raw(index.sql);
  return result;
}

/**
 * Gives generated documents slugs and document ids no existing row of the table uses
 * (the sample data, an earlier batch): a taken slug gets '-2', '-3'…, a taken document id
 * is redrawn from a stream seeded by it, so the outcome stays deterministic.
 */
async function avoidExisting(
  db: Db,
  table: Table,
  items: Array<{ documentId: string; slug?: string }>,
): Promise<number> {
  if (items.length === 0) return 0;
  const hasSlug = items[0]?.slug !== undefined;
  const columns = hasSlug ? [table.column('documentId'), table.column('slug')] : [table.column('documentId')];
  const existing = (await db.trx(table.name).select(columns)) as Row[];
  if (existing.length === 0) return 0;
  const documentIds = new Set(existing.map((row) => String(row[columns[0]!])));
  const slugs = new Set(hasSlug ? existing.map((row) => String(row[columns[1]!])) : []);
  let changed = 0;
  for (const item of items) {
    if (documentIds.has(item.documentId)) {
      const r = new Random(hashSeed(item.documentId, table.name));
      let id = documentId(r);
      while (documentIds.has(id)) id = documentId(r);
      item.documentId = id;
      changed += 1;
    }
    documentIds.add(item.documentId);
    if (item.slug !== undefined) {
      if (slugs.has(item.slug)) {
        let n = 2;
        while (slugs.has(`${item.slug}-${n}`)) n += 1;
        item.slug = `${item.slug}-${n}`;
        changed += 1;
      }
      slugs.add(item.slug);
    }
  }
  return changed;
}

type Stored = { label: string; rowIds: number[][] };

/**
 * Writes records the way Strapi stores them: for drafted types a draft row and a published
 * row per document (same document id), for the others one published row. Returns the row
 * ids of each record, in order, matched by document id (RETURNING promises no order).
 */
async function insertDocuments<T extends { documentId: string; slug?: string }>(
  db: Db,
  table: Table,
  items: T[],
  options: {
    label: string;
    drafted: boolean;
    /** Attributes written from each item, as stored. */
    fields: ReadonlyArray<keyof T & string>;
    created: (item: T) => Date;
    updated?: (item: T) => Date;
    published: (item: T) => Date;
    log: (line: string) => void;
  },
): Promise<Stored> {
  const { label } = options;
  const renamed = await avoidExisting(db, table, items);
  if (renamed > 0) options.log(`  ${label}: ${renamed} slugs or document ids already taken were changed`);

  const attributes = [...options.fields, 'createdAt', 'updatedAt', 'publishedAt', 'locale'];
  const columns = attributes.map((attribute) => table.column(attribute));
  const encoders = options.fields.map((field) => table.encoder(field));
  const publishedAt = attributes.indexOf('publishedAt');
  function* rows(): Generator<Values> {
    for (const item of items) {
      const values: Values = options.fields.map((field, i) => encoders[i]!(item[field]));
      const created = options.created(item);
      values.push(created, options.updated?.(item) ?? created, options.published(item), null);
      if (options.drafted) {
        const draft = values.slice();
        draft[publishedAt] = null;
        yield draft;
      }
      yield values;
    }
  }

  const started = performance.now();
  const progress = new Progress(label, items.length);
  const perDocument = options.drafted ? 2 : 1;
  const idColumn = table.column('documentId');
  const publishedColumn = table.column('publishedAt');
  const returned = await withIndexesBuiltAfter(db, table.name, items.length * perDocument, () =>
    bulkInsert(db, table.name, columns, rows(), {
      returning: ['id', idColumn, publishedColumn],
      onStatement: (n) => progress.tick(n / perDocument),
    }),
  );
  progress.finish(elapsed(started));

  const byDocument = new Map<string, number[]>();
  for (const row of returned) {
    const key = String(row[idColumn]);
    const ids = byDocument.get(key) ?? [];
    // Draft row first, then the published one, as Strapi creates them.
    if (row[publishedColumn] === null) ids.unshift(Number(row.id));
    else ids.push(Number(row.id));
    byDocument.set(key, ids);
  }
  const rowIds = items.map((item) => {
    const ids = byDocument.get(item.documentId);
    if (!ids || ids.length !== perDocument) throw new Error(`${label}: ${item.documentId} was not stored`);
    return ids;
  });
  return { label, rowIds };
}

/** One media link per stored row (draft and published) of each record with an image. */
async function linkImages(
  db: Db,
  uid: Uid,
  stored: Stored,
  images: ReadonlyArray<number | null>,
  log: (line: string) => void,
): Promise<number> {
  const related = new Table(db.strapi, FILE_UID).joinTable('related');
  if (!related.morphColumn) throw new Error('Upload plugin metadata not found');
  const columns = [
    related.joinColumn.name,
    related.morphColumn.idColumn.name,
    related.morphColumn.typeColumn.name,
    'field',
    'order',
  ];
  const expected = images.reduce<number>((n, image, i) => (image === null ? n : n + stored.rowIds[i]!.length), 0);
  function* rows(): Generator<Values> {
    for (let i = 0; i < images.length; i += 1) {
      const fileId = images[i];
      if (fileId === null || fileId === undefined) continue;
      for (const rowId of stored.rowIds[i]!) yield [fileId, rowId, uid, 'image', 1];
    }
  }
  const started = performance.now();
  await withIndexesBuiltAfter(db, related.name, expected, () => bulkInsert(db, related.name, columns, rows()));
  log(`  ${stored.label} images: ${expected} links ${elapsed(started)}`);
  return expected;
}

/**
 * Links records of a type without drafts (recommendations, videos) to both rows of each
 * target document, as Strapi does, numbering them per target the way Strapi orders the
 * target's side of the relation.
 */
async function linkRelation(
  db: Db,
  table: Table,
  attribute: string,
  from: Stored,
  to: Stored,
  targets: readonly number[],
): Promise<number> {
  const joinTable = table.joinTable(attribute);
  if (!joinTable.inverseJoinColumn) throw new Error(`${table.uid}.${attribute} is not a linked relation`);
  const order = joinTable.inverseOrderColumnName;
  const columns = [joinTable.joinColumn.name, joinTable.inverseJoinColumn.name, ...(order ? [order] : [])];
  const expected = targets.reduce<number>((n, target, i) => n + from.rowIds[i]!.length * to.rowIds[target]!.length, 0);
  function* rows(): Generator<Values> {
    const positions = new Map<number, number>();
    for (let i = 0; i < targets.length; i += 1) {
      const target = targets[i]!;
      const position = (positions.get(target) ?? 0) + 1;
      positions.set(target, position);
      for (const fromId of from.rowIds[i]!) {
        for (const toId of to.rowIds[target]!) yield order ? [fromId, toId, position] : [fromId, toId];
      }
    }
  }
  await withIndexesBuiltAfter(db, joinTable.name, expected, () => bulkInsert(db, joinTable.name, columns, rows()));
  return expected;
}

/**
 * Adds a synthetic batch of N businesses and the proportional rest, in one transaction
 * (all or nothing). Running it again adds another batch: the random streams are salted
 * with the highest business id, and slugs and document ids already taken are avoided.
 */
export async function seedSynthetic(
  strapi: Core.Strapi,
  options: { businesses: number; randomSeed: number; now?: Date; log?: (line: string) => void },
): Promise<SyntheticCounts> {
  if (!Number.isSafeInteger(options.businesses) || options.businesses < 0) {
    throw new Error('The number of synthetic businesses must be a whole number, 0 or more');
  }
  if (!Number.isSafeInteger(options.randomSeed)) throw new Error('The random seed must be a whole number');
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? new Date();
  const started = performance.now();
  const tables = {
    business: new Table(strapi, UIDS.business),
    event: new Table(strapi, UIDS.event),
    property: new Table(strapi, UIDS.property),
    influencer: new Table(strapi, UIDS.influencer),
    recommendation: new Table(strapi, UIDS.recommendation),
    video: new Table(strapi, UIDS.video),
    file: new Table(strapi, FILE_UID),
  };
  let committing = 0;

  const counts = await strapi.db.transaction(async ({ trx }) => {
    const db = new Db(strapi, trx);
    return withLargeSqliteCache(db, async (): Promise<Omit<SyntheticCounts, 'seconds'>> => {
      const top = (await trx(tables.business.name).max({ id: 'id' }).first()) as { id: unknown } | undefined;
      const sequenceStart = Number(top?.id ?? 0) + 1;
      const file = tables.file;
      const images = (
        (await trx(file.name)
          .select({ id: 'id', name: file.column('name'), url: file.column('url') })
          .where(file.column('mime'), 'like', 'image/%')
          .orderBy('id')) as Array<{ id: number | string; name: string; url: string }>
      ).map((row) => ({ id: Number(row.id), name: row.name, url: row.url }));

      log(
        `Synthetic: generating ${options.businesses} businesses (seed ${options.randomSeed}, ${images.length} images to reuse)…`,
      );
      const generating = performance.now();
      const data = generateSynthetic({
        businesses: options.businesses,
        randomSeed: options.randomSeed,
        now,
        sequenceStart,
        images,
      });
      log(`  generated ${elapsed(generating)}`);

      const at = () => now;
      const drafted = { drafted: true, created: at, published: at, log } as const;
      const businesses = await insertDocuments(db, tables.business, data.businesses, {
        ...drafted,
        label: 'businesses',
        fields: [
          'documentId',
          'slug',
          'name',
          'category',
          'area',
          'description',
          'address',
          'phone',
          'website',
          'openingHours',
          'rating',
          'reviewCount',
          'priceLevel',
          'featured',
          'latitude',
          'longitude',
        ],
      });
      const events = await insertDocuments(db, tables.event, data.events, {
        ...drafted,
        label: 'events',
        fields: [
          'documentId',
          'slug',
          'name',
          'category',
          'description',
          'date',
          'time',
          'location',
          'price',
          'attendingCount',
          'ticketUrl',
        ],
      });
      const properties = await insertDocuments(db, tables.property, data.properties, {
        ...drafted,
        label: 'properties',
        fields: [
          'documentId',
          'slug',
          'title',
          'description',
          'type',
          'listingType',
          'shortTermCategory',
          'price',
          'priceType',
          'sqft',
          'bedrooms',
          'bathrooms',
          'parking',
          'area',
          'address',
          'availableDate',
        ],
      });
      const influencers = await insertDocuments(db, tables.influencer, data.influencers, {
        ...drafted,
        label: 'influencers',
        fields: ['documentId', 'slug', 'name', 'handle', 'niche', 'followerCount', 'bio', 'profileUrl', 'verified'],
      });

      const mediaLinks =
        (await linkImages(
          db,
          UIDS.business,
          businesses,
          data.businesses.map((b) => b.image),
          log,
        )) +
        (await linkImages(
          db,
          UIDS.event,
          events,
          data.events.map((e) => e.image),
          log,
        )) +
        (await linkImages(
          db,
          UIDS.property,
          properties,
          data.properties.map((p) => p.image),
          log,
        )) +
        (await linkImages(
          db,
          UIDS.influencer,
          influencers,
          data.influencers.map((i) => i.image),
          log,
        ));

      const recommendations = await insertDocuments(db, tables.recommendation, data.recommendations, {
        label: 'recommendations',
        drafted: false,
        fields: ['documentId', 'rating', 'quote', 'posts'],
        created: at,
        published: at,
        log,
      });
      const videos = await insertDocuments(db, tables.video, data.videos, {
        label: 'videos',
        drafted: false,
        fields: [
          'documentId',
          'status',
          'notes',
          'moderatedAt',
          'title',
          'description',
          'platform',
          'videoUrl',
          'videoId',
          'embedUrl',
          'thumbnailUrl',
          'creatorUsername',
          'isOwnContent',
          'likeCount',
          'commentCount',
          'shareCount',
        ],
        created: (video) => video.createdAt,
        updated: (video) => video.moderatedAt ?? video.createdAt,
        published: (video) => video.createdAt,
        log,
      });

      const linking = performance.now();
      const links =
        (await linkRelation(
          db,
          tables.recommendation,
          'business',
          recommendations,
          businesses,
          data.recommendations.map((r) => r.business),
        )) +
        (await linkRelation(
          db,
          tables.recommendation,
          'influencer',
          recommendations,
          influencers,
          data.recommendations.map((r) => r.influencer),
        )) +
        (await linkRelation(
          db,
          tables.video,
          'business',
          videos,
          businesses,
          data.videos.map((v) => v.business),
        ));
      log(`  relations: ${links} links ${elapsed(linking)}`);

      committing = performance.now();
      return {
        businesses: data.businesses.length,
        events: data.events.length,
        properties: data.properties.length,
        influencers: data.influencers.length,
        recommendations: data.recommendations.length,
        videos: data.videos.length,
        mediaLinks,
      };
    });
  });
  log(`  committed ${elapsed(committing)}`);
  // Bulk SQL bypasses Strapi's lifecycles: tell a cms running in this process that content changed.
  strapi.eventHub.emit(CONTENT_IMPORTED_EVENT);

  const seconds = (performance.now() - started) / 1000;
  log(
    `Synthetic: ${counts.businesses} businesses (+ ${counts.events} events, ${counts.properties} properties, ` +
      `${counts.influencers} influencers, ${counts.recommendations} recommendations, ${counts.videos} videos, ` +
      `${counts.mediaLinks} image links) in ${seconds.toFixed(1)} s (${Math.round(counts.businesses / Math.max(seconds, 0.001))} businesses/s)`,
  );
  return { ...counts, seconds };
}
