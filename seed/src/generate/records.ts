/** The records a synthetic batch is made of, shaped as the loader stores them. */
import type {
  Area,
  BusinessCategory,
  EventCategory,
  ListingType,
  OpeningHours,
  PriceType,
  PropertyType,
  ShortTermCategory,
  HeldBecause,
  Rating,
  ReviewStatus,
  ReviewVersion,
  VideoPlatform,
  VideoStatus,
} from '@tampa-local/domain';

/** An image already in the media library (the sample seed uploads them). */
export type SyntheticImage = { id: number; name: string; url: string };

type Document = { documentId: string; slug: string };

export type SyntheticBusiness = Document & {
  name: string;
  category: BusinessCategory;
  area: Area;
  description: string;
  address: string;
  phone: string | null;
  website: string | null;
  openingHours: OpeningHours | null;
  rating: number | null;
  reviewCount: number;
  priceLevel: number | null;
  featured: boolean;
  latitude: number | null;
  longitude: number | null;
  /** File id of the image, or null. */
  image: number | null;
  /** Its reviews; `rating` and `reviewCount` are their figures. */
  reviews: SyntheticReview[];
};

/** A visitor account (a users-permissions user that cannot sign in) and its display name. */
export type SyntheticAccount = {
  documentId: string;
  username: string;
  email: string;
  displayName: string;
  createdAt: Date;
};

/** A visitor's review of a business, stored as the cms stores one. */
export type SyntheticReview = {
  documentId: string;
  /** Index into accounts. */
  author: number;
  status: ReviewStatus;
  rating: Rating;
  text: string;
  visitedMonth: string | null;
  createdAt: Date;
  editedAt: Date | null;
  helpfulCount: number;
  moderationReason: string | null;
  moderatedAt: Date | null;
  heldBecause: HeldBecause | null;
  heldAt: Date | null;
  previousVersions: ReviewVersion[];
};

export type SyntheticEvent = Document & {
  name: string;
  category: EventCategory;
  description: string;
  date: string;
  time: string | null;
  location: string;
  /** The venue's point. */
  latitude: number | null;
  longitude: number | null;
  price: string | null;
  attendingCount: number;
  ticketUrl: string | null;
  image: number | null;
};

export type SyntheticProperty = Document & {
  title: string;
  description: string;
  type: PropertyType;
  listingType: ListingType;
  shortTermCategory: ShortTermCategory | null;
  price: number;
  priceType: PriceType;
  sqft: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  parking: number | null;
  area: Area;
  address: string;
  latitude: number | null;
  longitude: number | null;
  availableDate: string | null;
  image: number | null;
};

export type SyntheticInfluencer = Document & {
  name: string;
  handle: string;
  niche: string;
  followerCount: number;
  bio: string;
  profileUrl: string;
  verified: boolean;
  image: number | null;
};

export type SyntheticPost = { imageUrl: string | null; caption: string; url: string };

export type SyntheticRecommendation = {
  documentId: string;
  /** Index into influencers. */
  influencer: number;
  /** Index into businesses. */
  business: number;
  rating: number;
  quote: string;
  posts: SyntheticPost[];
};

export type SyntheticVideo = {
  documentId: string;
  /** Index into businesses. */
  business: number;
  status: VideoStatus;
  notes: string | null;
  moderatedAt: Date | null;
  title: string;
  description: string | null;
  platform: VideoPlatform;
  videoUrl: string;
  videoId: string;
  embedUrl: string;
  thumbnailUrl: string | null;
  creatorUsername: string | null;
  isOwnContent: boolean;
  likeCount: number;
  commentCount: number;
  shareCount: number;
  createdAt: Date;
};

export type SyntheticData = {
  accounts: SyntheticAccount[];
  businesses: SyntheticBusiness[];
  events: SyntheticEvent[];
  properties: SyntheticProperty[];
  influencers: SyntheticInfluencer[];
  recommendations: SyntheticRecommendation[];
  videos: SyntheticVideo[];
};

export type GenerateOptions = {
  businesses: number;
  randomSeed: number;
  now: Date;
  /**
   * First number of the slug counters (slugs end in its base-36 form). It also salts the
   * random streams, so a second run on a database that already holds a batch (the seeder
   * passes the highest business id + 1) yields a new batch instead of the same rows again.
   */
  sequenceStart?: number;
  /** First number of the visitor accounts' user names (the seeder passes the highest user id + 1). */
  accountStart?: number;
  images?: readonly SyntheticImage[];
};
