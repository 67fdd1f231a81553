/**
 * Loads a synthetic batch for benchmarks at scale: N businesses with their reviews by a
 * pool of visitor accounts, and the proportional rest (generate/data-set), generated and
 * written a slice at a time in one transaction (all or nothing), so a million businesses
 * and ten million reviews take minutes and memory stays flat.
 */
import type { Core } from '@strapi/strapi';
import { CONTENT_IMPORTED_EVENT } from '@tampa-local/domain';
import { BulkWriter, RowIds, elapsed, type DocumentWriter } from './bulk-writer';
import { SyntheticDataSet, type SyntheticProfile } from './generate/data-set';
import { NO_PASSWORD, REVIEWS_PER_BUSINESS } from './generate/reviews';
import type {
  SyntheticAccount,
  SyntheticBusiness,
  SyntheticEvent,
  SyntheticInfluencer,
  SyntheticProperty,
  SyntheticRecommendation,
  SyntheticVideo,
} from './generate/records';
import { Progress } from './progress';
import { UIDS } from './sample';
import { textKeyOf } from './sample-reviews';

const USER_UID = 'plugin::users-permissions.user';
const PROFILE_UID = 'api::account-profile.account-profile';

/** Documents generated and written together: memory holds one slice, never the batch. */
const SLICE = 5000;

export type SyntheticCounts = {
  businesses: number;
  /** Visitor accounts, and the reviews they wrote (every status). */
  accounts: number;
  reviews: number;
  events: number;
  properties: number;
  influencers: number;
  recommendations: number;
  videos: number;
  /** Image links written (one per draft and per published row with an image). */
  mediaLinks: number;
  seconds: number;
};

/** Cuts a stream of records into slices of `size`. */
function* slices<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let slice: T[] = [];
  for (const item of items) {
    slice.push(item);
    if (slice.length === size) {
      yield slice;
      slice = [];
    }
  }
  if (slice.length > 0) yield slice;
}

/**
 * Writes every document of a stream; `after` gets each slice with its stored row ids
 * (to link images and relations). Returns the row ids of all, by position.
 */
async function writeAll<T extends { documentId: string; slug?: string }>(
  writer: DocumentWriter<T>,
  items: Iterable<T>,
  total: number,
  after: (slice: T[], rows: number[][]) => Promise<void>,
): Promise<RowIds> {
  const stored = new RowIds(writer.perDocument, total);
  for (const slice of slices(items, SLICE)) {
    const rows = await writer.write(slice);
    for (const ids of rows) stored.push(ids);
    await after(slice, rows);
  }
  writer.finish();
  return stored;
}

/**
 * Adds a synthetic batch of N businesses and the proportional rest, in one transaction.
 * Running it again adds another batch: the random streams are salted with the highest
 * business id, and slugs and document ids already taken are avoided.
 */
