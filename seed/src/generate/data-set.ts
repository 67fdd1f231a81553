/**
 * A synthetic Tampa Bay batch: N businesses with their reviews (by a pool of visitor
 * accounts) plus proportional events, properties, influencers, recommendations and videos. Pure: the seed, the size, the clock and the
 * media library's images decide every row, and each kind draws from its own random
 * stream, so changing how one kind is generated leaves the others as they were.
 */
import { cityDate } from '@tampa-local/domain';
import { Random, hashSeed } from '../random';
import { BusinessDirectory } from './business-directory';
import { generateBusinesses } from './businesses';
import { generateEvents } from './events';
import { ImagePool } from './image-pool';
import { generateInfluencers } from './influencers';
import { generateProperties } from './properties';
import { MAX_PER_INFLUENCER, generateRecommendations, type Recommender } from './recommendations';
import { ReviewPlanner, accountsFor, generateAccounts } from './reviews';
import { documentId } from './text';
import type {
  GenerateOptions,
  SyntheticAccount,
  SyntheticBusiness,
  SyntheticData,
  SyntheticEvent,
  SyntheticInfluencer,
  SyntheticProperty,
  SyntheticRecommendation,
  SyntheticVideo,
} from './records';

/** A visitor account's profile: its display name and how many reviews it wrote. */
export type SyntheticProfile = { documentId: string; account: number; displayName: string; reviewsWritten: number };
import { generateVideos } from './videos';

export type SyntheticSizes = {
  businesses: number;
  /** Visitor accounts writing the reviews (the reviews themselves are drawn per business). */
  accounts: number;
  events: number;
  properties: number;
  influencers: number;
  recommendations: number;
  videos: number;
};

/** How many of each kind come with N businesses. */
export function syntheticSizes(businesses: number): SyntheticSizes {
  const n = Math.max(0, Math.floor(businesses));
  if (n === 0)
    return { businesses: 0, accounts: 0, events: 0, properties: 0, influencers: 0, recommendations: 0, videos: 0 };
  const influencers = Math.max(8, Math.round(n / 30));
  const perInfluencer = Math.min(MAX_PER_INFLUENCER, n);
  const recommendations = Math.min(Math.max(Math.round(n / 6), influencers), influencers * perInfluencer);
  return {
    businesses: n,
    accounts: accountsFor(n),
    events: Math.round(n / 5),
    properties: Math.round(n / 3.5),
    influencers,
    recommendations,
    videos: Math.round(n / 4),
  };
}

/**
 * The batch as streams of records, so a loader can write a million businesses a slice at
 * a time. Accounts come first (reviews refer to them by position), then businesses, each
 * with its reviews and the figures they give it; the accounts' profiles count their
 * reviews, so they come after the businesses. Businesses and influencers come before
 * recommendations and videos, which refer to them by position and keep of them only what
 * they mention (a BusinessDirectory, each influencer's account name and favourite
 * categories).
 */
export class SyntheticDataSet {
  readonly sizes: SyntheticSizes;
  private readonly root: Random;
  private readonly images: ImagePool;
  private readonly today: string;
  private readonly start: number;
  private readonly directory: BusinessDirectory;
  private readonly recommenders: Recommender[] = [];
  private readonly complete = new Set<'businesses' | 'influencers'>();
  private readonly planner: ReviewPlanner;

  constructor(private readonly options: GenerateOptions) {
    this.sizes = syntheticSizes(options.businesses);
    this.start = options.sequenceStart ?? 1;
    this.root = new Random(hashSeed('tampa-local-synthetic', options.randomSeed, this.start));
    this.images = new ImagePool(options.images ?? []);
    this.today = cityDate(options.now);
    this.directory = new BusinessDirectory(this.sizes.businesses);
    this.planner = new ReviewPlanner(this.sizes.accounts, this.root.fork('reviews'), options.now);
  }

  accounts(): Generator<SyntheticAccount> {
    return generateAccounts(
      this.sizes.accounts,
      this.options.accountStart ?? 1,
      this.options.now,
      this.root.fork('accounts'),
    );
  }

  *businesses(): Generator<SyntheticBusiness> {
    this.directory.clear();
    this.planner.written.fill(0);
    let position = 0;
    for (const business of generateBusinesses(
      this.sizes.businesses,
      this.start,
      this.root.fork('businesses'),
      this.images,
    )) {
      const { reviews, rating, reviewCount } = this.planner.reviewsOf(business, position);
      position += 1;
      business.reviews = reviews;
      business.rating = rating;
      business.reviewCount = reviewCount;
      this.directory.add(business);
      yield business;
    }
    this.complete.add('businesses');
  }

  /** Each account's display name and the reviews it wrote (after the businesses). */
  *profiles(): Generator<SyntheticProfile> {
    if (!this.complete.has('businesses')) throw new Error('Generate every business before the profiles');
    const r = this.root.fork('profiles');
    let account = 0;
    for (const { displayName } of this.accounts()) {
      yield { documentId: documentId(r), account, displayName, reviewsWritten: this.planner.written[account] ?? 0 };
      account += 1;
    }
  }

  events(): Generator<SyntheticEvent> {
    return generateEvents(this.sizes.events, this.start, this.today, this.root.fork('events'), this.images);
  }

  properties(): Generator<SyntheticProperty> {
    return generateProperties(this.sizes.properties, this.start, this.today, this.root.fork('properties'), this.images);
  }

  *influencers(): Generator<SyntheticInfluencer> {
    this.recommenders.length = 0;
    const generated = generateInfluencers(
      this.sizes.influencers,
      this.start,
      this.root.fork('influencers'),
      this.images,
    );
    for (const { categories, username, ...influencer } of generated) {
      this.recommenders.push({ categories, username });
      yield influencer;
    }
    this.complete.add('influencers');
  }

  recommendations(): Generator<SyntheticRecommendation> {
    this.requireComplete('recommendations');
    return generateRecommendations(
      this.sizes.recommendations,
      this.recommenders,
      this.directory,
      this.root.fork('recommendations'),
      this.images,
    );
  }

  videos(): Generator<SyntheticVideo> {
    this.requireComplete('videos');
    return generateVideos(
      this.sizes.videos,
      this.directory,
      this.recommenders,
      this.options.now,
      this.root.fork('videos'),
    );
  }

  private requireComplete(kind: string): void {
    if (!this.complete.has('businesses') || !this.complete.has('influencers'))
      throw new Error(`Generate every business and influencer before the ${kind}`);
  }
}

/** All rows of a synthetic batch at once (tests, small batches). */
export function generateSynthetic(options: GenerateOptions): SyntheticData {
  const set = new SyntheticDataSet(options);
  return {
    accounts: [...set.accounts()],
    businesses: [...set.businesses()],
    events: [...set.events()],
    properties: [...set.properties()],
    influencers: [...set.influencers()],
    recommendations: [...set.recommendations()],
    videos: [...set.videos()],
  };
}
