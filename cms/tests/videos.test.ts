import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  TEST_ADMIN_KEY,
  moderatorSession,
  resetAdminKeyFailures,
  startStrapi,
  type AsModerator,
  type TestApp,
} from '@tampa-local/test-kit';
import { loadFixtures, type Fixtures } from './helpers/fixtures';

let app: TestApp;
let fixtures: Fixtures;
/** Moderation is done by a signed-in moderator; the admin key does not moderate. */
let asAdmin: AsModerator;

beforeAll(async () => {
  app = await startStrapi();
  fixtures = await loadFixtures(app.strapi);
  asAdmin = await moderatorSession(app);
});

afterAll(async () => {
  await app?.destroy();
});

beforeEach(() => resetAdminKeyFailures());

const KEY_NOT_FOR_MODERATION = {
  error: 'The admin key only serves the CSV export and the stats: sign in as a moderator to moderate.',
};

describe('GET /api/businesses/:idOrSlug/videos', () => {
  it('lists only active videos to the public, newest first, without moderation fields', async () => {
    const res = await request(app.server).get('/api/businesses/harbor-brunch/videos');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(4);
    expect(res.body.every((v: { status: string }) => v.status === 'active')).toBe(true);
    expect(res.body.map((v: { id: string }) => v.id)).toEqual([
      fixtures.videos.active4,
      fixtures.videos.active3,
      fixtures.videos.active2,
      fixtures.videos.active1,
    ]);
    const tiktok = res.body.find((v: { id: string }) => v.id === fixtures.videos.active1);
    expect(tiktok).toEqual({
      id: fixtures.videos.active1,
      businessId: fixtures.businesses['harbor-brunch'],
      status: 'active',
      title: 'Harbor Brunch active1',
      description: null,
      platform: 'tiktok',
      videoUrl: 'https://www.tiktok.com/@mariaeatstampa/video/7301234567890123451',
      embedUrl: 'https://www.tiktok.com/embed/v2/7301234567890123451',
      thumbnailUrl: null,
      creatorUsername: 'mariaeatstampa',
      isOwnContent: true,
      likeCount: 1540000,
      commentCount: 12,
      shareCount: 3,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('lists every status, with notes, to a moderator', async () => {
    const res = await asAdmin(request(app.server).get('/api/businesses/harbor-brunch/videos'));
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(6);
    const rejected = res.body.find((v: { id: string }) => v.id === fixtures.videos.rejected);
    expect(rejected).toMatchObject({ status: 'rejected', notes: 'Content not suitable' });
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('shows only the public list to the admin key, which does not moderate', async () => {
    const res = await request(app.server)
      .get('/api/businesses/harbor-brunch/videos')
      .set('X-Admin-Key', TEST_ADMIN_KEY);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(4);
  });

  it('answers 404 for an unknown business', async () => {
    const res = await request(app.server).get('/api/businesses/nowhere/videos');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Business not found' });
  });
});

describe('POST /api/businesses/:idOrSlug/videos', () => {
  const post = (slug: string, body: unknown) =>
    asAdmin(request(app.server).post(`/api/businesses/${slug}/videos`)).send(body as object);

  it('adds a pending video, deriving platform, embed and creator from the URL', async () => {
    const res = await post('ybor-taco-garage', {
      videoUrl: '  https://www.tiktok.com/@tacofan/video/7301234567890000001?is_from_webapp=1  ',
      title: 'Birria night',
      description: '',
      isOwnContent: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      businessId: fixtures.businesses['ybor-taco-garage'],
      status: 'pending',
      title: 'Birria night',
      description: null,
      platform: 'tiktok',
      embedUrl: 'https://www.tiktok.com/embed/v2/7301234567890000001',
      creatorUsername: 'tacofan',
      isOwnContent: true,
      likeCount: 0,
      notes: null,
    });
    const publicList = await request(app.server).get('/api/businesses/ybor-taco-garage/videos');
    expect(publicList.body).toEqual([]);
    const adminList = await asAdmin(request(app.server).get('/api/businesses/ybor-taco-garage/videos'));
    expect(adminList.body.map((v: { id: string }) => v.id)).toContain(res.body.id);
  });

  it('accepts YouTube, Instagram and Vimeo links and embeds them from their own domains', async () => {
    const youtube = await post('cigar-city-social-club', { videoUrl: 'https://youtu.be/abcdefghijk' });
    expect(youtube.status).toBe(201);
    expect(youtube.body).toMatchObject({
      platform: 'youtube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk',
      thumbnailUrl: 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
      isOwnContent: false,
    });
    const instagram = await post('cigar-city-social-club', { videoUrl: 'https://www.instagram.com/p/Cabcdef12345/' });
    expect(instagram.body).toMatchObject({
      platform: 'instagram',
      embedUrl: 'https://www.instagram.com/p/Cabcdef12345/embed',
    });
    const vimeo = await post('cigar-city-social-club', { videoUrl: 'https://vimeo.com/76979871' });
    expect(vimeo.body).toMatchObject({ platform: 'vimeo', embedUrl: 'https://player.vimeo.com/video/76979871' });
  });

  it('refuses the same video twice for a business', async () => {
    const first = await post('pier-60-sunset-beach', { videoUrl: 'https://vimeo.com/11111111' });
    expect(first.status).toBe(201);
    const again = await post('pier-60-sunset-beach', { videoUrl: 'https://vimeo.com/11111111' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This video is already added to this business');
  });

  it.each([
    [{}, 'Video URL is required'],
    [{ videoUrl: '' }, 'Video URL is required'],
    [{ videoUrl: 'not a url' }, 'Video URL is not a valid URL'],
    [{ videoUrl: 'http://www.tiktok.com/@a/video/7301234567890000001' }, 'Video URL must use https'],
    [{ videoUrl: 'https://evil.example/video.mp4' }, 'Only TikTok, YouTube, Instagram or Vimeo links are accepted'],
    [{ videoUrl: 'javascript:alert(1)' }, 'Video URL must use https'],
    [{ videoUrl: 'https://www.tiktok.com/@someone' }, 'That link does not point to a single video'],
    [{ videoUrl: 42 }, 'videoUrl must be text'],
    [{ videoUrl: 'https://vimeo.com/1', isOwnContent: 'yes' }, 'isOwnContent must be true or false'],
    [{ videoUrl: 'https://vimeo.com/1', title: 'x'.repeat(201) }, 'title must be at most 200 characters'],
    [[], 'Request body must be a JSON object'],
  ])('answers 400 for %j', async (body, message) => {
    const res = await post('harbor-brunch', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });

  it('never stores or returns client-supplied HTML', async () => {
    const res = await post('heights-tacos-100-natural', {
      videoUrl: 'https://www.tiktok.com/@a/video/7301234567890000099',
      embedHtml: '<script>alert(1)</script>',
      embedUrl: 'https://evil.example/embed',
    });
    expect(res.status).toBe(201);
    expect(res.body.embedUrl).toBe('https://www.tiktok.com/embed/v2/7301234567890000099');
    expect(JSON.stringify(res.body)).not.toContain('<script');
    expect(res.body).not.toHaveProperty('embedHtml');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await asAdmin(request(app.server).post('/api/businesses/harbor-brunch/videos'))
      .set('Content-Type', 'application/json')
      .send('{"videoUrl": ');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(typeof res.body.error).toBe('string');
  });

  it('answers 404 for an unknown or draft business', async () => {
    for (const slug of ['nowhere', 'secret-draft-cafe']) {
      const res = await post(slug, { videoUrl: 'https://vimeo.com/22222222' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Business not found' });
    }
  });

  it("needs a moderator's session: the admin key, even the right one, does not add videos", async () => {
    const missing = await request(app.server)
      .post('/api/businesses/harbor-brunch/videos')
      .send({ videoUrl: 'https://vimeo.com/3' });
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ error: 'Sign in required' });
    const withKey = await request(app.server)
      .post('/api/businesses/harbor-brunch/videos')
      .set('X-Admin-Key', TEST_ADMIN_KEY)
      .send({ videoUrl: 'https://vimeo.com/3' });
    expect(withKey.status).toBe(401);
    expect(withKey.body).toEqual(KEY_NOT_FOR_MODERATION);
  });
});

describe('moderation and deletion', () => {
  const moderate = (id: string, body: unknown) =>
    asAdmin(request(app.server).post(`/api/business-videos/${id}/moderate`)).send(body as object);

  const addPending = async (videoUrl: string): Promise<string> => {
    const res = await asAdmin(request(app.server).post('/api/businesses/hyde-park-strength-lab/videos')).send({
      videoUrl,
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };

  it('follows the status machine: approve, hide, approve, and reject from pending', async () => {
    const id = await addPending('https://vimeo.com/30000001');
    const approved = await moderate(id, { status: 'active' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id, status: 'active', notes: null, moderatedAt: expect.any(String) });
    const publicList = await request(app.server).get('/api/businesses/hyde-park-strength-lab/videos');
    expect(publicList.body.map((v: { id: string }) => v.id)).toEqual([id]);
    const list = await request(app.server).get('/api/businesses?q=strength');
    expect(list.body[0].activeVideoCount).toBe(1);

    const hidden = await moderate(id, { status: 'pending', notes: 'Under review' });
    expect(hidden.body).toMatchObject({ status: 'pending', notes: 'Under review' });

    const rejected = await moderate(id, { status: 'rejected', notes: 'Content not suitable' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', notes: 'Content not suitable' });
  });

  it.each([
    ['rejected', 'active'],
    ['rejected', 'pending'],
    ['active', 'rejected'],
    ['pending', 'pending'],
  ])('refuses %s → %s with 409', async (from, to) => {
    const id = await addPending(`https://vimeo.com/4${Math.floor(Math.random() * 1e7)}`);
    if (from === 'active') await moderate(id, { status: 'active' });
    if (from === 'rejected') await moderate(id, { status: 'rejected' });
    const res = await moderate(id, { status: to });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(`A ${from} video cannot become ${to}`);
  });

  it('answers 400 for an unknown or missing status and 404 for an unknown video', async () => {
    const id = await addPending('https://vimeo.com/50000001');
    expect((await moderate(id, { status: 'published' })).body.error).toBe('Unknown status "published"');
    expect((await moderate(id, {})).body.error).toBe('status is required');
    expect((await moderate(id, { status: 5 })).body.error).toBe('status must be text');
    const unknown = await moderate('does-not-exist', { status: 'active' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Video not found' });
  });

  it('deletes a video in any status, then answers 404', async () => {
    for (const key of ['pending', 'rejected', 'active1'] as const) {
      const id = fixtures.videos[key];
      const res = await asAdmin(request(app.server).delete(`/api/business-videos/${id}`));
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      const again = await asAdmin(request(app.server).delete(`/api/business-videos/${id}`));
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ error: 'Video not found' });
    }
    const remaining = await asAdmin(request(app.server).get('/api/businesses/harbor-brunch/videos'));
    expect(remaining.body).toHaveLength(3);
  });

  it("needs a moderator's session to moderate or delete: the admin key is refused", async () => {
    const before = (await request(app.server).get('/api/businesses/harbor-brunch/videos')).body as unknown[];
    const res = await request(app.server).delete(`/api/business-videos/${fixtures.videos.active2}`);
    expect(res.status).toBe(401);
    const mod = await request(app.server)
      .post(`/api/business-videos/${fixtures.videos.active2}/moderate`)
      .send({ status: 'pending' });
    expect(mod.status).toBe(401);
    for (const withKey of [
      request(app.server).delete(`/api/business-videos/${fixtures.videos.active2}`),
      request(app.server).post(`/api/business-videos/${fixtures.videos.active2}/moderate`).send({ status: 'pending' }),
    ]) {
      const refused = await withKey.set('X-Admin-Key', TEST_ADMIN_KEY);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual(KEY_NOT_FOR_MODERATION);
    }
    expect((await request(app.server).get('/api/businesses/harbor-brunch/videos')).body).toEqual(before);
  });
});

describe('GET /api/business-videos/pending (the moderation queue)', () => {
  type Pending = { id: string; status: string; businessName: string; businessSlug: string; createdAt: string };
  const queue = (query = '') => asAdmin(request(app.server).get(`/api/business-videos/pending${query}`));

  it("needs a moderator's session (not the admin key), and is never stored by shared caches", async () => {
    expect((await request(app.server).get('/api/business-videos/pending')).status).toBe(401);
    const withKey = await request(app.server).get('/api/business-videos/pending').set('X-Admin-Key', TEST_ADMIN_KEY);
    expect(withKey.status).toBe(401);
    expect(withKey.body).toEqual(KEY_NOT_FOR_MODERATION);
    const res = await queue();
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('lists pending videos of every business, oldest first, with their business; moderating takes one out', async () => {
    const add = async (business: string, videoUrl: string) => {
      const res = await asAdmin(request(app.server).post(`/api/businesses/${business}/videos`)).send({ videoUrl });
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    const before = await queue();
    const total = Number(before.headers['x-total-count']);
    expect((before.body as Pending[]).length).toBe(total);
    expect((before.body as Pending[]).every((video) => video.status === 'pending')).toBe(true);

    const first = await add('ybor-taco-garage', 'https://vimeo.com/40000001');
    const second = await add('hyde-park-strength-lab', 'https://vimeo.com/40000002');
    const after = await queue();
    expect(after.headers['x-total-count']).toBe(String(total + 2));
    const listed = after.body as Pending[];
    expect(listed.slice(-2).map((video) => [video.id, video.businessSlug])).toEqual([
      [first, 'ybor-taco-garage'],
      [second, 'hyde-park-strength-lab'],
    ]);
    expect(listed.at(-2)?.businessName).toBe('Ybor Taco Garage');
    const times = listed.map((video) => Date.parse(video.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const page = await queue(`?limit=1&offset=${total + 1}`);
    expect((page.body as Pending[]).map((video) => video.id)).toEqual([second]);
    expect(page.headers['x-total-count']).toBe(String(total + 2));

    const approved = await asAdmin(request(app.server).post(`/api/business-videos/${first}/moderate`)).send({
      status: 'active',
    });
    expect(approved.status).toBe(200);
    const now = await queue();
    expect(now.headers['x-total-count']).toBe(String(total + 1));
    expect((now.body as Pending[]).map((video) => video.id)).not.toContain(first);
  });

  it('answers 400 for a bad page', async () => {
    expect((await queue('?limit=0')).status).toBe(400);
    expect((await queue('?offset=-1')).status).toBe(400);
  });
});