export async function seedSynthetic(
  strapi: Core.Strapi,
  options: { businesses: number; randomSeed: number; now?: Date; log?: (line: string) => void },
): Promise<SyntheticCounts> {
  if (!Number.isSafeInteger(options.businesses) || options.businesses < 0) {
    throw new Error('The number of synthetic businesses must be a whole number, 0 or more');
  }
  if (!Number.isSafeInteger(options.randomSeed)) throw new Error('The random seed must be a whole number');
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? new Date();
  const started = performance.now();
  let committing = 0;

  const counts = await BulkWriter.transaction(strapi, log, async (writer) => {
    const images = await writer.libraryImages();
    const set = new SyntheticDataSet({
      businesses: options.businesses,
      randomSeed: options.randomSeed,
      now,
      sequenceStart: (await writer.highestId(UIDS.business)) + 1,
      accountStart: (await writer.highestId(USER_UID)) + 1,
      images,
    });
    const { sizes } = set;
    log(
      `Synthetic: generating ${options.businesses} businesses (seed ${options.randomSeed}, ${images.length} images to reuse)…`,
    );

    const links = writer.linkTables();
    const reviewsExpected = sizes.businesses * REVIEWS_PER_BUSINESS;
    const indexes = await writer.deferIndexes([
      { table: writer.table(USER_UID).name, rows: sizes.accounts },
      { table: links.relation(USER_UID, 'role'), rows: sizes.accounts },
      { table: writer.table(PROFILE_UID).name, rows: sizes.accounts },
      { table: writer.table(UIDS.review).name, rows: reviewsExpected },
      { table: writer.table(UIDS.business).name, rows: sizes.businesses * 2 },
      { table: writer.table(UIDS.event).name, rows: sizes.events * 2 },
      { table: writer.table(UIDS.property).name, rows: sizes.properties * 2 },
      { table: writer.table(UIDS.influencer).name, rows: sizes.influencers * 2 },
      { table: writer.table(UIDS.recommendation).name, rows: sizes.recommendations },
      { table: writer.table(UIDS.video).name, rows: sizes.videos },
      {
        table: links.media,
        rows: (sizes.businesses + sizes.events + sizes.properties + sizes.influencers) * 2,
      },
      { table: links.relation(UIDS.recommendation, 'business'), rows: sizes.recommendations * 2 },
      { table: links.relation(UIDS.recommendation, 'influencer'), rows: sizes.recommendations * 2 },
      { table: links.relation(UIDS.video, 'business'), rows: sizes.videos * 2 },
    ]);

    const at = () => now;
    const authenticated = await writer.roleId('authenticated');
    const drafted = { drafted: true, created: at, published: at } as const;
    let mediaLinks = 0;
    const withImages =
      (uid: string) =>
      async <T extends { image: number | null }>(slice: T[], rows: number[][]) => {
        mediaLinks += await writer.linkImages(
          uid,
          rows,
          slice.map((item) => item.image),
        );
      };

    const accounts = await writeAll(
      writer.documents<SyntheticAccount & { provider: string; password: string; confirmed: boolean; blocked: boolean }>(
        USER_UID,
        {
          label: 'visitor accounts',
          drafted: false,
          total: sizes.accounts,
          fields: ['documentId', 'username', 'email', 'provider', 'password', 'confirmed', 'blocked'],
          created: (account) => account.createdAt,
          published: (account) => account.createdAt,
        },
      ),
      (function* () {
        // Confirmed, so they count as real visitors; no password hashes to NO_PASSWORD, so none can sign in.
        for (const account of set.accounts())
          yield { ...account, provider: 'local', password: NO_PASSWORD, confirmed: true, blocked: false };
      })(),
      sizes.accounts,
      async (_slice, rows) => {
        await writer.linkToOne(USER_UID, 'role', rows, authenticated);
      },
    );

    const reviewWriter = new ReviewWriter(writer, accounts, reviewsExpected);
    const businesses = await writeAll(
      writer.documents<SyntheticBusiness>(UIDS.business, {
        ...drafted,
        label: 'businesses',
        total: sizes.businesses,
        fields: [
          'documentId',
          'slug',
          'name',
          'category',
          'area',
          'description',
          'address',
          'phone',
          'website',
          'openingHours',
          'rating',
          'reviewCount',
          'priceLevel',
          'featured',
          'latitude',
          'longitude',
        ],
      }),
      set.businesses(),
      sizes.businesses,
      async (slice, rows) => {
        await withImages(UIDS.business)(slice, rows);
        await reviewWriter.write(slice);
      },
    );
    reviewWriter.finish();
    const profiles = await writeAll(
      writer.documents<SyntheticProfile & { userId: number }>(PROFILE_UID, {
        label: 'account profiles',
        drafted: false,
        total: sizes.accounts,
        fields: ['documentId', 'userId', 'displayName', 'reviewsWritten'],
        created: at,
        published: at,
      }),
      (function* () {
        for (const profile of set.profiles()) yield { ...profile, userId: accounts.of(profile.account)[0]! };
      })(),
      sizes.accounts,
      async () => {},
    );
    const events = await writeAll(
      writer.documents<SyntheticEvent>(UIDS.event, {
        ...drafted,
        label: 'events',
        total: sizes.events,
        fields: [
          'documentId',
          'slug',
          'name',
          'category',
          'description',
          'date',
          'time',
          'location',
          'latitude',
          'longitude',
          'price',
          'attendingCount',
          'ticketUrl',
        ],
      }),
      set.events(),
      sizes.events,
      withImages(UIDS.event),
    );
    const properties = await writeAll(
      writer.documents<SyntheticProperty>(UIDS.property, {
        ...drafted,
        label: 'properties',
        total: sizes.properties,
        fields: [
          'documentId',
          'slug',
          'title',
          'description',
          'type',
          'listingType',
          'shortTermCategory',
          'price',
          'priceType',
          'sqft',
          'bedrooms',
          'bathrooms',
          'parking',
          'area',
          'address',
          'latitude',
          'longitude',
          'availableDate',
        ],
      }),
      set.properties(),
      sizes.properties,
      withImages(UIDS.property),
    );
    const influencers = await writeAll(
      writer.documents<SyntheticInfluencer>(UIDS.influencer, {
        ...drafted,
        label: 'influencers',
        total: sizes.influencers,
        fields: ['documentId', 'slug', 'name', 'handle', 'niche', 'followerCount', 'bio', 'profileUrl', 'verified'],
      }),
      set.influencers(),
      sizes.influencers,
      withImages(UIDS.influencer),
    );
    log(`  image links: ${mediaLinks}`);

    let relationLinks = 0;
    const recommendedBusiness = writer.relation(UIDS.recommendation, 'business', businesses);
    const recommendedBy = writer.relation(UIDS.recommendation, 'influencer', influencers);
    const recommendations = await writeAll(
      writer.documents<SyntheticRecommendation>(UIDS.recommendation, {
        label: 'recommendations',
        drafted: false,
        total: sizes.recommendations,
        fields: ['documentId', 'rating', 'quote', 'posts'],
        created: at,
        published: at,
      }),
      set.recommendations(),
      sizes.recommendations,
      async (slice, rows) => {
        relationLinks += await recommendedBusiness.link(
          rows,
          slice.map((r) => r.business),
        );
        relationLinks += await recommendedBy.link(
          rows,
          slice.map((r) => r.influencer),
        );
      },
    );
    const videoOf = writer.relation(UIDS.video, 'business', businesses);
    const videos = await writeAll(
      writer.documents<SyntheticVideo>(UIDS.video, {
        label: 'videos',
        drafted: false,
        total: sizes.videos,
        fields: [
          'documentId',
          'status',
          'notes',
          'moderatedAt',
          'title',
          'description',
          'platform',
          'videoUrl',
          'videoId',
          'embedUrl',
          'thumbnailUrl',
          'creatorUsername',
          'isOwnContent',
          'likeCount',
          'commentCount',
          'shareCount',
        ],
        created: (video) => video.createdAt,
        updated: (video) => video.moderatedAt ?? video.createdAt,
        published: (video) => video.createdAt,
      }),
      set.videos(),
      sizes.videos,
      async (slice, rows) => {
        relationLinks += await videoOf.link(
          rows,
          slice.map((v) => v.business),
        );
      },
    );
    log(`  relation links: ${relationLinks}`);

    await indexes.rebuild();
    committing = performance.now();
    if (profiles.length !== accounts.length) throw new Error('Every visitor account needs its profile');
    return {
      businesses: businesses.length,
      accounts: accounts.length,
      reviews: reviewWriter.written,
      events: events.length,
      properties: properties.length,
      influencers: influencers.length,
      recommendations: recommendations.length,
      videos: videos.length,
      mediaLinks,
    };
  });
  log(`  committed ${elapsed(committing)}`);
  // Bulk SQL bypasses Strapi's lifecycles: tell a cms running in this process that content changed.
  strapi.eventHub.emit(CONTENT_IMPORTED_EVENT);

  const seconds = (performance.now() - started) / 1000;
  log(
    `Synthetic: ${counts.businesses} businesses (+ ${counts.reviews} reviews by ${counts.accounts} visitors, ${counts.events} events, ${counts.properties} properties, ` +
      `${counts.influencers} influencers, ${counts.recommendations} recommendations, ${counts.videos} videos, ` +
      `${counts.mediaLinks} image links) in ${seconds.toFixed(1)} s (${Math.round(counts.businesses / Math.max(seconds, 0.001))} businesses/s)`,
  );
  return { ...counts, seconds };
}

