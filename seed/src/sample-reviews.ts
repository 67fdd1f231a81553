import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { averageRating, CONTENT_TYPES, reviewTextFingerprint, type Rating } from '@tampa-local/domain';
import type { Knex } from 'knex';
import { Progress } from './progress';
import { accountUsers, visitorRoleId } from './visitors';
import { hashSeed, Random } from './random';
import type { BusinessSeed, ReviewsSeed, ReviewTone } from './types';

/**
 * The sample data's reviews: a dozen sample visitors review the sample businesses, a few
 * each, and every business's rating and review count are then recounted from them, as
 * the cms does after every review. The reviews are planned from the data alone (seeded
 * by each business's slug), so every run plans the same ones; each business keeps about
 * the rating its data gives it, and the better-known ones (a larger review count in the
 * data) get more reviews.
 */

export const SAMPLE_VISITOR_DOMAIN = 'visitors.sample.invalid';
const PROFILE_UID = 'api::account-profile.account-profile';
const DAY_MS = 24 * 60 * 60 * 1000;

export type PlannedReview = {
  business: string;
  visitor: string;
  rating: Rating;
  text: string;
  visitedMonth: string | null;
  daysAgo: number;
};

/** `n` ratings whose sum is `target × n` rounded, spread a little when there are enough of them. */
export function ratingsFor(target: number, n: number, random: Random): Rating[] {
  if (n <= 0) return [];
  const total = Math.min(5 * n, Math.max(n, Math.round(target * n)));
  const base = Math.floor(total / n);
  const extra = total - base * n;
  const ratings = Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0));
  if (n >= 4 && random.chance(0.6)) {
    // One down and one up keeps the sum: a 3 beside the 5s reads like real people.
    const down = ratings.findIndex((value) => value >= 2);
    const up = ratings.findIndex((value, i) => i !== down && value <= 4);
    if (down >= 0 && up >= 0) {
      ratings[down] = (ratings[down] ?? 0) - 1;
      ratings[up] = (ratings[up] ?? 0) + 1;
    }
  }
  return random.shuffle(ratings) as Rating[];
}

/** How many sample reviews a business gets: more for the better known, none for an unrated one. */
export function reviewsFor(business: BusinessSeed, visitors: number): number {
  if (business.rating === null) return 0;
  // A long tail: 2 for the little known, up to about 16 for the best known (more than one page).
  const known = Math.round(Math.log2(business.reviewCount + 1) * 1.6) - 6 + (business.featured ? 2 : 0);
  return Math.min(visitors, Math.max(2, known));
}

const toneOf = (rating: number): ReviewTone => (rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'poor');

function textOf(seed: ReviewsSeed, business: BusinessSeed, rating: number, random: Random): string {
  const pool = seed.sentences[business.category] ?? seed.sentences.restaurants;
  if (!pool) throw new Error(`reviews.json has no sentences for ${business.category}`);
  const tone = toneOf(rating);
  const first = random.pick(pool[tone]);
  // A mixed review says what was good too; the others say more of the same.
  const others = (tone === 'mixed' ? pool.good : pool[tone]).filter((sentence) => sentence !== first);
  const sentences = [first, random.pick(others), random.pick(seed.closers[tone])];
  return sentences.join(' ').replaceAll('{name}', business.name);
}

/** Every sample review, in a fixed order. */
export function planSampleReviews(businesses: BusinessSeed[], seed: ReviewsSeed, now: Date): PlannedReview[] {
  const planned: PlannedReview[] = [];
  for (const business of businesses) {
    const random = new Random(hashSeed('sample-reviews', business.slug));
    const n = reviewsFor(business, seed.visitors.length);
    const visitors = random.shuffle(seed.visitors.map((visitor) => visitor.key)).slice(0, n);
    const ratings = ratingsFor(business.rating ?? 0, n, random);
    visitors.forEach((visitor, i) => {
      const rating = ratings[i] ?? 5;
      const daysAgo = random.int(3, 540);
      const visited = new Date(now.getTime() - (daysAgo + random.int(0, 20)) * DAY_MS);
      planned.push({
        business: business.slug,
        visitor,
        rating,
        text: textOf(seed, business, rating, random),
        visitedMonth: random.chance(0.7) ? visited.toISOString().slice(0, 7) : null,
        daysAgo,
      });
    });
  }
  return planned;
}

/** The key the cms compares texts by (services/review.ts textKeyOf). */
export const textKeyOf = (text: string) => createHash('sha256').update(reviewTextFingerprint(text)).digest('hex');

const newDocumentId = () => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(24), (byte) => alphabet[byte % alphabet.length]).join('');
};

