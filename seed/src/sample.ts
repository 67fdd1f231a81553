import type { Core } from '@strapi/strapi';
import { addDays, cityDate, CONTENT_TYPES, parseVideoUrl, PRICE_LEVELS } from '@tampa-local/domain';
import { MediaLibrary } from './media';
import { Progress } from './progress';
import { seedSampleReviews } from './sample-reviews';
import type { SampleData } from './types';

export type SeedCounts = Record<
  'businesses' | 'events' | 'properties' | 'influencers' | 'recommendations' | 'videos' | 'reviews' | 'media',
  number
>;

export const UIDS = CONTENT_TYPES;

type Uid = (typeof UIDS)[keyof typeof UIDS];
type Documents = {
  findFirst: (params: Record<string, unknown>) => Promise<{ documentId: string } | null>;
  create: (params: Record<string, unknown>) => Promise<{ documentId: string }>;
};

/** Every image file the sample data names, for upload and for --reset. */
export function sampleImageNames(data: SampleData): string[] {
  const names = new Set<string>();
  for (const list of [data.businesses, data.influencers, data.events, data.properties])
    for (const item of list) names.add(item.image);
  for (const rec of data.recommendations) for (const post of rec.posts) names.add(post.image);
  return [...names].sort();
}

/**
 * Loads the sample data, upserting by slug (recommendations by influencer and business,
 * videos by business and video): records that exist are left as they are, so running
 * the seed twice changes nothing and never overwrites an editor's changes.
 */
export async function seedSample(strapi: Core.Strapi, data: SampleData, now = new Date()): Promise<void> {
  const docs = (uid: Uid) => strapi.documents(uid) as unknown as Documents;
  const media = new MediaLibrary(strapi);
  const today = cityDate(now);
  const ids = { business: new Map<string, string>(), influencer: new Map<string, string>() };

  const upsertBySlug = async (
    uid: Uid,
    slug: string,
    build: () => Promise<Record<string, unknown>>,
  ): Promise<string> => {
    const existing = await docs(uid).findFirst({ filters: { slug } });
    if (existing) return existing.documentId;
    const created = await docs(uid).create({ data: { slug, ...(await build()) }, status: 'published' });
    return created.documentId;
  };

  const step = async <T>(label: string, items: T[], load: (item: T) => Promise<void>) => {
    const progress = new Progress(label, items.length);
    // One transaction per kind: a failure leaves that kind as it was.
    await strapi.db.transaction(async () => {
      for (const item of items) {
        await load(item);
        progress.tick();
      }
    });
    progress.finish();
  };

  const images = sampleImageNames(data);
  const imageProgress = new Progress('images', images.length);
  for (const name of images) {
    await media.ensure(name);
    imageProgress.tick();
  }
  imageProgress.finish();

  await step('influencers', data.influencers, async (influencer) => {
    const { image, slug, ...fields } = influencer;
    const id = await upsertBySlug(UIDS.influencer, slug, async () => ({
      ...fields,
      image: (await media.ensure(image)).id,
    }));
    ids.influencer.set(slug, id);
  });

  await step('businesses', data.businesses, async (business) => {
    const { image, slug, priceRange, ...fields } = business;
    const id = await upsertBySlug(UIDS.business, slug, async () => ({
      ...fields,
      priceLevel: priceRange ? PRICE_LEVELS.indexOf(priceRange as (typeof PRICE_LEVELS)[number]) + 1 || null : null,
      image: (await media.ensure(image)).id,
    }));
    ids.business.set(slug, id);
  });

  await step('events', data.events, async (event) => {
    const { image, slug, dayOffset, ...fields } = event;
    await upsertBySlug(UIDS.event, slug, async () => ({
      ...fields,
      date: addDays(today, dayOffset),
      image: (await media.ensure(image)).id,
    }));
  });

  await step('properties', data.properties, async (property) => {
    const { image, slug, availableInDays, ...fields } = property;
    await upsertBySlug(UIDS.property, slug, async () => ({
      ...fields,
      availableDate: addDays(today, availableInDays),
      image: (await media.ensure(image)).id,
    }));
  });

  await step('recommendations', data.recommendations, async (rec) => {
    const influencer = ids.influencer.get(rec.influencer);
    const business = ids.business.get(rec.business);
    if (!influencer || !business)
      throw new Error(`Recommendation ${rec.influencer} → ${rec.business} names an unknown record`);
    const existing = await docs(UIDS.recommendation).findFirst({
      filters: { influencer: { documentId: influencer }, business: { documentId: business } },
    });
    if (existing) return;
    const posts = [];
    for (const post of rec.posts)
      posts.push({ imageUrl: (await media.ensure(post.image)).url, caption: post.caption, url: post.url });
    await docs(UIDS.recommendation).create({
      data: { influencer, business, rating: rec.rating, quote: rec.quote, posts },
    });
  });

  await step('videos', data.videos, async (video) => {
    const business = ids.business.get(video.business);
    if (!business) throw new Error(`Video ${video.url} names an unknown business ${video.business}`);
    const parsed = parseVideoUrl(video.url);
    if (!parsed.ok) throw new Error(`Video ${video.url}: ${parsed.error}`);
    const existing = await docs(UIDS.video).findFirst({
      filters: { business: { documentId: business }, platform: parsed.platform, videoId: parsed.videoId },
    });
    if (existing) return;
    await docs(UIDS.video).create({
      data: {
        business,
        status: video.status,
        notes: video.notes,
        moderatedAt: video.status === 'pending' && !video.notes ? null : now.toISOString(),
        title: video.title,
        description: video.description,
        platform: parsed.platform,
        videoUrl: parsed.url,
        videoId: parsed.videoId,
        embedUrl: parsed.embedUrl,
        thumbnailUrl: parsed.thumbnailUrl,
        creatorUsername: video.creatorUsername || parsed.creatorUsername,
        isOwnContent: video.isOwnContent,
        likeCount: video.likeCount,
        commentCount: video.commentCount,
        shareCount: video.shareCount,
      },
    });
  });

  // Last: the businesses' figures are recounted from their reviews.
  await seedSampleReviews(strapi, data.businesses, data.reviews, now);
}

/** Published documents per type (live rows for the types without drafts) and media files. */
export async function countContent(strapi: Core.Strapi): Promise<SeedCounts> {
  const count = async (uid: Uid, published: boolean) =>
    strapi.db.query(uid).count({ where: published ? { publishedAt: { $notNull: true } } : {} });
  return {
    businesses: await count(UIDS.business, true),
    events: await count(UIDS.event, true),
    properties: await count(UIDS.property, true),
    influencers: await count(UIDS.influencer, true),
    recommendations: await count(UIDS.recommendation, false),
    videos: await count(UIDS.video, false),
    reviews: await count(UIDS.review, false),
    media: await strapi.db.query('plugin::upload.file').count({}),
  };
}

/**
 * Deletes every document of the product's types (drafts included) with the reviews' helpful
 * marks and reports, then the seed's images. Accounts and their display names stay.
 */
export async function resetContent(strapi: Core.Strapi, imageNames: string[]): Promise<void> {
  for (const uid of ['api::review-vote.review-vote', 'api::review-report.review-report', UIDS.review]) {
    await strapi.db.query(uid as Uid).deleteMany({});
  }
  for (const uid of [UIDS.video, UIDS.recommendation, UIDS.event, UIDS.property, UIDS.business, UIDS.influencer]) {
    await strapi.db.query(uid).deleteMany({});
  }
  await new MediaLibrary(strapi).removeAll(imageNames);
}
