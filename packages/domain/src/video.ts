import type { VideoPlatform, VideoStatus } from './vocabulary.js';

export const VIDEO_URL_MAX_LENGTH = 2048;

export interface ParsedVideo {
  ok: true;
  platform: VideoPlatform;
  videoId: string;
  /** Canonical https link to the video on its platform. */
  url: string;
  embedUrl: string;
  thumbnailUrl: string | null;
  creatorUsername: string | null;
}

export interface VideoUrlError {
  ok: false;
  error: string;
}

export type VideoUrlResult = ParsedVideo | VideoUrlError;

export const VIDEO_URL_ERRORS = {
  required: 'Video URL is required',
  tooLong: `Video URL must be at most ${VIDEO_URL_MAX_LENGTH} characters`,
  invalid: 'Video URL is not a valid URL',
  notHttps: 'Video URL must use https',
  credentials: 'Video URL must not contain a user name or password',
  port: 'Video URL must not name a port',
  unsupportedHost: 'Only TikTok, YouTube, Instagram or Vimeo links are accepted',
  notAVideo: 'That link does not point to a single video',
} as const;

/** Origins the site frames embeds from, for the Content-Security-Policy frame-src. */
export const VIDEO_EMBED_ORIGINS = [
  'https://www.tiktok.com',
  'https://www.youtube-nocookie.com',
  'https://www.instagram.com',
  'https://player.vimeo.com',
] as const;

/** Origins of the thumbnails parseVideoUrl returns, for the CSP img-src. */
export const VIDEO_THUMBNAIL_ORIGINS = ['https://i.ytimg.com'] as const;

const TIKTOK_HOSTS = ['tiktok.com', 'www.tiktok.com', 'm.tiktok.com'];
const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com'];
const YOUTU_BE_HOST = 'youtu.be';
const INSTAGRAM_HOSTS = ['instagram.com', 'www.instagram.com'];
const VIMEO_HOSTS = ['vimeo.com', 'www.vimeo.com'];
const VIMEO_PLAYER_HOST = 'player.vimeo.com';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const TIKTOK_PATH = /^\/@([A-Za-z0-9_.]{1,64})\/video\/(\d{1,32})\/?$/;
const YOUTUBE_PATH = /^\/(?:shorts|embed|live)\/([A-Za-z0-9_-]{11})\/?$/;
const YOUTU_BE_PATH = /^\/([A-Za-z0-9_-]{11})\/?$/;
const INSTAGRAM_PATH = /^\/(p|reels?|tv)\/([A-Za-z0-9_-]{5,40})\/?$/;
const VIMEO_PATH = /^\/(\d{1,20})\/?$/;
const VIMEO_PLAYER_PATH = /^\/video\/(\d{1,20})\/?$/;

function fail(error: string): VideoUrlError {
  return { ok: false, error };
}

function youtube(videoId: string): ParsedVideo {
  return {
    ok: true,
    platform: 'youtube',
    videoId,
    url: `https://www.youtube.com/watch?v=${videoId}`,
    embedUrl: `https://www.youtube-nocookie.com/embed/${videoId}`,
    thumbnailUrl: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`,
    creatorUsername: null,
  };
}

function vimeo(videoId: string): ParsedVideo {
  return {
    ok: true,
    platform: 'vimeo',
    videoId,
    url: `https://vimeo.com/${videoId}`,
    embedUrl: `https://player.vimeo.com/video/${videoId}`,
    thumbnailUrl: null,
    creatorUsername: null,
  };
}

