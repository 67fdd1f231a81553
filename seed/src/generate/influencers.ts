import { slugify, type BusinessCategory } from '@tampa-local/domain';
import type { Random, Weighted } from '../random';
import { NICHES } from '../vocabulary/influencers';
import { FIRST_NAMES, LAST_NAMES } from '../vocabulary/name-words';
import type { ImagePool } from './image-pool';
import type { SyntheticInfluencer } from './records';
import { counterSlug, documentId } from './text';

/** A creator with what recommendations and videos need of them: whom they recommend, their account name. */
export type GeneratedInfluencer = SyntheticInfluencer & { categories: Weighted<BusinessCategory>; username: string };

/** `count` creators, one at a time; slug counters start at `start`. */
export function* generateInfluencers(
  count: number,
  start: number,
  r: Random,
  images: ImagePool,
): Generator<GeneratedInfluencer> {
  for (let i = 0; i < count; i += 1) {
    const first = r.pick(FIRST_NAMES);
    const last = r.pick(LAST_NAMES);
    const niche = r.weighted(NICHES);
    const counter = (start + i).toString(36);
    const firstSlug = slugify(first).replace(/-/g, '');
    const username = r.weighted<() => string>([
      [() => `${firstSlug}${r.pick(niche.tags)}${counter}`, 40],
      [() => `${firstSlug}.${r.pick(niche.tags)}.${counter}`, 30],
      [() => `${r.pick(niche.tags)}with${firstSlug}${counter}`, 15],
      [() => `tampa${r.pick(niche.tags)}_${firstSlug}${counter}`, 15],
    ])();
    const followerCount = r.logNormal(18_000, 1.3, 800, 3_000_000);
    const name = `${first} ${last}`;
    yield {
      documentId: documentId(r),
      slug: counterSlug(name, start + i),
      name,
      handle: `@${username}`,
      niche: niche.label,
      followerCount,
      bio: `${first} ${niche.bio}. ${r.pick(['Tampa native.', 'Moved here from up north and never left.', 'Based in Seminole Heights.', 'Clearwater local.', 'Weekly picks every Friday.', 'DMs open for collabs.'])}`,
      profileUrl: r.weighted<string>([
        [`https://www.instagram.com/${username}/`, 50],
        [`https://www.tiktok.com/@${username}`, 35],
        [`https://www.youtube.com/@${username}`, 15],
      ]),
      verified: r.chance(followerCount > 100_000 ? 0.8 : 0.15),
      image: images.pick(['avatar-'], r)?.id ?? null,
      categories: niche.categories,
      username,
    };
  }
}
