/** What businesses of each category are called, sell and say about themselves, and how common each kind is where. */
import type { Area, BusinessCategory } from '@tampa-local/domain';
import type { Weighted } from '../random';

export type CategoryWords = { nouns: string[]; sells: string[]; lines: string[] };

// prettier-ignore
export const CATEGORY_WORDS: Record<BusinessCategory, CategoryWords> = {
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
export const BEACH_PLACES = [
  'Sand Key', 'Pelican', 'Mandalay', 'Sunset', 'Clearwater', 'Ben T. Davis', 'Picnic Island', 'Cypress Point',
  'Honeymoon', 'Caladesi', 'Gulfview', 'Osprey', 'Manatee', 'Palmetto', 'Dolphin', 'Crystal', 'Belleair',
  'Indian Rocks', 'Egmont', 'Davis Islands', 'Gandy', 'Rocky Point', 'Marjorie Park', 'Courtney Campbell', 'Bayport',
];

// prettier-ignore
export const CATEGORY_WEIGHTS: Weighted<BusinessCategory> = [
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
export const BUSINESS_AREA_WEIGHTS: Weighted<Area> = [
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
export const AREAS_BY_CATEGORY: Partial<Record<BusinessCategory, Weighted<Area>>> = {
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
export const PRICE_LEVEL_WEIGHTS: Record<BusinessCategory, Weighted<number | null>> = {
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

export const BUSINESS_NOTES = [
  'Free parking out back.',
  'Street parking only.',
  'Cash and cards accepted.',
  'Dog-friendly patio.',
  'Walk-ins welcome.',
  'Reservations recommended on weekends.',
  'Wheelchair accessible.',
];

export const BUSINESS_IMAGE_PREFIXES: Record<BusinessCategory, string[]> = {
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
