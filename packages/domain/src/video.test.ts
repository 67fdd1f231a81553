import { describe, expect, it } from 'vitest';
import {
  ACTION_TARGET,
  canTransition,
  parseVideoUrl,
  VIDEO_ACTION_LABELS,
  VIDEO_ACTIONS,
  VIDEO_EMBED_ORIGINS,
  VIDEO_TRANSITIONS,
  VIDEO_URL_MAX_LENGTH,
} from './video.js';
import { VIDEO_STATUSES } from './vocabulary.js';

const YT = 'dQw4w9WgXcQ';
const youtube = {
  ok: true,
  platform: 'youtube',
  videoId: YT,
  url: `https://www.youtube.com/watch?v=${YT}`,
  embedUrl: `https://www.youtube-nocookie.com/embed/${YT}`,
  thumbnailUrl: `https://i.ytimg.com/vi/${YT}/hqdefault.jpg`,
  creatorUsername: null,
};

describe('parseVideoUrl: TikTok', () => {
  it('reads the creator and video id', () => {
    expect(parseVideoUrl('https://www.tiktok.com/@tampa.eats/video/7301234567890123456?lang=en')).toEqual({
      ok: true,
      platform: 'tiktok',
      videoId: '7301234567890123456',
      url: 'https://www.tiktok.com/@tampa.eats/video/7301234567890123456',
      embedUrl: 'https://www.tiktok.com/embed/v2/7301234567890123456',
      thumbnailUrl: null,
      creatorUsername: 'tampa.eats',
    });
  });

  it('accepts the bare and mobile hosts and a trailing slash', () => {
    for (const host of ['tiktok.com', 'm.tiktok.com', 'WWW.TIKTOK.COM']) {
      const result = parseVideoUrl(`https://${host}/@ybor_fan/video/123/`);
      expect(result.ok && result.embedUrl).toBe('https://www.tiktok.com/embed/v2/123');
    }
  });

  it('rejects profile pages and non-numeric ids', () => {
    const error = {
      ok: false,
      error: 'That link does not point to a single video',
    };
    expect(parseVideoUrl('https://www.tiktok.com/@tampa.eats')).toEqual(error);
    expect(parseVideoUrl('https://www.tiktok.com/@tampa.eats/video/abc')).toEqual(error);
    expect(parseVideoUrl('https://www.tiktok.com/')).toEqual(error);
  });
});

describe('parseVideoUrl: YouTube', () => {
  it('accepts every link shape for one video', () => {
    for (const link of [
      `https://www.youtube.com/watch?v=${YT}`,
      `https://youtube.com/watch?v=${YT}&t=42s`,
      `https://m.youtube.com/watch?feature=share&v=${YT}`,
      `https://www.youtube.com/shorts/${YT}`,
      `https://www.youtube.com/embed/${YT}`,
      `https://www.youtube.com/live/${YT}?si=abc`,
      `https://youtu.be/${YT}`,
      `https://youtu.be/${YT}?t=10`,
      `  https://youtu.be/${YT}/  `,
    ]) {
      expect(parseVideoUrl(link)).toEqual(youtube);
    }
  });

  it('needs an 11-character id', () => {
    const error = {
      ok: false,
      error: 'That link does not point to a single video',
    };
    expect(parseVideoUrl('https://www.youtube.com/watch?v=short')).toEqual(error);
    expect(parseVideoUrl(`https://www.youtube.com/watch?v=${YT}X`)).toEqual(error);
    expect(parseVideoUrl('https://www.youtube.com/watch')).toEqual(error);
    expect(parseVideoUrl('https://www.youtube.com/@TampaBayChannel')).toEqual(error);
    expect(parseVideoUrl('https://youtu.be/')).toEqual(error);
    expect(parseVideoUrl(`https://www.youtube.com/shorts/${YT}/extra`)).toEqual(error);
  });
});

describe('parseVideoUrl: Instagram', () => {
  it('embeds posts, reels and TV through the post embed', () => {
    expect(parseVideoUrl('https://www.instagram.com/reel/C1a2B3c4D5e/?igsh=xyz')).toEqual({
      ok: true,
      platform: 'instagram',
      videoId: 'C1a2B3c4D5e',
      url: 'https://www.instagram.com/reel/C1a2B3c4D5e/',
      embedUrl: 'https://www.instagram.com/p/C1a2B3c4D5e/embed',
      thumbnailUrl: null,
      creatorUsername: null,
    });
    const reels = parseVideoUrl('https://instagram.com/reels/C1a2B3c4D5e');
    expect(reels.ok && reels.url).toBe('https://www.instagram.com/reel/C1a2B3c4D5e/');
    const post = parseVideoUrl('https://instagram.com/p/Ab-_1');
    expect(post.ok && post.embedUrl).toBe('https://www.instagram.com/p/Ab-_1/embed');
    const tv = parseVideoUrl('https://www.instagram.com/tv/Ab-_1xyz/');
    expect(tv.ok && tv.url).toBe('https://www.instagram.com/tv/Ab-_1xyz/');
  });

  it('rejects profiles and codes of the wrong length', () => {
    const error = {
      ok: false,
      error: 'That link does not point to a single video',
    };
    expect(parseVideoUrl('https://www.instagram.com/tampalocal/')).toEqual(error);
    expect(parseVideoUrl('https://www.instagram.com/p/abcd/')).toEqual(error);
    expect(parseVideoUrl(`https://www.instagram.com/p/${'a'.repeat(41)}/`)).toEqual(error);
  });
});

