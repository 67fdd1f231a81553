import { describe, expect, it } from 'vitest';
import * as limits from './limits.js';

describe('limits', () => {
  it("holds the product's numbers", () => {
    expect({ ...limits }).toEqual({
      HOME_FEATURED_COUNT: 3,
      HOME_EVENTS_COUNT: 3,
      HOME_PROPERTIES_COUNT: 3,
      HOME_INFLUENCERS_COUNT: 4,
      ADMIN_PICKER_LIMIT: 10,
      CARD_VIDEO_PREVIEW_LIMIT: 3,
      SIMILAR_BUSINESSES_LIMIT: 6,
      OTHER_INFLUENCERS_LIMIT: 4,
      LIST_DEFAULT_LIMIT: 100,
      LIST_MAX_LIMIT: 500,
      LIST_MAX_OFFSET: 10_000,
      SEARCH_TOTAL_BOUND: 1_000,
      MAX_RECOMMENDATION_POSTS: 8,
    });
  });

  it('keeps the default list size within the maximum', () => {
    expect(limits.LIST_DEFAULT_LIMIT).toBeLessThanOrEqual(limits.LIST_MAX_LIMIT);
  });
});
