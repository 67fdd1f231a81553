import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  HELD_BECAUSE,
  REVIEW_ERRORS,
  REVIEW_PHOTOS_MAX,
  reviewTextFingerprint,
  type CheckedReview,
  type HeldBecause,
  type HelpfulVote,
  type MyReview,
  type MyReviews,
  type PendingReview,
  type ReviewPage,
  type ReviewStatus,
  type ReviewVersion,
} from '@tampa-local/domain';
import type { Knex } from 'knex';
import { invalidateReviews } from '../../../core/cache/cache';
import { SHOWS_NO_REVIEWS, type AnswerMarks, type ReviewsChange } from '../../../core/cache/review-changes';
import { reviewsChangeIn } from '../../../core/lifecycle/content-feed';
import { UID } from '../../../core/db/content-types';
import { knex } from '../../../core/db/connection';
import { writeLane } from '../../../core/db/write-lane';
import { paged, read, tableOf, type Row } from '../../../core/db/db';
import { badRequest, conflict, HttpError, notFound } from '../../../core/http/errors';
import type { Paging } from '../../../core/http/params';
import type { Moderator } from '../../../core/auth/sessions';
import { wholeNumberSetting } from '../../../core/env/settings';
import { readRows } from '../../../core/db/sqlite-readers';
import { assertImage } from '../../../core/lifecycle/upload-guard';
import { serviceOf } from '../../services';
import { changedBusiness, lockBusiness, recountBusiness } from '../figures';
import {
  NO_BUSINESS_STATE,
  NO_DISPLAY_NAME_STATE,
  writeReviewInDatabase,
  writesReviewInDatabase,
} from '../write-in-postgres';
import { deletePhoto, photoCount, photoIdsOf, photosOf, storePhoto } from '../photos';
import type { Counted } from '../limits';
import {
  REVIEW_NOT_FOUND,
  type NewPhoto,
  type NewReport,
  type NewReview,
  type ReviewModeration,
  type ReviewPageQuery,
} from '../parse';
import { heldBecauseOf, toMyReview, toPendingReview, toReview, versionsOf } from '../shapes';

export const VOTE_UID = 'api::review-vote.review-vote';
export const REPORT_UID = 'api::review-report.review-report';
export const PROFILE_UID = 'api::account-profile.account-profile';

/** How many earlier versions of a review are kept for moderators. */
export const KEPT_VERSIONS = 20;
/** How many of an account's own reviews and helpful marks its account page lists. */
const MINE_LIMIT = 500;
const HELPFUL_LIMIT = 5000;

export const OWN_REVIEW_HELPFUL = 'You cannot mark your own review as helpful';

/** REVIEWS_HOLD_FIRST: how many of a new account's first reviews wait for a moderator (default 0). */
export const holdFirstSetting = (env: NodeJS.ProcessEnv = process.env): number =>
  wholeNumberSetting('REVIEWS_HOLD_FIRST', env.REVIEWS_HOLD_FIRST, { min: 0, max: 1000, fallback: 0 });

/** A document id like Strapi's: 24 characters of [a-z0-9]. */
function newDocumentId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(24), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** The key two texts share when they say the same (reviewTextFingerprint), hashed to a fixed length. */
export const textKeyOf = (text: string): string =>
  createHash('sha256').update(reviewTextFingerprint(text)).digest('hex');

/** The database's error code (PostgreSQL's SQLSTATE, SQLite's result code). */
const stateOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

