import { businessesQuery } from '@/features/businesses/api/get-businesses';
import { eventsQuery } from '@/features/events/api/get-events';
import { influencersQuery } from '@/features/influencers/api/get-influencers';
import { propertiesQuery } from '@/features/properties/api/get-properties';
import type { SwrFallback } from '@/lib/query';
import { creatorsParams } from './creators-carousel';
import {
  FEATURED_PARAMS,
  REAL_ESTATE_PREVIEW_PARAMS,
  TOP_INFLUENCERS_PARAMS,
  UPCOMING_EVENTS_PARAMS,
} from './home-sections';
import { FIRST_SPOT_TAB, spotsParams } from './spots-carousel';

/** The two carousels' first tabs, on the home page and on /preview2. */
export function carouselFetches(): Promise<SwrFallback>[] {
  return [
    businessesQuery.prefetch(spotsParams(FIRST_SPOT_TAB)),
    influencersQuery.prefetch(creatorsParams(FIRST_SPOT_TAB)),
  ];
}

/** Everything the home page shows on arrival. */
export function homeFetches(): Promise<SwrFallback>[] {
  return [
    ...carouselFetches(),
    influencersQuery.prefetch(TOP_INFLUENCERS_PARAMS),
    businessesQuery.prefetch(FEATURED_PARAMS),
    eventsQuery.prefetch(UPCOMING_EVENTS_PARAMS),
    propertiesQuery.prefetch(REAL_ESTATE_PREVIEW_PARAMS),
  ];
}
