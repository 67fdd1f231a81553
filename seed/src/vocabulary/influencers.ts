/** Creator niches: the words of their handles, their bios and the categories they recommend. */
import type { BusinessCategory } from '@tampa-local/domain';
import type { Weighted } from '../random';

export type Niche = { label: string; tags: string[]; bio: string; categories: Weighted<BusinessCategory> };

/** Niches contain the home page tab words (food, fitness, beauty, services). */
// prettier-ignore
export const NICHES: Weighted<Niche> = [
  [{ label: 'Food & Drink', tags: ['eats', 'eatstampa', 'bites', 'tastes', 'foodie'], bio: 'eats across Tampa Bay, one Cuban sandwich at a time', categories: [['restaurants', 70], ['nightlife', 20], ['shopping', 10]] }, 30],
  [{ label: 'Fitness & Wellness', tags: ['fit', 'lifts', 'runs', 'moves', 'sweats'], bio: 'tries every gym, studio and run club in town', categories: [['fitness', 80], ['beaches', 10], ['beauty', 10]] }, 14],
  [{ label: 'Beauty & Style', tags: ['glow', 'glam', 'beauty', 'style'], bio: 'reviews salons, spas and boutiques around the bay', categories: [['beauty', 75], ['shopping', 20], ['hotels', 5]] }, 12],
  [{ label: 'Home Services', tags: ['fixes', 'homepro', 'diy', 'homes'], bio: 'finds the pros worth calling when something breaks', categories: [['services', 85], ['shopping', 15]] }, 8],
  [{ label: 'Nightlife', tags: ['nights', 'afterdark', 'sips', 'cheers'], bio: 'knows where the party is on any night of the week', categories: [['nightlife', 75], ['restaurants', 20], ['hotels', 5]] }, 10],
  [{ label: 'Family & Kids', tags: ['family', 'kids', 'mom', 'dad'], bio: 'plans weekends the whole family enjoys', categories: [['attractions', 55], ['beaches', 25], ['restaurants', 20]] }, 8],
  [{ label: 'Travel & Beaches', tags: ['travels', 'beachlife', 'explores', 'wanders'], bio: 'shares beaches, hotels and day trips from Tampa', categories: [['hotels', 35], ['beaches', 30], ['attractions', 25], ['restaurants', 10]] }, 10],
  [{ label: 'Arts & Culture', tags: ['arts', 'culture', 'creates', 'scene'], bio: 'covers galleries, theaters and the Ybor music scene', categories: [['attractions', 50], ['shopping', 30], ['nightlife', 20]] }, 8],
];
