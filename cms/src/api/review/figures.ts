import type { Core } from '@strapi/strapi';
import { averageRating } from '@tampa-local/domain';
import type { Knex } from 'knex';
import { UID } from '../../core/db/content-types';
import { knex } from '../../core/db/connection';
import { read, tableOf } from '../../core/db/db';

/**
 * A business's `rating` and `reviewCount` come from its published reviews. Every write
 * that can change them (a review written, edited, deleted or moderated) runs in one
 * transaction that first locks the business (lockBusiness) and ends with recountBusiness,
 * so two writers of the same business take turns and the second counts what the first
 * committed. SQLite runs one transaction at a time, so the lock is PostgreSQL's row lock.
 * A page view only reads the stored figures.
 */
export type Figures = { rating: number | null; reviewCount: number };

const isPostgres = (strapi: Core.Strapi) => strapi.db.dialect.client === 'postgres';

/** Locks the rows (draft and published) of the business `documentId` until the transaction ends. */
export async function lockBusiness(strapi: Core.Strapi, trx: Knex.Transaction, documentId: string): Promise<void> {
  if (!isPostgres(strapi)) return;
  await knex(strapi)(tableOf(strapi, UID.business))
    .transacting(trx)
    .where('document_id', documentId)
    .select('id')
    .forUpdate();
}

/** Recounts the business's published reviews and stores the figures on both its rows. */
export async function recountBusiness(
  strapi: Core.Strapi,
  trx: Knex.Transaction,
  documentId: string,
): Promise<Figures> {
  const db = knex(strapi);
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
  return figures;
}

/** lockBusiness and recountBusiness in a transaction of their own (or the caller's). */
export async function recountInTransaction(strapi: Core.Strapi, documentId: string): Promise<Figures> {
  return strapi.db.transaction(async ({ trx }) => {
    await lockBusiness(strapi, trx, documentId);
    return recountBusiness(strapi, trx, documentId);
  });
}
