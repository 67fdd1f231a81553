import {
  MAX_RECOMMENDATION_POSTS,
  type Area,
  type Business,
  type BusinessCategory,
  type BusinessVideo,
  type Event,
  type EventCategory,
  type Influencer,
  type ListingType,
  type PriceLevel,
  type PriceType,
  type Property,
  type PropertyType,
  type BusinessDetail,
  type InfluencerDetail,
  type Recommendation,
  type RecommendationPost,
  type ShortTermCategory,
  type VideoPlatform,
  type VideoStatus,
  formatFollowers,
  formatOpeningHours,
  openingStatus,
  openingStatusSteadyUntil,
  type OpeningHours,
} from '@tampa-local/domain';
import { holdsUntil } from '../core/cache/answer-clock';
import { read } from '../core/db/db';

/** The JSON shapes of the API contract (docs/api.md), shared with the web app. */
export type {
  Business,
  BusinessDetail,
  BusinessVideo,
  Event,
  Influencer,
  InfluencerDetail,
  Property,
  Recommendation,
  RecommendationPost,
};

type Row = Record<string, unknown>;

/** An enumeration column's value: Strapi's schema admits only the vocabulary's values. */
const term = <T extends string>(value: unknown): T => String(value) as T;
const optionalTerm = <T extends string>(value: unknown): T | null => read.text(value) as T | null;

/** Price level 1-4 is stored as a number and shown as '$' to '$$$$'. */
export function priceRangeText(level: unknown): PriceLevel | null {
  const n = read.int(level);
  return n >= 1 && n <= 4 ? ('$'.repeat(n) as PriceLevel) : null;
}

/**
 * Weekly schedules repeat across many businesses: each distinct one is parsed and
 * described once, and its open/closed status worked out again only when it may have
 * changed (openingStatusSteadyUntil). Each use tells the answer's clock how long the
 * status holds (answer-clock.ts).
 */
type Schedule = {
  hours: OpeningHours | null;
  text: string | null;
  /** The status holds from `from` until `until` (epoch ms). */
  from: number;
  until: number;
  status: ReturnType<typeof openingStatus>;
};
const schedules = new Map<string, Schedule>();
const MAX_SCHEDULES = 5000;

function schedule(raw: unknown, now: Date): Schedule {
  const key = typeof raw === 'string' ? raw : JSON.stringify(raw ?? null);
  const at = now.getTime();
  let found = schedules.get(key);
  if (!found) {
    if (schedules.size >= MAX_SCHEDULES) schedules.clear();
    const hours = deepFreeze(read.json<OpeningHours>(raw));
    found = { hours, text: formatOpeningHours(hours), from: 0, until: 0, status: null };
    schedules.set(key, found);
  }
  if (!(at >= found.from && at < found.until)) {
    found.status = openingStatus(found.hours, now);
    found.from = Math.floor(at / 60_000) * 60_000;
    found.until = openingStatusSteadyUntil(found.hours, now).getTime();
  }
  holdsUntil(now, found.until);
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
    category: term<BusinessCategory>(row.category),
    area: term<Area>(row.area),
    description: read.text(row.description),
    address: read.text(row.address),
    phone: read.text(row.phone),
    hours: text,
    openingHours,
    isOpen: status ? status.isOpen : null,
    nextChange: status ? status.nextChange : null,
    imageUrl: read.text(row.image_url),
    imageSrcset: read.text(row.image_srcset),
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
    category: term<EventCategory>(row.category),
    description: read.text(row.description),
    date: read.date(row.date) ?? '',
    time: read.text(row.time),
    location: read.text(row.location),
    latitude: read.number(row.latitude),
    longitude: read.number(row.longitude),
    price: read.text(row.price) || null,
    imageUrl: read.text(row.image_url),
    imageSrcset: read.text(row.image_srcset),
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
    type: term<PropertyType>(row.type),
    listingType: term<ListingType>(row.listing_type),
    shortTermCategory: optionalTerm<ShortTermCategory>(row.short_term_category),
    price: read.number(row.price) ?? 0,
    priceType: term<PriceType>(row.price_type),
    sqft: read.number(row.sqft),
    bedrooms: read.number(row.bedrooms),
    bathrooms: read.number(row.bathrooms),
    parking: read.number(row.parking),
    area: term<Area>(row.area),
    address: read.text(row.address),
    latitude: read.number(row.latitude),
    longitude: read.number(row.longitude),
    availableDate: read.date(row.available_date),
    imageUrl: read.text(row.image_url),
    imageSrcset: read.text(row.image_srcset),
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
    imageSrcset: read.text(row.image_srcset),
    verified: read.bool(row.verified),
    bio: read.text(row.bio),
    profileUrl: read.text(row.profile_url),
    recommendationCount: read.int(row.recommendation_count),
  };
}

/** A recommendation's own fields, from a row read with db.ts recommendationColumns. */
export function recommendationFields(row: Row): Pick<Recommendation, 'id' | 'rating' | 'quote' | 'posts'> {
  return {
    id: String(row.recommendation_document_id),
    rating: Number(row.recommendation_rating),
    quote: read.text(row.quote),
    posts: toPosts(row.posts),
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
    status: term<VideoStatus>(row.status),
    title: read.text(row.title),
    description: read.text(row.description),
    platform: term<VideoPlatform>(row.platform),
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
