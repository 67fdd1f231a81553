import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { parseReviewsChange, type ReviewsChange } from '@tampa-local/domain';
import { UID } from '../../core/db/content-types';
import { knex } from '../../core/db/connection';
import { quoteName, read, tableOf, type Row } from '../../core/db/db';
import { CHANGE_CHANNEL, CHANGE_SCOPE_SETTING } from '../../core/lifecycle/content-feed';

/**
 * A new review on PostgreSQL in one statement. The write is the same as the service's
 * check and transaction on SQLite (services/review.ts, `create`): find the published
 * business by its slug or document id, lock the business's rows, count the
 * review on the author's profile (made on the first review), hold it when the same text
 * is on another of the author's businesses or it is among a new account's first
 * `holdFirst`, insert it, recount the business's published reviews into its figures
 * (averageRating's rounding: Math.round(sum / count * 10) / 10, in the same float8
 * arithmetic), announce the change (content-feed.ts) and answer what the author sees of
 * the review. As a function in the database it is one statement, committed by itself,
 * where the check, the transaction and the read-back took about fourteen, each a round
 * trip waiting its turn under load. The review tests run on both databases, so the two
 * paths are held to the same answers.
 */

const FUNCTION = 'tampa_local_write_review';
// Its times are `timestamp` like Strapi's columns, so a time is stored as the ORM stores it
// whatever the server's and the cms's time zones.
/** Raised when the account has no display name after all (its profile changed meanwhile). */
export const NO_DISPLAY_NAME_STATE = 'TLNAM';
/** Raised when no published business has the slug or document id. */
export const NO_BUSINESS_STATE = 'TLBIZ';

const quoteText = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Installed per database; a cms whose role cannot create functions writes through the transaction. */
const installed = new WeakSet<Core.Strapi>();

export const writesReviewInDatabase = (strapi: Core.Strapi): boolean => installed.has(strapi);

function functionSql(strapi: Core.Strapi): string {
  const reviews = quoteName(tableOf(strapi, UID.review));
  const businesses = quoteName(tableOf(strapi, UID.business));
  const profiles = quoteName(tableOf(strapi, 'api::account-profile.account-profile'));
  return `CREATE OR REPLACE FUNCTION ${FUNCTION}(
      p_business text, p_author integer, p_rating integer, p_text text, p_visited_month text,
      p_display_name text, p_text_key text, p_hold_first integer,
      p_review_document text, p_profile_document text, p_now timestamp)
    RETURNS TABLE (review_id integer, review_status text, review_held_because text,
      business_slug text, business_name text, change jsonb) LANGUAGE plpgsql AS $body$
    DECLARE
      business text;
      known_name text;
      b record;
      shown record;
      have_row boolean := false;
      row_ids integer[] := '{}';
      name text;
      written integer;
      held text;
      new_id integer;
      n integer;
      total bigint;
      after_rating double precision;
      before_rating double precision;
      figures jsonb := 'null';
      announced jsonb;
    BEGIN
      PERFORM set_config(${quoteText(CHANGE_SCOPE_SETTING)}, 'explicit', true);
      SELECT document_id INTO business FROM ${businesses}
        WHERE published_at IS NOT NULL AND (slug = p_business OR document_id = p_business) LIMIT 1;
      IF business IS NULL THEN RAISE EXCEPTION 'no such business' USING ERRCODE = '${NO_BUSINESS_STATE}'; END IF;
      -- Locked in the order of their ids, as lockBusiness does (figures.ts).
      FOR b IN SELECT bz.id, bz.slug, bz.name, bz.category, bz.rating, bz.review_count, bz.published_at
          FROM ${businesses} AS bz WHERE bz.document_id = business ORDER BY bz.id FOR UPDATE LOOP
        row_ids := row_ids || b.id;
        IF NOT have_row THEN shown := b;
        ELSIF shown.published_at IS NULL AND b.published_at IS NOT NULL THEN shown := b;
        END IF;
        have_row := true;
      END LOOP;
      IF NOT have_row THEN RAISE EXCEPTION 'no such business' USING ERRCODE = '${NO_BUSINESS_STATE}'; END IF;

      SELECT display_name INTO known_name FROM ${profiles} WHERE user_id = p_author;
      INSERT INTO ${profiles} AS p (document_id, user_id, display_name, reviews_written, created_at, updated_at, published_at)
        VALUES (p_profile_document, p_author, p_display_name, 1, p_now, p_now, p_now)
        ON CONFLICT (user_id) DO UPDATE SET
          display_name = COALESCE(p_display_name, p.display_name),
          reviews_written = p.reviews_written + 1,
          updated_at = p_now
        RETURNING p.display_name, p.reviews_written - 1 INTO name, written;
      IF name IS NULL OR name = '' THEN
        RAISE EXCEPTION 'no display name' USING ERRCODE = '${NO_DISPLAY_NAME_STATE}';
      END IF;

      IF EXISTS (SELECT 1 FROM ${reviews} WHERE author_id = p_author AND text_key = p_text_key
          AND business_id <> business) THEN held := 'repeated-text';
      ELSIF written < p_hold_first THEN held := 'new-account';
      END IF;

      INSERT INTO ${reviews} (document_id, business_id, author_id, status, rating, text, visited_month,
          helpful_count, held_because, held_at, previous_versions, text_key, created_at, updated_at, published_at)
        VALUES (p_review_document, business, p_author, CASE WHEN held IS NULL THEN 'published' ELSE 'pending' END,
          p_rating, p_text, p_visited_month, 0, held, CASE WHEN held IS NULL THEN NULL ELSE p_now END, '[]',
          p_text_key, p_now, p_now, p_now)
        RETURNING id INTO new_id;

      IF held IS NULL THEN
        SELECT count(*), COALESCE(sum(rating), 0) INTO n, total FROM ${reviews}
          WHERE business_id = business AND status = 'published';
        IF n > 0 THEN after_rating := floor(total::double precision / n * 10 + 0.5) / 10; END IF;
        UPDATE ${businesses} SET rating = after_rating, review_count = n WHERE document_id = business;
        before_rating := shown.rating::double precision;
        IF before_rating IS DISTINCT FROM after_rating OR shown.review_count IS DISTINCT FROM n THEN
          figures := jsonb_build_object(
            'before', jsonb_build_object('rating', before_rating, 'reviewCount', COALESCE(shown.review_count, 0)),
            'after', jsonb_build_object('rating', after_rating, 'reviewCount', n));
        END IF;
      END IF;

      -- What changed, as recountBusiness and withAuthors name it (review-changes.ts): a published
      -- review, and a held one only when it renamed its author.
      IF held IS NULL OR name IS DISTINCT FROM known_name THEN
        announced := jsonb_build_object(
          'business', jsonb_build_object('id', business, 'slug', COALESCE(shown.slug, ''),
            'category', COALESCE(shown.category, ''), 'rowIds', to_jsonb(row_ids)),
          'figures', figures,
          'authors', CASE WHEN held IS NULL AND figures = 'null' THEN '[]'::jsonb ELSE jsonb_build_array(p_author) END);
        PERFORM pg_notify(${quoteText(CHANGE_CHANNEL)}, announced::text);
      END IF;
      RETURN QUERY SELECT new_id, CASE WHEN held IS NULL THEN 'published' ELSE 'pending' END, held,
        shown.slug::text, shown.name::text, announced;
    END $body$`;
}

