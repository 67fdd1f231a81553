/**
 * The cms's content types by uid, for the cms and for the seed that writes into them: the
 * one home for the names.
 */
export const CONTENT_TYPES = {
  business: 'api::business.business',
  event: 'api::event.event',
  property: 'api::property.property',
  influencer: 'api::influencer.influencer',
  recommendation: 'api::recommendation.recommendation',
  video: 'api::business-video.business-video',
  review: 'api::review.review',
} as const;
