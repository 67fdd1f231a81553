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
      SKELETON_CARD_COUNT: 6,
      SIMILAR_BUSINESSES_LIMIT: 6,
      OTHER_INFLUENCERS_LIMIT: 4,
      VIDEO_FALLBACK_BREAKPOINT_PX: 768,
      EMBED_CHECK_DELAY_MS: 4000,
      TOAST_DURATION_MS: 5000,
      TOAST_LIMIT: 1,
      TOAST_SWIPE_THRESHOLD_PX: 50,
      TOAST_MAX_WIDTH_PX: 420,
      INFLUENCER_CAROUSEL_STEP_PX: 300,
      MEDIA_CAROUSEL_STEP_PX: 240,
      LIST_DEFAULT_LIMIT: 100,
      LIST_MAX_LIMIT: 500,
    LIST_MAX_OFFSET: 10_000,
      MAX_RECOMMENDATION_POSTS: 8,
    });
  });

  it('keeps the default list size within the maximum', () => {
    expect(limits.LIST_DEFAULT_LIMIT).toBeLessThanOrEqual(limits.LIST_MAX_LIMIT);
  });
});
