/** Event categories, names, start times, venues and descriptions. */
import type { Area, EventCategory } from '@tampa-local/domain';
import type { Weighted } from '../random';

// prettier-ignore
export const EVENT_WEIGHTS: Weighted<EventCategory> = [
  ['music', 25],
  ['food', 20],
  ['sports', 15],
  ['arts', 15],
  ['family', 15],
  ['other', 10],
];

// prettier-ignore
export const EVENT_NOUNS: Record<EventCategory, string[]> = {
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
export const EVENT_TIMES: Record<EventCategory, readonly string[]> = {
  music: ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '22:00'],
  food: ['10:00', '11:00', '12:00', '13:00', '16:00', '17:00', '18:00'],
  sports: ['06:30', '07:00', '07:30', '08:00', '13:00', '18:00', '19:00', '19:30'],
  arts: ['10:00', '11:00', '14:00', '17:00', '18:00', '19:00', '19:30', '20:00'],
  family: ['09:00', '09:30', '10:00', '11:00', '13:00', '14:00', '15:00'],
  other: ['08:00', '09:00', '12:00', '17:30', '18:00', '18:30', '19:00'],
};

// prettier-ignore
export const VENUES: ReadonlyArray<readonly [string, Area]> = [
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
export const SEASONS = ['Spring', 'Summer', 'Fall', 'Winter', 'Weekend', 'Friday', 'Saturday', 'Sunday', 'Midweek', 'Moonlight'];
// prettier-ignore
export const ORDINALS = ['2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '10th', '12th', '15th', '20th', '25th'];

export const EVENT_LINES = [
  'Neighbors and visitors come together for the {what} in {area}.',
  'The {what} returns to {venue} with local vendors and plenty of shade.',
  'Bring friends, bring the kids; {what} runs rain or shine.',
  'A Tampa Bay tradition: {what}, food trucks and live music.',
  'Limited capacity, so arrive early for the best spots at {venue}.',
];
