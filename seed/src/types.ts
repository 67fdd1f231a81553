import type { OpeningHours } from '@tampa-local/domain';

/** The shapes of the files in seed/data (reviewed like code). */
export type BusinessSeed = {
  slug: string;
  name: string;
  category: string;
  area: string;
  description: string;
  address: string;
  phone: string;
  website: string | null;
  openingHours: OpeningHours | null;
  rating: number | null;
  reviewCount: number;
  priceRange: string | null;
  featured: boolean;
  latitude: number | null;
  longitude: number | null;
  image: string;
};

export type InfluencerSeed = {
  slug: string;
  name: string;
  handle: string;
  niche: string;
  followerCount: number;
  bio: string;
  profileUrl: string;
  verified: boolean;
  image: string;
};

export type RecommendationSeed = {
  influencer: string;
  business: string;
  rating: number;
  quote: string;
  posts: Array<{ image: string; caption: string; url: string }>;
};

export type EventSeed = {
  slug: string;
  name: string;
  category: string;
  description: string;
  dayOffset: number;
  time: string;
  location: string;
  /** The venue's point (WGS 84), in the Tampa Bay region. */
  latitude: number | null;
  longitude: number | null;
  price: string | null;
  image: string;
  attendingCount: number;
  ticketUrl: string | null;
};

export type PropertySeed = {
  slug: string;
  title: string;
  description: string;
  type: string;
  listingType: string;
  shortTermCategory: string | null;
  price: number;
  priceType: string;
  sqft: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  parking: number | null;
  area: string;
  address: string;
  /** The address's point (WGS 84), in the Tampa Bay region. */
  latitude: number | null;
  longitude: number | null;
  availableInDays: number;
  image: string;
};

export type VideoSeed = {
  business: string;
  url: string;
  title: string;
  description: string | null;
  status: string;
  notes: string | null;
  isOwnContent: boolean;
  creatorUsername: string;
  likeCount: number;
  commentCount: number;
  shareCount: number;
};

/** seed/data/reviews.json: sample visitors and the sentences their reviews are made of. */
export type ReviewTone = 'good' | 'mixed' | 'poor';
export type ReviewsSeed = {
  visitors: Array<{ key: string; displayName: string }>;
  /** Per business category and tone; `{name}` stands for the business's name. */
  sentences: Record<string, Record<ReviewTone, string[]>>;
  closers: Record<ReviewTone, string[]>;
};

export type SampleData = {
  businesses: BusinessSeed[];
  reviews: ReviewsSeed;
  influencers: InfluencerSeed[];
  recommendations: RecommendationSeed[];
  events: EventSeed[];
  properties: PropertySeed[];
  videos: VideoSeed[];
};
