import {
  MAX_RECOMMENDATION_POSTS,
  formatFollowers,
  formatOpeningHours,
  openingStatus,
  type OpeningHours,
} from '@tampa-local/domain';
import { read } from './db';

/** The JSON shapes of the API contract (shared/spec/api.md, "Shapes"). */
export type Business = {
  id: string;
  slug: string;
  name: string;
  category: string;
  area: string;
  description: string | null;
  address: string | null;
  phone: string | null;
  hours: string | null;
  openingHours: OpeningHours | null;
  isOpen: boolean | null;
  nextChange: string | null;
  imageUrl: string | null;
  rating: number | null;
  reviewCount: number;
  priceRange: string | null;
  featured: boolean;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
  activeVideoCount: number;
};

export type Event = {
  id: string;
  slug: string;
  name: string;
  category: string;
  description: string | null;
  date: string;
  time: string | null;
  location: string | null;
  price: string | null;
  imageUrl: string | null;
  attendingCount: number;
  ticketUrl: string | null;
};

export type Property = {
  id: string;
  slug: string;
  title: string;
  description: string | null;
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
  address: string | null;
  availableDate: string | null;
  imageUrl: string | null;
};

export type Influencer = {
  id: string;
  slug: string;
  name: string;
  handle: string;
  niche: string;
  followerCount: number;
  followers: string;
  imageUrl: string | null;
  verified: boolean;
  bio: string | null;
  profileUrl: string | null;
  recommendationCount: number;
};

export type RecommendationPost = { imageUrl: string | null; caption: string | null; url: string | null };

export type Recommendation = {
  id: string;
  influencer: string | Influencer;
  business: string | Business;
  rating: number;
  quote: string | null;
  posts: RecommendationPost[];
};

export type BusinessVideo = {
  id: string;
  businessId: string;
  status: string;
  title: string | null;
  description: string | null;
  platform: string;
  videoUrl: string;
  embedUrl: string;
  thumbnailUrl: string | null;
  creatorUsername: string | null;
  isOwnContent: boolean;
  likeCount: number;
  commentCount: number;
  shareCount: number;
  createdAt: string | null;
  notes?: string | null;
  moderatedAt?: string | null;
};

type Row = Record<string, unknown>;

/** Price level 1-4 is stored as a number and shown as '$' to '$$$$'. */
export function priceRangeText(level: unknown): string | null {
  const n = read.int(level);
  return n >= 1 && n <= 4 ? '$'.repeat(n) : null;
}

/**
 * Weekly schedules repeat across many businesses: each distinct one is parsed and
 * described once, and its open/closed status worked out once per clock minute.
 */
type Schedule = {
  hours: OpeningHours | null;
  text: string | null;
  minute: number;
  status: ReturnType<typeof openingStatus>;
};
const schedules = new Map<string, Schedule>();
const MAX_SCHEDULES = 5000;

function schedule(raw: unknown, now: Date): Schedule {
  const key = typeof raw === 'string' ? raw : JSON.stringify(raw ?? null);
  const minute = Math.floor(now.getTime() / 60_000);
  let found = schedules.get(key);
  if (!found) {
    if (schedules.size >= MAX_SCHEDULES) schedules.clear();
    const hours = deepFreeze(read.json<OpeningHours>(raw));
    found = { hours, text: formatOpeningHours(hours), minute: Number.NaN, status: null };
    schedules.set(key, found);
  }
  if (found.minute !== minute) {
    found.status = openingStatus(found.hours, now);
    found.minute = minute;
  }
  return found;
}

/** Shared between answers, so nobody may change it. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

export function toBusiness(row: Row, now: Date): Business {
  const { hours: openingHours, text, status } = schedule(row.opening_hours, now);
  return {
    id: String(row.document_id),
    slug: String(row.slug),
    name: String(row.name),
    category: String(row.category),
    area: String(row.area),
    description: read.text(row.description),
    address: read.text(row.address),
    phone: read.text(row.phone),
    hours: text,
    openingHours,
    isOpen: status ? status.isOpen : null,
    nextChange: status ? status.nextChange : null,
    imageUrl: read.text(row.image_url),
    rating: read.number(row.rating),
    reviewCount: read.int(row.review_count),
    priceRange: priceRangeText(row.price_level),
    featured: read.bool(row.featured),
    website: read.text(row.website),
    latitude: read.number(row.latitude),
    longitude: read.number(row.longitude),
    activeVideoCount: read.int(row.active_video_count),
  };
}

export function toEvent(row: Row): Event {
  return {
    id: String(row.document_id),
    slug: String(row.slug),
    name: String(row.name),
    category: String(row.category),
    description: read.text(row.description),
    date: read.date(row.date) ?? '',
    time: read.text(row.time),
    location: read.text(row.location),
    price: read.text(row.price) || null,
    imageUrl: read.text(row.image_url),
    attendingCount: read.int(row.attending_count),
    ticketUrl: read.text(row.ticket_url) || null,
  };
}

export function toProperty(row: Row): Property {
  return {
    id: String(row.document_id),
    slug: String(row.slug),
    title: String(row.title),
    description: read.text(row.description),
    type: String(row.type),
    listingType: String(row.listing_type),
    shortTermCategory: read.text(row.short_term_category),
    price: read.number(row.price) ?? 0,
    priceType: String(row.price_type),
    sqft: read.number(row.sqft),
    bedrooms: read.number(row.bedrooms),
    bathrooms: read.number(row.bathrooms),
    parking: read.number(row.parking),
    area: String(row.area),
    address: read.text(row.address),
    availableDate: read.date(row.available_date),
    imageUrl: read.text(row.image_url),
  };
}

export function toInfluencer(row: Row): Influencer {
  const followerCount = read.int(row.follower_count);
  return {
    id: String(row.document_id),
    slug: String(row.slug),
    name: String(row.name),
    handle: String(row.handle),
    niche: String(row.niche),
    followerCount,
    followers: formatFollowers(followerCount),
    imageUrl: read.text(row.image_url),
    verified: read.bool(row.verified),
    bio: read.text(row.bio),
    profileUrl: read.text(row.profile_url),
    recommendationCount: read.int(row.recommendation_count),
  };
}

export function toPosts(value: unknown): RecommendationPost[] {
  const posts = read.json<unknown>(value);
  if (!Array.isArray(posts)) return [];
  return (
    posts
      .filter((post): post is Row => post !== null && typeof post === 'object' && !Array.isArray(post))
      // The editor's JSON field has no limit of its own.
      .slice(0, MAX_RECOMMENDATION_POSTS)
      .map((post) => ({
        imageUrl: read.text(post.imageUrl),
        caption: read.text(post.caption),
        url: read.text(post.url),
      }))
  );
}

export function toVideo(row: Row, withModeration: boolean): BusinessVideo {
  const video: BusinessVideo = {
    id: String(row.document_id),
    businessId: String(row.business_document_id),
    status: String(row.status),
    title: read.text(row.title),
    description: read.text(row.description),
    platform: String(row.platform),
    videoUrl: String(row.video_url),
    embedUrl: String(row.embed_url),
    thumbnailUrl: read.text(row.thumbnail_url),
    creatorUsername: read.text(row.creator_username),
    isOwnContent: read.bool(row.is_own_content),
    likeCount: read.int(row.like_count),
    commentCount: read.int(row.comment_count),
    shareCount: read.int(row.share_count),
    createdAt: read.timestamp(row.created_at),
  };
  if (withModeration) {
    video.notes = read.text(row.notes);
    video.moderatedAt = read.timestamp(row.moderated_at);
  }
  return video;
}
