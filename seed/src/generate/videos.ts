import {
  AREA_LABELS,
  BUSINESS_CATEGORY_LABELS,
  parseVideoUrl,
  slugify,
  type VideoPlatform,
  type VideoStatus,
} from '@tampa-local/domain';
import type { Random } from '../random';
import { FIRST_NAMES } from '../vocabulary/name-words';
import { VIDEO_NOTES, VIDEO_TITLES } from '../vocabulary/videos';
import type { BusinessDirectory, BusinessFacts } from './business-directory';
import type { SyntheticVideo } from './records';
import { DIGITS, URL_SAFE, documentId, fill } from './text';

const DAY_MS = 24 * 60 * 60 * 1000;

function videoUrl(platform: VideoPlatform, username: string, r: Random): string {
  switch (platform) {
    case 'tiktok':
      return `https://${r.chance(0.8) ? 'www.' : ''}tiktok.com/@${username}/video/${r.string(1, '123456789')}${r.string(18, DIGITS)}`;
    case 'youtube': {
      const id = r.string(11, URL_SAFE);
      return r.weighted<string>([
        [`https://www.youtube.com/watch?v=${id}`, 40],
        [`https://youtu.be/${id}`, 30],
        [`https://www.youtube.com/shorts/${id}`, 30],
      ]);
    }
    case 'instagram':
      return `https://www.instagram.com/${r.chance(0.7) ? 'reel' : 'p'}/${r.string(11, URL_SAFE)}/`;
    case 'vimeo':
      return `https://vimeo.com/${r.string(1, '123456789')}${r.string(8, DIGITS)}`;
  }
}

/** A short account name for a business: 'yborcitytacos'. */
function accountName(business: BusinessFacts): string {
  return slugify(business.name).replace(/-/g, '').slice(0, 24) || 'tampalocal';
}

/**
 * `count` videos up to `now`, one at a time: popular places collect many, most places a
 * few or none; a platform's video id never repeats within the batch.
 */
export function* generateVideos(
  count: number,
  businesses: BusinessDirectory,
  influencers: ReadonlyArray<{ username: string }>,
  now: Date,
  r: Random,
): Generator<SyntheticVideo> {
  if (businesses.length === 0) return;
  const seen = new Set<string>();
  for (let i = 0; i < count; i += 1) {
    const businessIndex = Math.min(businesses.length - 1, Math.floor(businesses.length * r.float() ** 1.5));
    const business = businesses.get(businessIndex);
    const platform = r.weighted<VideoPlatform>([
      ['tiktok', 38],
      ['instagram', 26],
      ['youtube', 26],
      ['vimeo', 10],
    ]);
    const isOwnContent = r.chance(0.25);
    const username = isOwnContent
      ? accountName(business)
      : influencers.length > 0 && r.chance(0.3)
        ? r.pick(influencers).username
        : `${slugify(r.pick(FIRST_NAMES)).replace(/-/g, '')}${r.pick(['', '_', '.'])}${r.pick(['tampa', 'bay', 'eats', 'explores', 'films', 'vlogs', 'fl'])}${r.int(1, 999)}`;
    let parsed = parseVideoUrl(videoUrl(platform, username, r));
    // A platform and video id are unique per business; a repeat draw is simply redrawn.
    while (parsed.ok && seen.has(`${parsed.platform}:${parsed.videoId}`))
      parsed = parseVideoUrl(videoUrl(platform, username, r));
    if (!parsed.ok) throw new Error(`Synthetic video URL rejected: ${parsed.error}`);
    seen.add(`${parsed.platform}:${parsed.videoId}`);

    const status = r.weighted<VideoStatus>([
      ['active', 74],
      ['pending', 18],
      ['rejected', 8],
    ]);
    const notes = r.pick(VIDEO_NOTES[status]);
    const createdAt = new Date(Math.floor((now.getTime() - r.float() * 180 * DAY_MS) / 1000) * 1000);
    const moderated = status !== 'pending' || notes !== null;
    const likeCount = r.logNormal(800, 1.6, 0, 5_000_000);
    yield {
      documentId: documentId(r),
      business: businessIndex,
      status,
      notes,
      moderatedAt: moderated ? new Date(Math.min(now.getTime(), createdAt.getTime() + r.int(1, 72) * 3_600_000)) : null,
      title: fill(r.pick(VIDEO_TITLES), {
        name: business.name,
        category: BUSINESS_CATEGORY_LABELS[business.category].toLowerCase(),
        area: AREA_LABELS[business.area],
        adjective: r.pick(['first', 'favorite', 'weekend', 'late-night', 'rainy-day', 'birthday']),
        price: r.pick(['$10', '$20', '$50', '$100']),
      }).slice(0, 200),
      description: r.chance(0.6)
        ? `Filmed at ${business.name} in ${AREA_LABELS[business.area]}. ${r.pick(['Sound on!', 'Full review on my page.', 'Not sponsored.', 'Thanks to the team for having us.', 'Which spot should we try next?'])}`
        : null,
      platform: parsed.platform,
      videoUrl: parsed.url,
      videoId: parsed.videoId,
      embedUrl: parsed.embedUrl,
      thumbnailUrl: parsed.thumbnailUrl,
      creatorUsername: parsed.creatorUsername ?? (r.chance(0.9) ? username : null),
      isOwnContent,
      likeCount,
      commentCount: Math.round(likeCount * r.between(0.01, 0.08)),
      shareCount: Math.round(likeCount * r.between(0.005, 0.05)),
      createdAt,
    };
  }
}
