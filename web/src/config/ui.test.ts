import { describe, expect, it } from 'vitest';
import * as ui from './ui';

describe('interface numbers', () => {
  it("holds the product's numbers", () => {
    expect({ ...ui }).toEqual({
      SKELETON_CARD_COUNT: 6,
      VIDEO_FALLBACK_BREAKPOINT_PX: 768,
      EMBED_CHECK_DELAY_MS: 4000,
      TOAST_DURATION_MS: 5000,
      TOAST_LIMIT: 1,
      TOAST_SWIPE_THRESHOLD_PX: 50,
      TOAST_MAX_WIDTH_PX: 420,
      INFLUENCER_CAROUSEL_STEP_PX: 300,
      MEDIA_CAROUSEL_STEP_PX: 240,
      CARD_IMAGE_SIZES: '(min-width: 1024px) 368px, (min-width: 640px) 50vw, 100vw',
      HERO_IMAGE_SIZES: '100vw',
    });
  });
});
