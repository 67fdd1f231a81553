/** The uids of the content types the product reads and writes: one home for the names. */
export const UID = {
  business: 'api::business.business',
  event: 'api::event.event',
  property: 'api::property.property',
  influencer: 'api::influencer.influencer',
  recommendation: 'api::recommendation.recommendation',
  video: 'api::business-video.business-video',
  file: 'plugin::upload.file',
} as const;