const isUniqueViolation = (error: unknown): boolean => {
  const code = stateOf(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

const insertedId = (result: unknown[]): number => {
  const first = result[0];
  return read.int(typeof first === 'object' && first !== null ? (first as { id: unknown }).id : first);
};

type Tables = { reviews: string; businesses: string; profiles: string; votes: string; reports: string };

type Business = { documentId: string; slug: string; name: string; rating: number | null; reviewCount: number };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const db = () => knex(strapi);
  const postgres = () => strapi.db.dialect.client === 'postgres';
  const tables = (): Tables => ({
    reviews: tableOf(strapi, UID.review),
    businesses: tableOf(strapi, UID.business),
    profiles: tableOf(strapi, PROFILE_UID),
    votes: tableOf(strapi, VOTE_UID),
    reports: tableOf(strapi, REPORT_UID),
  });
  const records = () => serviceOf(strapi, 'api::moderation-record.moderation-record');
  /**
   * Runs `work` in one transaction. What it changes in public answers it tells with
   * `tell` (review-changes.ts); that alone is announced, to this process's caches once
   * the transaction has committed and to the other replicas (content-feed.ts, cache-bus.ts),
   * so they forget only what it touched. A transaction that tells nothing changed nothing public.
   */
  const transaction = async <T>(
    work: (trx: Knex.Transaction, tell: (change: ReviewsChange | null) => void) => Promise<T>,
  ): Promise<T> => {
    let told: ReviewsChange | null = null;
    const result = (await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
      const announce = await reviewsChangeIn(strapi, trx);
      const value = await work(trx, (change) => {
        told = change;
      });
      await announce(told);
      return value;
    })) as T;
    if (told) changed(told);
    return result;
  };
  /** A change named by a recount, with the authors whose counts of published reviews it changed. */
  const withAuthors = (change: ReviewsChange, ...authors: number[]): ReviewsChange => ({
    ...change,
    authors: change.figures ? authors : [],
  });
  /** Locks the rows a query reads on PostgreSQL (SQLite runs one transaction at a time). */
  const forUpdate = (query: Knex.QueryBuilder): Knex.QueryBuilder => (postgres() ? query.forUpdate() : query);

  /** The published row (`b`) of the business with this slug (or document id), to select from. */
  const publishedBusinessRow = (idOrSlug: string): Knex.QueryBuilder =>
    db()(`${tables().businesses} as b`)
      .whereNotNull('b.published_at')
      .where((inner) => inner.where('b.slug', idOrSlug).orWhere('b.document_id', idOrSlug))
      .limit(1);

  /** The published business with this slug (or document id). */
  const publishedBusiness = async (idOrSlug: string): Promise<Business | null> => {
    const [row] = await readRows<Row>(
      strapi,
      publishedBusinessRow(idOrSlug).select('b.document_id', 'b.slug', 'b.name', 'b.rating', 'b.review_count'),
    );
    if (!row) return null;
    return {
      documentId: String(row.document_id),
      slug: String(row.slug),
      name: String(row.name),
      rating: read.number(row.rating),
      reviewCount: read.int(row.review_count),
    };
  };

  /**
   * What a new review of the published business `idOrSlug` (slug or document id) by the
   * account `userId` is checked against, in one read: the business, the account's review of
   * it (if any) and the account's display name. A write's own read: on the cms's
   * connection, never queued behind the public reads on SQLite's read workers, where under
   * load it waited for every read sent before it.
   */
  const reviewTarget = async (
    idOrSlug: string,
    userId: number,
  ): Promise<{ documentId: string; ownReviewId: number | null; displayName: string | null } | null> => {
    const t = tables();
    const [row] = (await publishedBusinessRow(idOrSlug).select(
      'b.document_id',
      db()(t.reviews)
        .where('business_id', db().ref('b.document_id'))
        .where('author_id', userId)
        .select('id')
        .limit(1)
        .as('own_review_id'),
      db()(t.profiles).where('user_id', userId).select('display_name').limit(1).as('display_name'),
    )) as Row[];
    if (!row) return null;
    return {
      documentId: String(row.document_id),
      ownReviewId: read.number(row.own_review_id),
      displayName: read.text(row.display_name),
    };
  };

  /** One review per account per business: 409 with the way to the review there is. */
  const refuseSecondReview = (target: { ownReviewId: number | null } | null): void => {
    if (target && target.ownReviewId !== null)
      throw conflict(REVIEW_ERRORS.duplicate, { reviewId: target.ownReviewId });
  };

  /** reviewTarget, checked: 404 without the business, 409 for a second review, 400 with no name to show. */
  const checkedTarget = async (input: NewReview, userId: number) => {
    const target = await reviewTarget(input.business, userId);
    if (!target) throw notFound('Business not found');
    refuseSecondReview(target);
    if (input.displayName === null && !target.displayName) throw badRequest(REVIEW_ERRORS.displayName);
    return target;
  };

  /**
   * Reviews (`r`) with what their author and moderators see: the business's slug and name
   * (its published row, else its draft) and the author's display name.
   */
  const ownReviews = (trx?: Knex.Transaction): Knex.QueryBuilder => {
    const t = tables();
    const query = db()(`${t.reviews} as r`)
      .leftJoin(`${t.businesses} as b`, (on) => {
        on.on('b.document_id', '=', 'r.business_id').andOnNotNull('b.published_at');
      })
      .leftJoin(`${t.businesses} as bd`, (on) => {
        on.on('bd.document_id', '=', 'r.business_id').andOnNull('bd.published_at');
      })
      .leftJoin(`${t.profiles} as p`, 'p.user_id', 'r.author_id')
      .select(
        'r.id',
        'r.business_id',
        'r.author_id',
        'r.status',
        'r.rating',
        'r.text',
        'r.visited_month',
        'r.created_at',
        'r.edited_at',
        'r.helpful_count',
        'r.moderation_reason',
        'r.held_because',
        'r.held_at',
        'r.previous_versions',
        'p.display_name',
        db().raw('COALESCE(??, ??) AS business_slug', ['b.slug', 'bd.slug']),
        db().raw('COALESCE(??, ??) AS business_name', ['b.name', 'bd.name']),
      );
    return trx ? query.transacting(trx) : query;
  };

  const reviewById = async (id: number, trx?: Knex.Transaction): Promise<Row | undefined> =>
    (await ownReviews(trx).where('r.id', id).first()) as Row | undefined;

  /** The author's own review, or 404 (another's review is as unknown as a missing one). */
  const ownReview = async (userId: number, id: number, trx?: Knex.Transaction): Promise<Row> => {
    const row = await reviewById(id, trx);
    if (!row || read.int(row.author_id) !== userId) throw notFound(REVIEW_NOT_FOUND);
    return row;
  };

  /** The same text by this author on another business (the check of held reviews). */
  const repeatsText = async (
    trx: Knex.Transaction,
    userId: number,
    textKey: string,
    businessId: string,
  ): Promise<boolean> => {
    const found = (await db()(tables().reviews)
      .transacting(trx)
      .where({ author_id: userId, text_key: textKey })
      .whereNot('business_id', businessId)
      .first('id')) as Row | undefined;
    return found !== undefined;
  };

  /** The open reports of these reviews, counted by reason. */
  const openReports = async (ids: number[]): Promise<Map<number, { reason: string; count: number }[]>> => {
    const byReview = new Map<number, { reason: string; count: number }[]>();
    if (ids.length === 0) return byReview;
    const rows = (await db()(tables().reports)
      .whereIn('review_id', ids)
      .where('open', true)
      .groupBy('review_id', 'reason')
      .select('review_id', 'reason')
      .count({ n: '*' })
      .orderBy('review_id')
      .orderBy('reason')) as Row[];
    for (const row of rows) {
      const id = read.int(row.review_id);
      const list = byReview.get(id) ?? [];
      list.push({ reason: String(row.reason), count: read.int(row.n) });
      byReview.set(id, list);
    }
    return byReview;
  };

  const myReview = async (id: number): Promise<MyReview> => {
    const row = await reviewById(id);
    if (!row) throw notFound(REVIEW_NOT_FOUND);
    const photos = await photosOf(strapi, [id]);
    return toMyReview(row, photos.get(id) ?? []);
  };

  const idsOf = (rows: Row[]): number[] => rows.map((row) => read.int(row.id));

  /** Public answers show reviews and the business's figures: a change empties those that show what it touched. */
  const changed = (change: ReviewsChange) => invalidateReviews(change);
  /** A change to what the reviews of a business show, not to its figures (photos, helpful votes). */
  const reviewsShown = async (documentId: string, trx?: Knex.Transaction): Promise<ReviewsChange> => ({
    business: await changedBusiness(strapi, documentId, trx),
    figures: null,
    authors: [],
  });

  /**
   * `create` on PostgreSQL: the limits, then the check, the write and what the author sees
   * of it as one statement (a function in the database, write-in-postgres.ts) on the write
   * lane (core/db/write-lane.ts). Under load each round trip waits its turn for
   * PostgreSQL's cores: a new review takes one, beside its session's read.
   */
  const createInDatabase = async (
    userId: number,
    input: NewReview,
    count: () => Promise<Counted>,
  ): Promise<MyReview> => {
    const counted = await count();
    try {
      const { row, change } = await writeReviewInDatabase(writeLane(strapi), {
        business: input.business,
        author: userId,
        rating: input.rating,
        text: input.text,
        visitedMonth: input.visitedMonth,
        displayName: input.displayName,
        textKey: textKeyOf(input.text),
        holdFirst: holdFirstSetting(),
        reviewDocumentId: newDocumentId(),
        profileDocumentId: newDocumentId(),
        now: new Date(),
      });
      if (change) changed(change);
      // A new review has no photos yet.
      return toMyReview(row, []);
    } catch (error) {
      await counted.giveBack();
      if (isUniqueViolation(error)) refuseSecondReview(await reviewTarget(input.business, userId));
      if (stateOf(error) === NO_DISPLAY_NAME_STATE) throw badRequest(REVIEW_ERRORS.displayName);
      if (stateOf(error) === NO_BUSINESS_STATE) throw notFound('Business not found');
      throw error;
    }
  };

  return {
    /**
     * GET /api/businesses/{slug}/reviews: a page of published reviews, the histogram and the
     * stored figures, with what the page shows for the response cache (review-changes.ts).
     */
    async page(idOrSlug: string, query: ReviewPageQuery): Promise<{ page: ReviewPage; marks: AnswerMarks }> {
      const business = await publishedBusiness(idOrSlug);
      if (!business) throw notFound('Business not found');
      const t = tables();
      const published = (alias: string) =>
        db()(`${t.reviews} as ${alias}`)
          .where(`${alias}.business_id`, business.documentId)
          .where(`${alias}.status`, 'published');
      const items = published('r')
        .leftJoin(`${t.profiles} as p`, 'p.user_id', 'r.author_id')
        .select(
          'r.id',
          'r.rating',
          'r.text',
          'r.visited_month',
          'r.created_at',
          'r.edited_at',
          'r.helpful_count',
          'r.author_id',
          'p.display_name',
          db()(`${t.reviews} as ra`)
            .where('ra.author_id', db().ref('r.author_id'))
            .where('ra.status', 'published')
            .count({ n: '*' })
            .as('author_review_count'),
        );
      if (query.sort === 'highest') items.orderBy('r.rating', 'desc');
      else if (query.sort === 'lowest') items.orderBy('r.rating', 'asc');
      else if (query.sort === 'helpful') items.orderBy('r.helpful_count', 'desc');
      items.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc');
      const histogramQuery = published('h').groupBy('h.rating').select('h.rating').count({ n: '*' });
      const [rows, counts] = await Promise.all([
        readRows<Row>(strapi, paged(items, query.limit, query.offset)),
        readRows<Row>(strapi, histogramQuery),
      ]);
      const photos = await photosOf(strapi, idsOf(rows));
      const histogram: ReviewPage['histogram'] = [0, 0, 0, 0, 0];
      for (const count of counts) {
        const stars = read.int(count.rating);
        if (stars >= 1 && stars <= 5) histogram[stars - 1] = read.int(count.n);
      }
      const page: ReviewPage = {
        items: rows.map((row) => toReview(row, photos.get(read.int(row.id)) ?? [])),
        total: histogram.reduce((sum, n) => sum + n, 0),
        histogram,
        rating: business.rating,
        reviewCount: business.reviewCount,
      };
      const marks: AnswerMarks = {
        ...SHOWS_NO_REVIEWS,
        reviewsOf: [business.documentId, business.slug],
        // Each author's count of reviews shows beside their review.
        authors: rows.map((row) => read.int(row.author_id)),
      };
      return { page, marks };
    },

    /** GET /api/account/reviews: the account's display name, its reviews (newest first) and its helpful marks. */
    async mine(userId: number): Promise<MyReviews> {
      const t = tables();
      const [profile, rows, helpful] = await Promise.all([
        db()(t.profiles).where('user_id', userId).first('display_name') as Promise<Row | undefined>,
        ownReviews()
          .where('r.author_id', userId)
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(MINE_LIMIT) as Promise<Row[]>,
        db()(t.votes)
          .where('user_id', userId)
          .orderBy('review_id', 'desc')
          .limit(HELPFUL_LIMIT)
          .pluck('review_id') as Promise<unknown[]>,
      ]);
      const photos = await photosOf(strapi, idsOf(rows));
      return {
        displayName: read.text(profile?.display_name),
        reviews: rows.map((row) => toMyReview(row, photos.get(read.int(row.id)) ?? [])),
        helpful: helpful.map((id) => read.int(id)),
      };
    },

    /**
     * A new review. Counted against the limits first (`count`: a request refused after it
     * gives its point back), then checked before anything is written, in one read: the
     * business, one review per account per business (409 with the review's id), the display
     * name. Written in one transaction with the account's profile and the business's
     * recounted figures, and read back in it; held for moderators (status
     * pending) when the same text is on another business of the author's or it is among a
     * new account's first REVIEWS_HOLD_FIRST.
     */
    async create(userId: number, input: NewReview, count: () => Promise<Counted>): Promise<MyReview> {
      if (writesReviewInDatabase(strapi)) return createInDatabase(userId, input, count);
      const t = tables();
      const holdFirst = holdFirstSetting();
      const counted = await count();
      try {
        const target = await checkedTarget(input, userId);
        return await transaction(async (trx, tell) => {
          const locked = await lockBusiness(strapi, trx, target.documentId);
          const now = new Date();
          // The profile row, made on the first review, is locked too: one account's reviews take
          // turns. Its count goes up here; a review refused below rolls it back.
          const [account] = (await db()(t.profiles)
            .transacting(trx)
            .insert({
              document_id: newDocumentId(),
              user_id: userId,
              display_name: input.displayName,
              reviews_written: 1,
              created_at: now,
              updated_at: now,
              published_at: now,
            })
            .onConflict('user_id')
            .merge({
              display_name: input.displayName ?? db().raw('??', [`${t.profiles}.display_name`]),
              reviews_written: db().raw('?? + 1', [`${t.profiles}.reviews_written`]),
              updated_at: now,
            })
            .returning(['display_name', 'reviews_written'])) as Row[];
          const displayName = read.text(account?.display_name);
          if (!displayName) throw badRequest(REVIEW_ERRORS.displayName);
          const written = read.int(account?.reviews_written) - 1;

          const textKey = textKeyOf(input.text);
          let held: HeldBecause | null = null;
          if (await repeatsText(trx, userId, textKey, target.documentId)) held = 'repeated-text';
          else if (written < holdFirst) held = 'new-account';
          // Two first reviews racing past the check above: the unique index refuses the second.
          const inserted = (await db()(t.reviews)
            .transacting(trx)
            .insert({
              document_id: newDocumentId(),
              business_id: target.documentId,
              author_id: userId,
              status: held ? 'pending' : 'published',
              rating: input.rating,
              text: input.text,
              visited_month: input.visitedMonth,
              helpful_count: 0,
              held_because: held,
              held_at: held ? now : null,
              previous_versions: JSON.stringify([]),
              text_key: textKey,
              created_at: now,
              updated_at: now,
              published_at: now,
            })
            .returning('id')) as unknown[];
          const id = insertedId(inserted);
          if (!held) tell(withAuthors(await recountBusiness(strapi, trx, locked), userId));
          // A held review shows nowhere yet; the author's name, if it changed, shows beside their other reviews.
          else if (displayName !== target.displayName)
            tell({ business: locked.business, figures: null, authors: [userId] });
          const row = await reviewById(id, trx);
          if (!row) throw notFound(REVIEW_NOT_FOUND);
          // A new review has no photos yet.
          return toMyReview(row, []);
        });
      } catch (error) {
        await counted.giveBack();
        if (isUniqueViolation(error)) refuseSecondReview(await reviewTarget(input.business, userId));
        throw error;
      }
    },

    /** The author changes their review; the earlier version is kept for moderators. */
    async edit(userId: number, id: number, input: CheckedReview): Promise<MyReview> {
      const t = tables();
      const before = await ownReview(userId, id);
      const businessId = String(before.business_id);
      await transaction(async (trx, tell) => {
        const locked = await lockBusiness(strapi, trx, businessId);
        const current = await ownReview(userId, id, trx);
        const visitedMonth = read.text(current.visited_month);
        if (
          read.int(current.rating) === input.rating &&
          String(current.text) === input.text &&
          visitedMonth === input.visitedMonth
        ) {
          return;
        }
        const now = new Date();
        const versions: ReviewVersion[] = [
          ...versionsOf(current.previous_versions),
          {
            rating: read.int(current.rating),
            text: String(current.text),
            visitedMonth,
            replacedAt: now.toISOString(),
          },
        ].slice(-KEPT_VERSIONS);
        const textKey = textKeyOf(input.text);
        const status = String(current.status) as ReviewStatus;
        const hold = status === 'published' && (await repeatsText(trx, userId, textKey, businessId));
        await db()(t.reviews)
          .transacting(trx)
          .where({ id, author_id: userId })
          .update({
            rating: input.rating,
            text: input.text,
            visited_month: input.visitedMonth,
            text_key: textKey,
            previous_versions: JSON.stringify(versions),
            edited_at: now,
            updated_at: now,
            ...(hold ? { status: 'pending', held_because: 'repeated-text', held_at: now } : {}),
          });
        const recounted = await recountBusiness(strapi, trx, locked);
        // Its text shows on the business's review pages even when the figures stay the same.
        if (status === 'published') tell(withAuthors(recounted, userId));
      });
      return myReview(id);
    },

    /** The author deletes their review, with its helpful marks, reports and photos. */
    async remove(userId: number, id: number): Promise<void> {
      const t = tables();
      const before = await ownReview(userId, id);
      const businessId = String(before.business_id);
      const photoIds = await photoIdsOf(strapi, id);
      await transaction(async (trx, tell) => {
        const locked = await lockBusiness(strapi, trx, businessId);
        const deleted = await db()(t.reviews).transacting(trx).where({ id, author_id: userId }).delete();
        if (deleted === 0) throw notFound(REVIEW_NOT_FOUND);
        await db()(t.votes).transacting(trx).where('review_id', id).delete();
        await db()(t.reports).transacting(trx).where('review_id', id).delete();
        const recounted = await recountBusiness(strapi, trx, locked);
        if (String(before.status) === 'published') tell(withAuthors(recounted, userId));
      });
      // The files go once the review is gone: a failure here leaves a file no page shows, never a review without its photos.
      for (const fileId of photoIds) {
        await deletePhoto(strapi, fileId).catch((error: unknown) => {
          strapi.log.error(`Review ${id}'s photo ${fileId} could not be removed: ${String(error)}`);
        });
      }
    },

    /**
     * Adds a photo to the author's own review: up to REVIEW_PHOTOS_MAX, counted against the
     * day's limits only once the file is known to be a picture. A photo that would make one
     * too many (two added at once) is removed again and refused, so nothing stays from a
     * refused request.
     */
    async addPhoto(userId: number, id: number, input: NewPhoto, count: () => Promise<Counted>): Promise<MyReview> {
      await ownReview(userId, id);
      if ((await photoCount(strapi, id)) >= REVIEW_PHOTOS_MAX) {
        throw conflict(REVIEW_ERRORS.tooManyPhotos, { max: REVIEW_PHOTOS_MAX });
      }
      await assertImage(input.file).catch(() => {
        throw badRequest(REVIEW_ERRORS.photoType);
      });
      const counted = await count();
      let fileId: number | null = null;
      let stillOwnBusiness: unknown;
      try {
        fileId = await storePhoto(strapi, id, input.file, input.alt);
        const stillOwn = await reviewById(id);
        if (!stillOwn || read.int(stillOwn.author_id) !== userId) throw notFound(REVIEW_NOT_FOUND);
        stillOwnBusiness = stillOwn.business_id;
        const ids = await photoIdsOf(strapi, id);
        if (ids.length > REVIEW_PHOTOS_MAX && ids.slice(REVIEW_PHOTOS_MAX).includes(fileId)) {
          throw conflict(REVIEW_ERRORS.tooManyPhotos, { max: REVIEW_PHOTOS_MAX });
        }
      } catch (error) {
        await counted.giveBack();
        if (fileId !== null) await deletePhoto(strapi, fileId);
        throw error;
      }
      changed(await reviewsShown(String(stillOwnBusiness)));
      return myReview(id);
    },

    /** Removes one photo of the author's own review. */
    async removePhoto(userId: number, id: number, photoId: number): Promise<MyReview> {
      const review = await ownReview(userId, id);
      if (!(await photoIdsOf(strapi, id)).includes(photoId)) throw notFound(REVIEW_ERRORS.photoNotFound);
      await deletePhoto(strapi, photoId);
      changed(await reviewsShown(String(review.business_id)));
      return myReview(id);
    },

    /** Marks (or unmarks) a published review helpful: once per account, never one's own. */
    async setHelpful(userId: number, id: number, helpful: boolean): Promise<HelpfulVote> {
      const t = tables();
      return transaction(async (trx, tell) => {
        // The review's row is locked: one account's two clicks cannot both count.
        const review = (await forUpdate(
          db()(t.reviews)
            .transacting(trx)
            .where('id', id)
            .select('author_id', 'business_id', 'status', 'helpful_count'),
        ).first()) as Row | undefined;
        if (!review || review.status !== 'published') throw notFound(REVIEW_NOT_FOUND);
        if (read.int(review.author_id) === userId) throw new HttpError(403, OWN_REVIEW_HELPFUL);
        const votes = () => db()(t.votes).transacting(trx).where({ review_id: id, user_id: userId });
        const had = (await votes().first('id')) !== undefined;
        let helpfulCount = read.int(review.helpful_count);
        if (helpful === had) return { helpfulCount, helpful };
        const now = new Date();
        if (helpful) {
          await db()(t.votes).transacting(trx).insert({
            document_id: newDocumentId(),
            review_id: id,
            user_id: userId,
            created_at: now,
            updated_at: now,
            published_at: now,
          });
          helpfulCount += 1;
        } else {
          await votes().delete();
          helpfulCount = Math.max(0, helpfulCount - 1);
        }
        await db()(t.reviews).transacting(trx).where('id', id).update({ helpful_count: helpfulCount });
        tell(await reviewsShown(String(review.business_id), trx));
        return { helpfulCount, helpful };
      });
    },

    /**
     * Reports a published review: once per account (a second report adds nothing and
     * answers `added: false`). The review stays visible and joins the moderators' queue.
     */
    async report(
      userId: number,
      id: number,
      input: NewReport,
      count: () => Promise<Counted>,
    ): Promise<{ added: boolean }> {
      const t = tables();
      const review = (await db()(t.reviews).where('id', id).first('status')) as Row | undefined;
      if (!review || review.status !== 'published') throw notFound(REVIEW_NOT_FOUND);
      const reported = () => db()(t.reports).where({ review_id: id, user_id: userId });
      if ((await reported().first('id')) !== undefined) return { added: false };
      const counted = await count();
      try {
        const added = await transaction(async (trx) => {
          const current = (await forUpdate(
            db()(t.reviews).transacting(trx).where('id', id).select('status', 'held_because'),
          ).first()) as Row | undefined;
          if (!current || current.status !== 'published') throw notFound(REVIEW_NOT_FOUND);
          if ((await reported().transacting(trx).first('id')) !== undefined) return false;
          const now = new Date();
          await db()(t.reports).transacting(trx).insert({
            document_id: newDocumentId(),
            review_id: id,
            user_id: userId,
            reason: input.reason,
            note: input.note,
            open: true,
            created_at: now,
            updated_at: now,
            published_at: now,
          });
          if (current.held_because === null || current.held_because === undefined) {
            await db()(t.reviews)
              .transacting(trx)
              .where('id', id)
              .update({ held_because: 'report', held_at: now, updated_at: now });
          }
          return true;
        });
        if (!added) await counted.giveBack();
        return { added };
      } catch (error) {
        await counted.giveBack();
        if (isUniqueViolation(error)) return { added: false };
        throw error;
      }
    },

    /** The moderators' queue: held and reported reviews, the longest waiting first. */
    async pending(page: Paging): Promise<{ items: PendingReview[]; total: number }> {
      const [rows, counted] = await Promise.all([
        paged(
          ownReviews().whereNotNull('r.held_because').orderBy('r.held_at', 'asc').orderBy('r.id', 'asc'),
          page.limit,
          page.offset,
        ) as Promise<Row[]>,
        db()(tables().reviews).whereNotNull('held_because').count({ n: '*' }).first() as Promise<Row | undefined>,
      ]);
      const ids = idsOf(rows);
      const [reports, photos] = await Promise.all([openReports(ids), photosOf(strapi, ids)]);
      return {
        items: rows.map((row) => {
          const id = read.int(row.id);
          const held = heldBecauseOf(row.held_because) ?? HELD_BECAUSE[0];
          return toPendingReview(row, reports.get(id) ?? [], held, photos.get(id) ?? []);
        }),
        total: read.int(counted?.n),
      };
    },

    /**
     * A moderator publishes or removes a review, with the reason the author will see: the
     * review leaves the queue, its reports are closed, the action is recorded and the
     * business's figures recounted, all in one transaction.
     */
    async moderate(id: number, change: ReviewModeration, actor: Moderator): Promise<PendingReview> {
      const t = tables();
      const before = await reviewById(id);
      if (!before) throw notFound(REVIEW_NOT_FOUND);
      const businessId = String(before.business_id);
      const heldBefore = await transaction(async (trx, tell) => {
        const locked = await lockBusiness(strapi, trx, businessId);
        const current = await reviewById(id, trx);
        if (!current) throw notFound(REVIEW_NOT_FOUND);
        const from = String(current.status) as ReviewStatus;
        const to: ReviewStatus = change.action === 'publish' ? 'published' : 'removed';
        const now = new Date();
        await db()(t.reviews).transacting(trx).where('id', id).update({
          status: to,
          moderation_reason: change.reason,
          moderated_at: now,
          held_because: null,
          held_at: null,
          updated_at: now,
        });
        await db()(t.reports)
          .transacting(trx)
          .where({ review_id: id, open: true })
          .update({ open: false, updated_at: now });
        await records().recordReview({
          action: change.action,
          actor,
          reviewId: id,
          businessId,
          businessName: read.text(current.business_name),
          fromStatus: from,
          toStatus: to,
          notes: change.reason,
        });
        const recounted = await recountBusiness(strapi, trx, locked);
        // Published before or after: its pages show the change.
        if (from === 'published' || to === 'published') tell(withAuthors(recounted, read.int(current.author_id)));
        return heldBecauseOf(current.held_because);
      });
      const after = await reviewById(id);
      if (!after) throw notFound(REVIEW_NOT_FOUND);
      const photos = await photosOf(strapi, [id]);
      // A review moderated outside the queue (not held) is answered as if reported.
      return toPendingReview(after, [], heldBefore ?? 'report', photos.get(id) ?? []);
    },
  };
};
