import type { Core } from '@strapi/strapi';
import { averageRating } from '@tampa-local/domain';
import type { Knex } from 'knex';
import { UID } from '../../core/db/content-types';
import { knex } from '../../core/db/connection';
import { read, tableOf, type Row } from '../../core/db/db';
import type { Figures, ReviewsChange } from '../../core/cache/review-changes';

/**
 * A business's `rating` and `reviewCount` come from its published reviews. Every write
 * that can change them (a review written, edited, deleted or moderated) runs in one
 * transaction that first locks the business (lockBusiness) and ends with recountBusiness,
 * so two writers of the same business take turns and the second counts what the first
 * committed. SQLite runs one transaction at a time, so the lock is PostgreSQL's row lock.
 * A page view only reads the stored figures.
 */
export type { Figures };

/** A business as a change to its reviews names it (review-changes.ts). */
export type ChangedBusiness = ReviewsChange['business'];

/** A business as lockBusiness read it: as a change names it, with the published row's stored figures. */
export type LockedBusiness = { business: ChangedBusiness; figures: Figures };

const isPostgres = (strapi: Core.Strapi) => strapi.db.dialect.client === 'postgres';

/** Its rows (draft and published) as a change names them, with the published row's stored figures. */
async function businessRows(
  strapi: Core.Strapi,
  trx: Knex.Transaction | undefined,
  documentId: string,
  { lock = false } = {},
): Promise<LockedBusiness> {
  const query = knex(strapi)(tableOf(strapi, UID.business))
    .where('document_id', documentId)
    .select('id', 'slug', 'category', 'rating', 'review_count', 'published_at');
  // In the order of their ids: locked in the order a scan meets them, two transactions
  // could take a business's two rows in opposite orders (an update that moves a row to a
  // new place in the table changes that order) and deadlock.
  if (lock && isPostgres(strapi)) query.orderBy('id').forUpdate();
  const rows = (await (trx ? query.transacting(trx) : query)) as Row[];
  const shown = rows.find((row) => row.published_at !== null && row.published_at !== undefined) ?? rows[0];
  return {
    business: {
      id: documentId,
      slug: String(shown?.slug ?? ''),
      category: String(shown?.category ?? ''),
      rowIds: rows.map((row) => read.int(row.id)),
    },
    figures: { rating: read.number(shown?.rating), reviewCount: read.int(shown?.review_count) },
  };
}

/** The business `documentId` as a change to its reviews names it. */
export async function changedBusiness(
  strapi: Core.Strapi,
  documentId: string,
  trx?: Knex.Transaction,
): Promise<ChangedBusiness> {
  return (await businessRows(strapi, trx, documentId)).business;
}

/**
 * Locks the rows (draft and published) of the business `documentId` until the transaction
 * ends and answers them as read under the lock (the figures recountBusiness starts from).
 */
export function lockBusiness(strapi: Core.Strapi, trx: Knex.Transaction, documentId: string): Promise<LockedBusiness> {
  return businessRows(strapi, trx, documentId, { lock: true });
}

/**
 * Recounts the business's published reviews and stores the figures on both its rows;
 * answers the change for the caches (`figures` null when they stayed the same, and no
 * author named: the caller adds those whose counts changed). `locked`: what lockBusiness
 * read in the same transaction.
 */
export async function recountBusiness(
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  locked: LockedBusiness,
): Promise<ReviewsChange> {
  const db = knex(strapi);
  const { business, figures: before } = locked;
  const documentId = business.id;
  const counted = (await db(tableOf(strapi, UID.review))
    .transacting(trx)
    .where({ business_id: documentId, status: 'published' })
    .count({ n: '*' })
    .sum({ total: 'rating' })
    .first()) as { n: unknown; total: unknown } | undefined;
  const reviewCount = read.int(counted?.n);
  const figures = { rating: averageRating(read.int(counted?.total), reviewCount), reviewCount };
  await db(tableOf(strapi, UID.business))
    .transacting(trx)
    .where('document_id', documentId)
    .update({ rating: figures.rating, review_count: figures.reviewCount });
  const same = before.rating === figures.rating && before.reviewCount === figures.reviewCount;
  return { business, figures: same ? null : { before, after: figures }, authors: [] };
}

/** lockBusiness and recountBusiness in a transaction of their own (or the caller's). */
export async function recountInTransaction(strapi: Core.Strapi, documentId: string): Promise<ReviewsChange> {
  return strapi.db.transaction(async ({ trx }) => {
    return recountBusiness(strapi, trx, await lockBusiness(strapi, trx, documentId));
  });
}