/**
 * Creates (or replaces) the function, once per start. Replicas starting together take
 * turns on an advisory lock. Without the right to create it, reviews are written by the
 * transaction instead (and a warning says so).
 */
export async function setUpReviewWrites(strapi: Core.Strapi): Promise<void> {
  if (strapi.db.dialect.client !== 'postgres') return;
  try {
    await knex(strapi).transaction(async (trx) => {
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [FUNCTION]);
      await trx.raw(functionSql(strapi));
    });
    installed.add(strapi);
  } catch (error) {
    strapi.log.warn(`Reviews: cannot create ${FUNCTION} (${String(error)}); a review is written in a transaction.`);
  }
}

export type ReviewWrite = {
  /** The business's slug or document id. */
  business: string;
  author: number;
  rating: number;
  text: string;
  visitedMonth: string | null;
  displayName: string | null;
  textKey: string;
  holdFirst: number;
  reviewDocumentId: string;
  profileDocumentId: string;
  now: Date;
};

/**
 * Writes the review in one statement on `connection` (the write lane), committed by itself:
 * the review as the author's read-back would give it (no photos yet, never edited) and
 * the change to announce to this process's caches.
 */
export async function writeReviewInDatabase(
  connection: Knex,
  write: ReviewWrite,
): Promise<{ row: Row; change: ReviewsChange | null }> {
  const result = (await connection.raw(
    // Typed, so a start with an older signature beside this one still calls this one.
    `SELECT review_id, review_status, review_held_because, business_slug, business_name, change::text AS change ` +
      `FROM ${FUNCTION}(?::text, ?::integer, ?::integer, ?::text, ?::text, ?::text, ` +
      `?::text, ?::integer, ?::text, ?::text, ?::timestamp)`,
    [
      write.business,
      write.author,
      write.rating,
      write.text,
      write.visitedMonth,
      write.displayName,
      write.textKey,
      write.holdFirst,
      write.reviewDocumentId,
      write.profileDocumentId,
      write.now,
    ],
  )) as { rows: Row[] };
  const [answer] = result.rows;
  // As text: the cms's driver leaves JSON columns unparsed.
  const change = typeof answer?.change === 'string' ? parseReviewsChange(JSON.parse(answer.change)) : null;
  // The columns of the service's read-back (services/review.ts, ownReviews).
  const row: Row = {
    id: read.int(answer?.review_id),
    status: answer?.review_status,
    rating: write.rating,
    text: write.text,
    visited_month: write.visitedMonth,
    created_at: write.now,
    edited_at: null,
    helpful_count: 0,
    moderation_reason: null,
    held_because: answer?.review_held_because ?? null,
    business_slug: answer?.business_slug,
    business_name: answer?.business_name,
  };
  return { row, change };
}
