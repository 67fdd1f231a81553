/**
 * The JSON shapes of the HTTP contract between the cms and the web app
 * (docs/api.md): the cms builds them, the web app reads them.
 */
import type { OpeningHours } from './hours.js';
import type {
  Area,
  BusinessCategory,
  EventCategory,
  ListingType,
  PriceLevel,
  PriceType,
  PropertyType,
  ShortTermCategory,
  VideoPlatform,
  VideoStatus,
} from './vocabulary.js';

export interface Business {
  id: string;
  slug: string;
  name: string;
  category: BusinessCategory;
  area: Area;
  description: string | null;
  address: string | null;
  phone: string | null;
  /** Display text of the weekly hours. */
  hours: string | null;
  openingHours: OpeningHours | null;
  /** null when the business has no opening hours. */
  isOpen: boolean | null;
  /** e.g. 'closes 9 PM', 'opens 7 AM'. */
  nextChange: string | null;
  imageUrl: string | null;
  /**
   * The same picture at the widths the cms made of it, for `<img srcset>`
   * ('/uploads/small_x.webp 480w, /uploads/x.webp 800w'); null without an image.
   */
  imageSrcset: string | null;
  /** 0-5, or null when unrated. */
  rating: number | null;
  reviewCount: number;
  priceRange: PriceLevel | null;
  featured: boolean;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
  activeVideoCount: number;
  /**
   * Great-circle miles from the `near=` point of a list; only on lists asked with `near`
   * (show it with formatDistance).
   */
  distanceMiles?: number;
}

export interface Event {
  id: string;
  slug: string;
  name: string;
  category: EventCategory;
  description: string | null;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm, Tampa time. */
  time: string | null;
  location: string | null;
  /** The venue's point (WGS 84); null when not known. */
  latitude: number | null;
  longitude: number | null;
  price: string | null;
  imageUrl: string | null;
  /**
   * The same picture at the widths the cms made of it, for `<img srcset>`
   * ('/uploads/small_x.webp 480w, /uploads/x.webp 800w'); null without an image.
   */
  imageSrcset: string | null;
  attendingCount: number;
  ticketUrl: string | null;
  /** Miles from the list's `near` point (great-circle), when the list was asked for one. */
  distanceMiles?: number;
}

/** GET /api/events/{slug}: one published event, past ones included. */
export interface EventDetail extends Event {
  /** When an editor last changed it (ISO 8601). */
  updatedAt: string | null;
  /** Up to three upcoming events: on the same day first, then of the same kind. */
  related: Event[];
}

export interface Property {
  id: string;
  slug: string;
  title: string;
  description: string | null;
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
  address: string | null;
  /** The address's point (WGS 84); null when not known. */
  latitude: number | null;
  longitude: number | null;
  /** YYYY-MM-DD */
  availableDate: string | null;
  imageUrl: string | null;
  /**
   * The same picture at the widths the cms made of it, for `<img srcset>`
   * ('/uploads/small_x.webp 480w, /uploads/x.webp 800w'); null without an image.
   */
  imageSrcset: string | null;
  /** Miles from the list's `near` point (great-circle), when the list was asked for one. */
  distanceMiles?: number;
}

export interface Influencer {
  id: string;
  slug: string;
  name: string;
  handle: string;
  niche: string;
  followerCount: number;
  /** Display text such as '120k'. */
  followers: string;
  imageUrl: string | null;
  /**
   * The same picture at the widths the cms made of it, for `<img srcset>`
   * ('/uploads/small_x.webp 480w, /uploads/x.webp 800w'); null without an image.
   */
  imageSrcset: string | null;
  verified: boolean;
  bio: string | null;
  profileUrl: string | null;
  recommendationCount: number;
}

export interface RecommendationPost {
  imageUrl: string | null;
  caption: string | null;
  url: string | null;
}

/** `influencer` and `business` are slugs unless a route embeds the entity. */
export interface Recommendation<I = string, B = string> {
  id: string;
  influencer: I;
  business: B;
  /** 0-10, one decimal. */
  rating: number;
  quote: string | null;
  posts: RecommendationPost[];
}

export interface BusinessDetail extends Business {
  influencers: Influencer[];
  recommendations: Recommendation[];
  similar: Business[];
}

export interface InfluencerDetail extends Influencer {
  recommendations: Recommendation<string, Business>[];
  others: Influencer[];
}

export interface BusinessVideo {
  id: string;
  businessId: string;
  status: VideoStatus;
  title: string | null;
  description: string | null;
  platform: VideoPlatform;
  videoUrl: string;
  embedUrl: string;
  thumbnailUrl: string | null;
  creatorUsername: string | null;
  isOwnContent: boolean;
  likeCount: number;
  commentCount: number;
  shareCount: number;
  createdAt: string | null;
  /** Admin only. */
  notes?: string | null;
  /** Admin only. */
  moderatedAt?: string | null;
}

/** A video waiting for moderation, with the business it was added to (GET /api/business-videos/pending). */
export interface PendingVideo extends BusinessVideo {
  businessName: string;
  businessSlug: string;
}

export interface SearchResults {
  query: string;
  businesses: Business[];
  events: Event[];
  properties: Property[];
  influencers: Influencer[];
}

