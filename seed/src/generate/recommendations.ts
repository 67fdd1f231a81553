import { AREA_LABELS, MAX_RECOMMENDATION_POSTS, type BusinessCategory } from '@tampa-local/domain';
import type { Random, Weighted } from '../random';
import { BUSINESS_IMAGE_PREFIXES, CATEGORY_WORDS } from '../vocabulary/businesses';
import { CAPTIONS, QUOTES } from '../vocabulary/recommendations';
import type { BusinessDirectory, BusinessFacts } from './business-directory';
import type { ImagePool } from './image-pool';
import type { SyntheticPost, SyntheticRecommendation } from './records';
import { DIGITS, URL_SAFE, clamp, documentId, fill } from './text';

/** Each influencer recommends 1-8 distinct businesses. */
export const MAX_PER_INFLUENCER = 8;

/** Who recommends: the categories they favour and the account their posts link to. */
export type Recommender = { categories: Weighted<BusinessCategory>; username: string };

function posts(influencer: Recommender, business: BusinessFacts, r: Random, images: ImagePool): SyntheticPost[] {
  const count = r.weighted<number>([
    [0, 15],
    [1, 15],
    [2, 15],
    [3, 15],
    [4, 12],
    [5, 10],
    [6, 8],
    [7, 5],
    [8, 5],
  ]);
  const out: SyntheticPost[] = [];
  for (let i = 0; i < Math.min(count, MAX_RECOMMENDATION_POSTS); i += 1) {
    const image = images.pick(r.chance(0.6) ? ['post-'] : BUSINESS_IMAGE_PREFIXES[business.category], r);
    out.push({
      imageUrl: image?.url ?? null,
      caption: r.chance(0.5)
        ? `${r.pick(CAPTIONS)} ${business.name}, ${AREA_LABELS[business.area]}.`
        : r.pick(CAPTIONS),
      url: r.chance(0.6)
        ? `https://www.instagram.com/p/${r.string(11, URL_SAFE)}/`
        : `https://www.tiktok.com/@${influencer.username}/video/${r.string(1, '123456789')}${r.string(18, DIGITS)}`,
    });
  }
  return out;
}

/**
 * `total` recommendations, influencer by influencer: everyone recommends at least one
 * place, mostly of the categories they favour, the rest spread at random up to the cap.
 */
export function* generateRecommendations(
  total: number,
  influencers: readonly Recommender[],
  businesses: BusinessDirectory,
  r: Random,
  images: ImagePool,
): Generator<SyntheticRecommendation> {
  if (influencers.length === 0 || businesses.length === 0) return;
  const cap = Math.min(MAX_PER_INFLUENCER, businesses.length);
  const counts = influencers.map(() => 1);
  for (let extra = total - influencers.length; extra > 0;) {
    const i = r.int(0, influencers.length - 1);
    if ((counts[i] ?? 0) < cap) {
      counts[i] = (counts[i] ?? 0) + 1;
      extra -= 1;
    }
  }
  const byCategory = businesses.indexesByCategory();

  for (let influencerIndex = 0; influencerIndex < influencers.length; influencerIndex += 1) {
    const influencer = influencers[influencerIndex]!;
    const chosen = new Set<number>();
    const want = counts[influencerIndex] ?? 1;
    for (let attempt = 0; chosen.size < want && attempt < want * 20; attempt += 1) {
      const pool = byCategory.get(r.weighted(influencer.categories));
      chosen.add(pool && pool.length > 0 && r.chance(0.9) ? r.pick(pool) : r.int(0, businesses.length - 1));
    }
    // Small data sets may run out of matching businesses: take the next free ones.
    for (let index = r.int(0, businesses.length - 1); chosen.size < want; index = (index + 1) % businesses.length) {
      chosen.add(index);
    }
    for (const businessIndex of chosen) {
      const business = businesses.get(businessIndex);
      const sells = CATEGORY_WORDS[business.category].sells;
      yield {
        documentId: documentId(r),
        influencer: influencerIndex,
        business: businessIndex,
        rating: clamp(Math.round((9.4 - Math.abs(r.normal()) * 1.3) * 10) / 10, 5, 10),
        quote: fill(r.pick(QUOTES), { name: business.name, area: AREA_LABELS[business.area], sells: r.pick(sells) }),
        posts: posts(influencer, business, r, images),
      };
    }
  }
}