const tableOf = (strapi: Core.Strapi, uid: string) =>
  (strapi.db.metadata.get(uid) as unknown as { tableName: string }).tableName;

/**
 * The sample visitors' accounts: never able to sign in (unconfirmed, a random password,
 * an address under .invalid), each with its display name. Existing ones are kept.
 */
async function ensureVisitors(strapi: Core.Strapi, seed: ReviewsSeed): Promise<Map<string, number>> {
  const users = strapi.db.query('plugin::users-permissions.user');
  const role = { id: await visitorRoleId(strapi) };
  const service = accountUsers(strapi);
  const knex = strapi.db.connection as unknown as Knex;
  const profiles = tableOf(strapi, PROFILE_UID);
  const ids = new Map<string, number>();
  for (const visitor of seed.visitors) {
    const email = `${visitor.key}@${SAMPLE_VISITOR_DOMAIN}`;
    const existing = (await users.findOne({ where: { email } })) as { id: number } | null;
    const id =
      existing?.id ??
      (
        await service.add({
          email,
          username: email,
          password: randomBytes(24).toString('base64url'),
          role: role.id,
          provider: 'local',
          confirmed: false,
          blocked: false,
        })
      ).id;
    const now = new Date();
    await knex(profiles)
      .insert({
        document_id: newDocumentId(),
        user_id: id,
        display_name: visitor.displayName,
        reviews_written: 0,
        created_at: now,
        updated_at: now,
        published_at: now,
      })
      .onConflict('user_id')
      .ignore();
    ids.set(visitor.key, id);
  }
  return ids;
}

/**
 * Writes the planned reviews (a sample visitor's review of a business that already has
 * one is left as it is), then recounts the figures of every sample business, all in one
 * transaction.
 */
export async function seedSampleReviews(
  strapi: Core.Strapi,
  businesses: BusinessSeed[],
  seed: ReviewsSeed,
  now = new Date(),
): Promise<number> {
  const visitors = await ensureVisitors(strapi, seed);
  const planned = planSampleReviews(businesses, seed, now);
  const knex = strapi.db.connection as unknown as Knex;
  const reviews = tableOf(strapi, CONTENT_TYPES.review);
  const businessTable = tableOf(strapi, CONTENT_TYPES.business);
  const progress = new Progress('reviews', planned.length);
  await knex.transaction(async (trx) => {
    const slugs = [...new Set(planned.map((review) => review.business))];
    const documents = new Map<string, string>();
    for (let i = 0; i < slugs.length; i += 500) {
      const rows = (await trx(businessTable)
        .whereIn('slug', slugs.slice(i, i + 500))
        .distinct('slug', 'document_id')) as Array<{ slug: string; document_id: string }>;
      for (const row of rows) documents.set(row.slug, row.document_id);
    }
    const rows = planned.flatMap((review) => {
      const businessId = documents.get(review.business);
      const authorId = visitors.get(review.visitor);
      if (!businessId || authorId === undefined) return [];
      const created = new Date(now.getTime() - review.daysAgo * DAY_MS);
      return [
        {
          document_id: newDocumentId(),
          business_id: businessId,
          author_id: authorId,
          status: 'published',
          rating: review.rating,
          text: review.text,
          visited_month: review.visitedMonth,
          helpful_count: 0,
          previous_versions: JSON.stringify([]),
          text_key: textKeyOf(review.text),
          created_at: created,
          updated_at: created,
          published_at: created,
        },
      ];
    });
    for (let i = 0; i < rows.length; i += 200) {
      await trx(reviews)
        .insert(rows.slice(i, i + 200))
        .onConflict(['business_id', 'author_id'])
        .ignore();
      progress.tick(Math.min(200, rows.length - i));
    }
    for (const documentId of new Set(documents.values())) {
      const counted = (await trx(reviews)
        .where({ business_id: documentId, status: 'published' })
        .count({ n: '*' })
        .sum({ total: 'rating' })
        .first()) as { n: unknown; total: unknown } | undefined;
      const reviewCount = Number(counted?.n ?? 0);
      await trx(businessTable)
        .where('document_id', documentId)
        .update({ rating: averageRating(Number(counted?.total ?? 0), reviewCount), review_count: reviewCount });
    }
    // Each visitor's profile counts the reviews they have written.
    for (const id of visitors.values()) {
      const written = (await trx(reviews).where('author_id', id).count({ n: '*' }).first()) as { n: unknown };
      await trx(tableOf(strapi, PROFILE_UID))
        .where('user_id', id)
        .update({ reviews_written: Number(written.n) });
    }
  });
  progress.finish();
  return planned.length;
}