export interface DirectoryStats {
  total: number;
  byCategory: Record<string, number>;
}

/** The `{"error": ...}` body of every failed call. */
export interface ApiErrorBody {
  error: string;
  details?: unknown;
}

/** The kinds of page the sitemap API lists (the others appear on the directory pages). */
export const SITEMAP_TYPES = ['businesses', 'influencers', 'events'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

/** GET /api/sitemap: how many pages of each kind, in chunks of at most `chunkSize`. */
export interface SitemapIndex {
  chunkSize: number;
  sections: SitemapSection[];
}

export interface SitemapSection {
  type: SitemapType;
  /** Published entries of this kind. */
  count: number;
  chunks: SitemapChunk[];
}

/** One sitemap file's worth of entries: GET /api/sitemap/{type}/{index}. */
export interface SitemapChunk {
  index: number;
  /** The newest `updatedAt` of the chunk's entries. */
  lastmod: string | null;
}

/** One NDJSON line of GET /api/sitemap/{type}/{index}. */
export interface SitemapEntry {
  slug: string;
  updatedAt: string | null;
}

/** What a moderation record says was done to a video. */
export const MODERATION_RECORD_ACTIONS = ['add', 'approve', 'reject', 'hide', 'delete'] as const;
export type ModerationRecordAction = (typeof MODERATION_RECORD_ACTIONS)[number];

/** The signed-in moderator (GET/POST /api/moderator/session). */
export interface ModeratorSession {
  user: { email: string; username: string };
  /** Sent back in the X-CSRF-Token header of every state-changing admin call. */
  csrfToken: string;
  /** When the session ends unless it is used before (the idle timeout), ISO 8601. */
  expiresAt: string;
}

/** One moderation action (GET /api/moderation-records); kept when the video is deleted. */
export interface ModerationRecord {
  id: string;
  action: ModerationRecordAction;
  videoId: string;
  videoTitle: string | null;
  videoUrl: string | null;
  businessId: string | null;
  businessName: string | null;
  fromStatus: VideoStatus | null;
  toStatus: VideoStatus | null;
  notes: string | null;
  /** The moderator's e-mail address, or "Automation (admin key)". */
  actor: string;
  createdAt: string;
}

/** A signed-in visitor (GET/POST /api/account/session): the same shape as a moderator's session. */
export type AccountSession = ModeratorSession;

/** A favourite business as the favourites page shows it. */
export interface FavoriteBusiness {
  slug: string;
  name: string;
  category: string;
  area: string;
  imageUrl: string | null;
}

/** A favourite creator as the favourites page shows it. */
export interface FavoriteCreator {
  slug: string;
  name: string;
  handle: string;
  niche: string;
  imageUrl: string | null;
}

/** A visitor's favourites (GET /api/account/favorites): in the order they were added. */
export interface AccountFavorites {
  businesses: FavoriteBusiness[];
  creators: FavoriteCreator[];
}

/** The kinds of favourites, as written in /api/account/favorites/{kind}/{slug}. */
export const FAVORITE_KINDS = ['businesses', 'creators'] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

/** One version of an entry for the editors' preview (GET /api/preview/{kind}/{documentId}). */
export type PreviewEntry =
  | { kind: 'businesses'; status: 'draft' | 'published'; entry: BusinessDetail }
  | { kind: 'influencers'; status: 'draft' | 'published'; entry: InfluencerDetail }
  | { kind: 'events'; status: 'draft' | 'published'; entry: Event }
  | { kind: 'properties'; status: 'draft' | 'published'; entry: Property };

/**
 * One cell of GET /api/{businesses,properties,events}/clusters: where its rows are on
 * average and how many. A cell of one row carries its marker card, under the name of its
 * type; a busy cell carries none.
 */
export interface MapCluster {
  lat: number;
  lng: number;
  count: number;
  business?: MapBusiness;
  property?: MapProperty;
  event?: MapEvent;
}

/** A marker card's property listing. */
export interface MapProperty {
  id: string;
  slug: string;
  title: string;
  price: number;
  priceType: PriceType;
  imageUrl: string | null;
}

/** A marker card's event. */
export interface MapEvent {
  id: string;
  slug: string;
  name: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm, Tampa time. */
  time: string | null;
  imageUrl: string | null;
}

/** A marker card's business. */
export interface MapBusiness {
  id: string;
  slug: string;
  name: string;
  rating: number | null;
  imageUrl: string | null;
}

/** GET /api/{businesses,properties,events}/clusters: the cells of a box at a zoom, and their rows' total. */
export interface MapClusters {
  /** The box asked for, as minLng, minLat, maxLng, maxLat. */
  bbox: [number, number, number, number];
  zoom: number;
  /** The side of a cell in degrees (coarser than the zoom's own when the box would hold too many cells). */
  cellDegrees: number;
  /** The rows in the box (with the filters): the clusters' counts add up to it. */
  total: number;
  clusters: MapCluster[];
}

/** `GET /api/map-style`: the map style the editors' panel draws its location picker with. */
export interface MapStyleAnswer {
  /** 'builtin' (the style inside the app, no network) or an absolute http(s) URL. */
  styleUrl: string;
}
