import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInEditor, startStrapi, type TestApp } from '@tampa-local/test-kit';
import { srcsetOf } from '../src/core/db/images';

/**
 * A picture an editor uploads in the panel reaches the site in the sizes the cms makes
 * of it: the API's imageSrcset lists each with its width, and each is served, smaller
 * than the original, so a phone never has to load the full-size photo.
 */
const EDITOR = { email: 'pictures@tampalocal.example', password: 'Pelican-Photo-2026' };

let app: TestApp;
let token: string;
const uploaded: number[] = [];

beforeAll(async () => {
  app = await startStrapi();
  token = await signInEditor(app, { ...EDITOR, firstname: 'Picture', lastname: 'Editor' });
});

afterAll(async () => {
  const upload = app?.strapi.plugin('upload').service('upload') as unknown as {
    remove: (file: { id: number }) => Promise<unknown>;
  };
  for (const id of uploaded) {
    const file = (await app.strapi.db.query('plugin::upload.file').findOne({ where: { id } })) as { id: number } | null;
    if (file) await upload.remove(file);
  }
  await app?.destroy();
});

describe('responsive pictures', () => {
  it('an editor’s 1600 px photo is served at 480, 768 and 1280 px too, each listed in imageSrcset', async () => {
    const photo = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: { r: 20, g: 120, b: 160 } },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    const res = await request(app.server)
      .post('/upload')
      .set('Authorization', `Bearer ${token}`)
      .attach('files', photo, { filename: 'bayshore.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(201);
    const file = (res.body as Array<{ id: number; url: string }>)[0]!;
    uploaded.push(file.id);

    await app.strapi.documents('api::business.business').create({
      data: {
        name: 'Bayshore Picture Cafe',
        category: 'restaurants',
        area: 'south-tampa',
        reviewCount: 0,
        featured: false,
        image: file.id,
      } as never,
      status: 'published',
    });
    const business = await request(app.server).get('/api/businesses/bayshore-picture-cafe');
    expect(business.status).toBe(200);
    const { imageUrl, imageSrcset } = business.body as { imageUrl: string; imageSrcset: string };
    expect(imageUrl).toBe(file.url);

    const candidates = imageSrcset.split(', ').map((candidate) => candidate.split(' ') as [string, string]);
    expect(candidates.map(([, width]) => width)).toEqual(['245w', '480w', '768w', '1280w', '1600w']);
    expect(candidates.at(-1)?.[0]).toBe(file.url);

    // The same picture wherever the business is listed: its category, a search, a search's name match.
    const listed = await request(app.server).get('/api/businesses?category=restaurants&q=bayshore');
    expect(listed.body).toEqual([expect.objectContaining({ slug: 'bayshore-picture-cafe', imageUrl, imageSrcset })]);
    for (const q of ['bayshore picture', 'south tampa bayshore']) {
      const found = await request(app.server).get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(found.body.businesses, q).toEqual([expect.objectContaining({ imageUrl, imageSrcset })]);
    }

    // And a creator's, on their page, in the creators' list and in a search.
    await app.strapi.documents('api::influencer.influencer').create({
      data: {
        name: 'Bayshore Lens',
        handle: '@bayshorelens',
        niche: 'Photography',
        followerCount: 12,
        image: file.id,
      } as never,
      status: 'published',
    });
    const creator = await request(app.server).get('/api/influencers/bayshore-lens');
    expect(creator.body).toMatchObject({ imageUrl, imageSrcset });
    const creators = await request(app.server).get('/api/influencers?niche=photography');
    expect(creators.body).toEqual([expect.objectContaining({ slug: 'bayshore-lens', imageUrl, imageSrcset })]);
    const search = await request(app.server).get('/api/search?q=bayshorelens');
    expect(search.body.influencers).toEqual([expect.objectContaining({ imageUrl, imageSrcset })]);

    const original = await request(app.server).get(file.url);
    for (const [url, width] of candidates.slice(0, -1)) {
      const served = await request(app.server).get(url);
      expect(served.status, url).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\//);
      expect((await sharp(served.body as Buffer).metadata()).width).toBe(Number.parseInt(width, 10));
      expect((served.body as Buffer).length).toBeLessThan((original.body as Buffer).length);
    }
  });

  it('a business without a picture has neither', async () => {
    await app.strapi.documents('api::business.business').create({
      data: { name: 'Bare Kiosk', category: 'shopping', area: 'ybor-city', reviewCount: 0, featured: false } as never,
      status: 'published',
    });
    const res = await request(app.server).get('/api/businesses/bare-kiosk');
    expect(res.body).toMatchObject({ imageUrl: null, imageSrcset: null });
  });
});

describe('srcsetOf', () => {
  it('lists every size narrowest first, from JSON text (SQLite) or an object (PostgreSQL)', () => {
    const formats = {
      small: { url: '/uploads/small_a.jpg', width: 480 },
      thumbnail: { url: '/uploads/thumbnail_a.jpg', width: 245 },
    };
    const expected = '/uploads/thumbnail_a.jpg 245w, /uploads/small_a.jpg 480w, /uploads/a.jpg 800w';
    expect(srcsetOf({ url: '/uploads/a.jpg', width: 800, formats })).toBe(expected);
    expect(srcsetOf({ url: '/uploads/a.jpg', width: 800, formats: JSON.stringify(formats) })).toBe(expected);
  });

  it('keeps srcset syntax intact: no raw spaces or commas in a URL, one URL per width', () => {
    expect(
      srcsetOf({
        url: '/uploads/a b,c.jpg',
        width: 500,
        formats: { small: { url: '/uploads/s.jpg', width: 500 }, bad: { url: 7, width: 'x' } },
      }),
    ).toBe('/uploads/s.jpg 500w');
    expect(srcsetOf({ url: '/uploads/a b,c.jpg', width: 900, formats: null })).toBe('/uploads/a%20b%2Cc.jpg 900w');
  });

  it('is null when no width is known or the formats are not JSON', () => {
    expect(srcsetOf({ url: '/uploads/a.jpg', width: null, formats: 'not json' })).toBeNull();
  });
});