/**
 * Writes each business's reviews as the cms stores them (services/review.ts), right
 * after the business, so the figures stored with it and its reviews go in together.
 * Nothing links to a review's row, so they are inserted without RETURNING.
 */
class ReviewWriter {
  written = 0;
  /** Milliseconds spent writing them (their text keys included), apart from generating them. */
  private writing = 0;
  private readonly columns: string[];
  private readonly progress: Progress;
  private readonly started = performance.now();
  private readonly table: string;

  constructor(
    private readonly writer: BulkWriter,
    private readonly authors: RowIds,
    expected: number,
  ) {
    const table = writer.table(UIDS.review);
    this.table = table.name;
    this.columns = [
      'documentId',
      'businessId',
      'authorId',
      'status',
      'rating',
      'text',
      'visitedMonth',
      'editedAt',
      'helpfulCount',
      'moderationReason',
      'moderatedAt',
      'heldBecause',
      'heldAt',
      'previousVersions',
      'textKey',
      'createdAt',
      'updatedAt',
      'publishedAt',
    ].map((attribute) => table.column(attribute));
    this.progress = new Progress('reviews', expected);
  }

  async write(businesses: readonly SyntheticBusiness[]): Promise<void> {
    const { authors } = this;
    let count = 0;
    function* rows(): Generator<unknown[]> {
      for (const business of businesses) {
        for (const review of business.reviews) {
          count += 1;
          const updated = Math.max(
            review.createdAt.getTime(),
            review.editedAt?.getTime() ?? 0,
            review.moderatedAt?.getTime() ?? 0,
          );
          yield [
            review.documentId,
            // The business's document id as stored (the writer may have drawn another).
            business.documentId,
            authors.of(review.author)[0],
            review.status,
            review.rating,
            review.text,
            review.visitedMonth,
            review.editedAt,
            review.helpfulCount,
            review.moderationReason,
            review.moderatedAt,
            review.heldBecause,
            review.heldAt,
            JSON.stringify(review.previousVersions),
            textKeyOf(review.text),
            review.createdAt,
            new Date(updated),
            review.createdAt,
          ];
        }
      }
    }
    const started = performance.now();
    await this.writer.insert(this.table, this.columns, rows(), { onStatement: (n) => this.progress.tick(n) });
    this.writing += performance.now() - started;
    this.written += count;
  }

  finish(): void {
    this.progress.finish(`${elapsed(this.started)}, ${(this.writing / 1000).toFixed(1)} s of it writing them`);
  }
}