/** Checks a creator's video link and derives what the site needs to embed it. */
export function parseVideoUrl(input: string): VideoUrlResult {
  const text = input.trim();
  if (text === '') return fail(VIDEO_URL_ERRORS.required);
  if (text.length > VIDEO_URL_MAX_LENGTH) return fail(VIDEO_URL_ERRORS.tooLong);

  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fail(VIDEO_URL_ERRORS.invalid);
  }
  if (url.protocol !== 'https:') return fail(VIDEO_URL_ERRORS.notHttps);
  if (url.username !== '' || url.password !== '') return fail(VIDEO_URL_ERRORS.credentials);
  // URL drops an explicit :443, so any port left here is a non-default one.
  if (url.port !== '') return fail(VIDEO_URL_ERRORS.port);

  const host = url.hostname;
  const path = url.pathname;

  if (TIKTOK_HOSTS.includes(host)) {
    const match = TIKTOK_PATH.exec(path);
    const user = match?.[1];
    const videoId = match?.[2];
    if (!user || !videoId) return fail(VIDEO_URL_ERRORS.notAVideo);
    return {
      ok: true,
      platform: 'tiktok',
      videoId,
      url: `https://www.tiktok.com/@${user}/video/${videoId}`,
      embedUrl: `https://www.tiktok.com/embed/v2/${videoId}`,
      // TikTok thumbnails are only available through its oEmbed API.
      thumbnailUrl: null,
      creatorUsername: user,
    };
  }

  if (YOUTUBE_HOSTS.includes(host)) {
    if (path === '/watch' || path === '/watch/') {
      const videoId = url.searchParams.get('v');
      if (videoId !== null && YOUTUBE_ID.test(videoId)) return youtube(videoId);
      return fail(VIDEO_URL_ERRORS.notAVideo);
    }
    const videoId = YOUTUBE_PATH.exec(path)?.[1];
    return videoId ? youtube(videoId) : fail(VIDEO_URL_ERRORS.notAVideo);
  }

  if (host === YOUTU_BE_HOST) {
    const videoId = YOUTU_BE_PATH.exec(path)?.[1];
    return videoId ? youtube(videoId) : fail(VIDEO_URL_ERRORS.notAVideo);
  }

  if (INSTAGRAM_HOSTS.includes(host)) {
    const match = INSTAGRAM_PATH.exec(path);
    const kind = match?.[1];
    const code = match?.[2];
    if (!kind || !code) return fail(VIDEO_URL_ERRORS.notAVideo);
    const canonicalKind = kind === 'reels' ? 'reel' : kind;
    return {
      ok: true,
      platform: 'instagram',
      videoId: code,
      url: `https://www.instagram.com/${canonicalKind}/${code}/`,
      embedUrl: `https://www.instagram.com/p/${code}/embed`,
      thumbnailUrl: null,
      creatorUsername: null,
    };
  }

  if (VIMEO_HOSTS.includes(host)) {
    const videoId = VIMEO_PATH.exec(path)?.[1];
    return videoId ? vimeo(videoId) : fail(VIDEO_URL_ERRORS.notAVideo);
  }

  if (host === VIMEO_PLAYER_HOST) {
    const videoId = VIMEO_PLAYER_PATH.exec(path)?.[1];
    return videoId ? vimeo(videoId) : fail(VIDEO_URL_ERRORS.notAVideo);
  }

  return fail(VIDEO_URL_ERRORS.unsupportedHost);
}

// Moderation

export const VIDEO_TRANSITIONS: Record<VideoStatus, readonly VideoStatus[]> = {
  pending: ['active', 'rejected'],
  active: ['pending'],
  rejected: [],
};

export function canTransition(from: VideoStatus, to: VideoStatus): boolean {
  return VIDEO_TRANSITIONS[from].includes(to);
}

export const VIDEO_ACTION_NAMES = ['approve', 'reject', 'hide'] as const;
export type VideoAction = (typeof VIDEO_ACTION_NAMES)[number];

/** Admin actions offered per status; delete is always offered, so it is not listed. */
export const VIDEO_ACTIONS: Record<VideoStatus, readonly VideoAction[]> = {
  pending: ['approve', 'reject'],
  active: ['hide'],
  rejected: [],
};

export interface VideoActionTarget {
  status: VideoStatus;
  /** Moderation note stored with the video; null clears it. */
  notes: string | null;
}

export const ACTION_TARGET: Record<VideoAction, VideoActionTarget> = {
  approve: { status: 'active', notes: null },
  reject: { status: 'rejected', notes: 'Content not suitable' },
  hide: { status: 'pending', notes: 'Under review' },
};

export const VIDEO_ACTION_LABELS: Record<VideoAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  hide: 'Hide',
};
