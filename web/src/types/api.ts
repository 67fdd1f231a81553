/**
 * The JSON shapes of the HTTP contract, shared with the cms through the domain package.
 * Enumerations are typed with the shared vocabulary, but the UI never trusts them
 * blindly: labels fall back to the raw value (see lib/labels.ts).
 */
export type {
  DirectoryStats,
  ApiErrorBody,
  Business,
  BusinessDetail,
  BusinessVideo,
  Event,
  EventDetail,
  Influencer,
  InfluencerDetail,
  PendingVideo,
  Property,
  Recommendation,
  RecommendationPost,
  SearchResults,
} from '@tampa-local/domain';