describe('parseVideoUrl: Vimeo', () => {
  it('accepts page and player links', () => {
    const expected = {
      ok: true,
      platform: 'vimeo',
      videoId: '76979871',
      url: 'https://vimeo.com/76979871',
      embedUrl: 'https://player.vimeo.com/video/76979871',
      thumbnailUrl: null,
      creatorUsername: null,
    };
    expect(parseVideoUrl('https://vimeo.com/76979871')).toEqual(expected);
    expect(parseVideoUrl('https://player.vimeo.com/video/76979871?autoplay=1')).toEqual(expected);
  });

  it('rejects channel and player pages without a numeric id', () => {
    const error = {
      ok: false,
      error: 'That link does not point to a single video',
    };
    expect(parseVideoUrl('https://vimeo.com/channels/staffpicks')).toEqual(error);
    expect(parseVideoUrl('https://player.vimeo.com/76979871')).toEqual(error);
  });
});

describe('parseVideoUrl: rejected input', () => {
  it('requires a value', () => {
    expect(parseVideoUrl('')).toEqual({
      ok: false,
      error: 'Video URL is required',
    });
    expect(parseVideoUrl('   ')).toEqual({
      ok: false,
      error: 'Video URL is required',
    });
  });

  it('requires an absolute URL', () => {
    const error = { ok: false, error: 'Video URL is not a valid URL' };
    expect(parseVideoUrl('youtube.com/watch?v=dQw4w9WgXcQ')).toEqual(error);
    expect(parseVideoUrl('not a link')).toEqual(error);
    expect(parseVideoUrl('https://')).toEqual(error);
  });

  it('requires https', () => {
    const error = { ok: false, error: 'Video URL must use https' };
    expect(parseVideoUrl(`http://youtu.be/${YT}`)).toEqual(error);
    expect(parseVideoUrl('javascript:alert(1)')).toEqual(error);
    expect(parseVideoUrl('ftp://vimeo.com/1')).toEqual(error);
  });

  it('refuses other hosts, including look-alikes', () => {
    const error = {
      ok: false,
      error: 'Only TikTok, YouTube, Instagram or Vimeo links are accepted',
    };
    expect(parseVideoUrl('https://example.com/watch?v=dQw4w9WgXcQ')).toEqual(error);
    expect(parseVideoUrl(`https://youtube.com.evil.example/watch?v=${YT}`)).toEqual(error);
    expect(parseVideoUrl(`https://notyoutube.com/watch?v=${YT}`)).toEqual(error);
    expect(parseVideoUrl(`https://music.youtube.com/watch?v=${YT}`)).toEqual(error);
  });

  it('refuses credentials, non-default ports and overlong links', () => {
    expect(parseVideoUrl(`https://user:pass@youtu.be/${YT}`)).toEqual({
      ok: false,
      error: 'Video URL must not contain a user name or password',
    });
    expect(parseVideoUrl(`https://youtu.be:8443/${YT}`)).toEqual({
      ok: false,
      error: 'Video URL must not name a port',
    });
    expect(parseVideoUrl(`https://youtu.be:443/${YT}`)).toEqual(youtube);
    const long = `https://youtu.be/${YT}?pad=${'x'.repeat(VIDEO_URL_MAX_LENGTH)}`;
    expect(parseVideoUrl(long)).toEqual({
      ok: false,
      error: 'Video URL must be at most 2048 characters',
    });
  });
});

describe('VIDEO_EMBED_ORIGINS', () => {
  it('covers the origin of every embed URL', () => {
    const links = [
      'https://www.tiktok.com/@a/video/1',
      `https://youtu.be/${YT}`,
      'https://www.instagram.com/p/Abcde/',
      'https://vimeo.com/1',
    ];
    for (const link of links) {
      const result = parseVideoUrl(link);
      if (!result.ok) throw new Error(result.error);
      expect(VIDEO_EMBED_ORIGINS).toContain(new URL(result.embedUrl).origin);
    }
    expect(VIDEO_EMBED_ORIGINS).toHaveLength(4);
  });
});

describe('video moderation', () => {
  it('allows only the listed status changes', () => {
    expect(VIDEO_TRANSITIONS).toEqual({
      pending: ['active', 'rejected'],
      active: ['pending'],
      rejected: [],
    });
    expect(canTransition('pending', 'active')).toBe(true);
    expect(canTransition('pending', 'rejected')).toBe(true);
    expect(canTransition('active', 'pending')).toBe(true);
    expect(canTransition('active', 'rejected')).toBe(false);
    expect(canTransition('rejected', 'active')).toBe(false);
    expect(canTransition('rejected', 'pending')).toBe(false);
    expect(canTransition('pending', 'pending')).toBe(false);
  });

  it('offers actions per status with their targets and labels', () => {
    expect(VIDEO_ACTIONS).toEqual({
      pending: ['approve', 'reject'],
      active: ['hide'],
      rejected: [],
    });
    expect(ACTION_TARGET).toEqual({
      approve: { status: 'active', notes: null },
      reject: { status: 'rejected', notes: 'Content not suitable' },
      hide: { status: 'pending', notes: 'Under review' },
    });
    expect(VIDEO_ACTION_LABELS).toEqual({
      approve: 'Approve',
      reject: 'Reject',
      hide: 'Hide',
    });
  });

  it('only offers actions whose target is an allowed transition', () => {
    for (const status of VIDEO_STATUSES) {
      for (const action of VIDEO_ACTIONS[status]) {
        expect(canTransition(status, ACTION_TARGET[action].status)).toBe(true);
      }
    }
  });
});
