import { createRequire } from 'node:module';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REVIEW_ERRORS, REVIEW_PHOTOS_MAX, type MyReview, type ReviewPage } from '@tampa-local/domain';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP_DIR, startStrapi, type TestApp } from '@tampa-local/test-kit';
import { asVisitor, newVisitor, type Visitor } from './helpers/visitors';

/**
 * Photos of reviews (issue #37): a visitor adds up to four pictures to their own review,
 * checked by their bytes, stored without the camera's metadata, in the upload sizes and
 * served with the uploads' headers; removed with the review; refused with a clear 4xx
 * that stores nothing.
 */
const require = createRequire(import.meta.url);

let app: TestApp;
const BUSINESSES = ['photo-cafe-0', 'photo-cafe-1', 'photo-cafe-2', 'photo-cafe-3'];
const TEXT = 'The guava pastries are flaky and the cafecito is strong. Worth the line.';

function resetReviewCounts(): void {
  const limits = require(path.join(APP_DIR, 'dist', 'src', 'api', 'review', 'limits.js')) as {
    resetReviewCounts: () => void;
  };
  limits.resetReviewCounts();
}

/** A JPEG as a phone takes it: large, with the place it was taken in its EXIF data. */
const phonePhoto = (): Promise<Buffer> =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '27/1 56/1 50/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '82/1 27/1 31/1',
      },
    })
    .toBuffer();
const smallPng = (): Promise<Buffer> =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#e76f51' } })
    .png()
    .toBuffer();
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>');
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

const fileCount = () => app.strapi.db.query('plugin::upload.file').count();
const uploadsDir = () => path.join(APP_DIR, 'public');

beforeAll(async () => {
  app = await startStrapi();
  for (const slug of BUSINESSES) {
    await app.strapi.documents('api::business.business').create({
      data: { name: slug, slug, category: 'restaurants', area: 'ybor-city', reviewCount: 0, featured: false },
      status: 'published',
    });
  }
});

afterAll(async () => {
  await app?.destroy();
});

beforeEach(() => {
  resetReviewCounts();
});

async function reviewOf(visitor: Visitor, business = BUSINESSES[0]!): Promise<MyReview> {
  const res = await asVisitor(app, visitor).post('/api/account/reviews', {
    business,
    rating: 5,
    text: TEXT,
    displayName: `Visitor ${visitor.id}`,
  });
  expect(res.status).toBe(201);
  return res.body as MyReview;
}

const addPhoto = (visitor: Visitor, reviewId: number, bytes: Buffer, filename = 'IMG_2041.jpg', alt?: string) => {
  const req = asVisitor(app, visitor).multipart(`/api/account/reviews/${reviewId}/photos`);
  if (alt !== undefined) req.field('alt', alt);
  return req.attach('photo', bytes, filename);
};

describe('adding a photo', () => {
  it('stores it in the upload sizes, without the camera’s metadata, and shows it with the review', async () => {
    const visitor = await newVisitor(app);
    const review = await reviewOf(visitor);
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await addPhoto(visitor, review.id, original, 'IMG_2041.jpg', '  Guava pastries on the counter ');
    expect(res.status).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const [photo] = (res.body as MyReview).photos;
    expect(photo).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/uploads\/review_\d+_[a-z0-9]+\.jpg$/),
      srcset: expect.stringContaining('480w'),
      width: 1600,
      height: 1200,
      alt: 'Guava pastries on the counter',
    });
    expect(photo!.srcset).toContain('768w');
    expect(photo!.srcset).toContain('1280w');
    expect(photo!.url).not.toContain('IMG_2041');

    // The stored original has no EXIF: no place, no device.
    const stored = await readFile(path.join(uploadsDir(), photo!.url));
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.format).toBe('jpeg');

    // Served as a picture with the uploads' headers.
    const served = await request(app.server).get(photo!.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');

    // On the business's public page and the author's own list.
    const page = (await request(app.server).get(`/api/businesses/${BUSINESSES[0]}/reviews`)).body as ReviewPage;
    expect(page.items.find((item) => item.id === review.id)?.photos).toEqual([photo]);
    const mine = await asVisitor(app, visitor).get('/api/account/reviews');
    expect((mine.body as { reviews: MyReview[] }).reviews[0]!.photos).toEqual([photo]);
  });

  it(`takes up to ${REVIEW_PHOTOS_MAX} photos, then 409 storing nothing`, async () => {
    const visitor = await newVisitor(app);
    const review = await reviewOf(visitor, BUSINESSES[1]);
    for (let n = 0; n < REVIEW_PHOTOS_MAX; n += 1) {
      expect((await addPhoto(visitor, review.id, await smallPng(), 'p.png')).status).toBe(201);
    }
    const before = await fileCount();
    const fifth = await addPhoto(visitor, review.id, await smallPng(), 'p.png');
    expect(fifth.status).toBe(409);
    expect(fifth.body).toEqual({ error: REVIEW_ERRORS.tooManyPhotos, details: { max: REVIEW_PHOTOS_MAX } });
    expect(await fileCount()).toBe(before);

    // Two at once past the last place: one is kept, the other refused and removed.
    const other = await reviewOf(visitor, BUSINESSES[2]);
    for (let n = 0; n < REVIEW_PHOTOS_MAX - 1; n += 1) await addPhoto(visitor, other.id, await smallPng(), 'p.png');
    const racing = await Promise.all([
      addPhoto(visitor, other.id, await smallPng(), 'p.png'),
      addPhoto(visitor, other.id, await smallPng(), 'p.png'),
    ]);
    expect(racing.map((res) => res.status).sort()).toEqual([201, 409]);
    const mine = await asVisitor(app, visitor).get('/api/account/reviews');
    const stored = (mine.body as { reviews: MyReview[] }).reviews.find((item) => item.id === other.id);
    expect(stored?.photos).toHaveLength(REVIEW_PHOTOS_MAX);
  });
});

describe('refusals store nothing', () => {
  it('refuses what is not a picture, whatever its name and declared type', async () => {
    const visitor = await newVisitor(app);
    const review = await reviewOf(visitor, BUSINESSES[3]);
    const before = await fileCount();
    for (const [bytes, name] of [
      [SVG, 'photo.svg'],
      [SVG, 'photo.jpg'],
      [HTML, 'photo.png'],
      [Buffer.from('%PDF-1.4 not a picture'), 'menu.jpg'],
    ] as const) {
      const res = await addPhoto(visitor, review.id, bytes, name);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: REVIEW_ERRORS.photoType });
    }
    // A picture of 9,000 × 6,000 pixels in a few kilobytes: refused before it is unpacked.
    const bomb = await sharp({ create: { width: 9000, height: 6000, channels: 3, background: '#000000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const huge = await addPhoto(visitor, review.id, bomb, 'pier.png');
    expect(huge.status).toBe(400);
    expect(huge.body).toEqual({ error: REVIEW_ERRORS.photoPixels });
    // A picture's header over bytes that are not its pixels.
    const png = await smallPng();
    const truncated = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const broken = await addPhoto(visitor, review.id, truncated, 'broken.png');
    expect(broken.status).toBe(400);
    expect(await fileCount()).toBe(before);
  });

  it('answers every malformed request with its 4xx', async () => {
    const visitor = await newVisitor(app);
    const stranger = await newVisitor(app);
    const review = await reviewOf(visitor);
    const url = `/api/account/reviews/${review.id}/photos`;
    const png = await smallPng();
    const before = await fileCount();

    const signedOut = await request(app.server).post(url).attach('photo', png, 'p.png');
    expect(signedOut.status).toBe(401);
    const noToken = await request(app.server).post(url).set('Cookie', visitor.cookie).attach('photo', png, 'p.png');
    expect(noToken.status).toBe(403);
    const notTheirs = await addPhoto(stranger, review.id, png, 'p.png');
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body).toEqual({ error: 'Review not found' });
    expect((await addPhoto(visitor, 999999, png, 'p.png')).status).toBe(404);
    expect(
      (await asVisitor(app, visitor).multipart('/api/account/reviews/abc/photos').attach('photo', png)).status,
    ).toBe(404);

    const json = await asVisitor(app, visitor).post(url, { photo: png.toString('base64') });
    expect(json.status).toBe(415);
    const empty = await asVisitor(app, visitor).multipart(url).field('alt', 'nothing attached');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: REVIEW_ERRORS.photoMissing });
    const two = await asVisitor(app, visitor)
      .multipart(url)
      .attach('photo', png, 'a.png')
      .attach('photo', png, 'b.png');
    expect(two.status).toBe(400);
    expect(two.body).toEqual({ error: REVIEW_ERRORS.onePhoto });
    const longAlt = await addPhoto(visitor, review.id, png, 'p.png', 'x'.repeat(151));
    expect(longAlt.status).toBe(400);
    expect(longAlt.body).toEqual({ error: REVIEW_ERRORS.photoAlt });

    // Over 10 MB: refused while it arrives.
    const large = await addPhoto(visitor, review.id, Buffer.alloc(10 * 1024 * 1024 + 1024, 1), 'big.jpg');
    expect(large.status).toBe(413);
    expect(large.headers['content-type']).toMatch(/json/);

    expect(await fileCount()).toBe(before);
  });

  it('removes the temporary files of a multipart request to any route, whatever the field', async () => {
    const marker = `leftover-${process.pid}-${Date.now()}`;
    const visitor = await newVisitor(app);
    for (const url of ['/api/businesses', '/api/account/reviews', '/api/newsletter/subscriptions']) {
      await asVisitor(app, visitor).multipart(url).attach('junk', Buffer.from(marker), 'junk.txt');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const names = await readdir(tmpdir());
    for (const name of names) {
      const content = await readFile(path.join(tmpdir(), name)).catch(() => Buffer.alloc(0));
      expect(content.includes(marker)).toBe(false);
    }
  });
});

describe('removing photos', () => {
  it('removes one photo, or every photo with its review, files and sizes included', async () => {
    const visitor = await newVisitor(app);
    const stranger = await newVisitor(app);
    const review = await reviewOf(visitor, BUSINESSES[3]);
    const first = ((await addPhoto(visitor, review.id, await phonePhoto())).body as MyReview).photos[0]!;
    const second = ((await addPhoto(visitor, review.id, await smallPng(), 'p.png')).body as MyReview).photos[1]!;
    const onDisk = (url: string) =>
      readFile(path.join(uploadsDir(), url)).then(
        () => true,
        () => false,
      );
    expect(await onDisk(first.url)).toBe(true);

    const byStranger = await asVisitor(app, stranger).delete(`/api/account/reviews/${review.id}/photos/${first.id}`);
    expect(byStranger.status).toBe(404);
    const wrongReview = await asVisitor(app, visitor).delete(
      `/api/account/reviews/${review.id}/photos/${first.id + 9999}`,
    );
    expect(wrongReview.status).toBe(404);
    expect(wrongReview.body).toEqual({ error: REVIEW_ERRORS.photoNotFound });

    const removed = await asVisitor(app, visitor).delete(`/api/account/reviews/${review.id}/photos/${first.id}`);
    expect(removed.status).toBe(200);
    expect((removed.body as MyReview).photos.map((photo) => photo.id)).toEqual([second.id]);
    expect(await onDisk(first.url)).toBe(false);
    expect(await app.strapi.db.query('plugin::upload.file').findOne({ where: { id: first.id } })).toBeNull();

    expect((await asVisitor(app, visitor).delete(`/api/account/reviews/${review.id}`)).status).toBe(204);
    expect(await onDisk(second.url)).toBe(false);
    expect(await app.strapi.db.query('plugin::upload.file').findOne({ where: { id: second.id } })).toBeNull();
  });
});

describe('limits', () => {
  it('allows 40 photos an account a day, then 429 with Retry-After', async () => {
    const visitor = await newVisitor(app);
    const reviews: MyReview[] = [];
    for (const slug of BUSINESSES) reviews.push(await reviewOf(visitor, slug));
    const png = await smallPng();
    let added = 0;
    let lastPhoto = 0;
    // Four reviews hold sixteen; removing and adding again counts each addition.
    while (added < 40) {
      const review = reviews[added % reviews.length]!;
      const res = await addPhoto(visitor, review.id, png, 'p.png');
      expect(res.status).toBe(201);
      const photos = (res.body as MyReview).photos;
      lastPhoto = photos.at(-1)!.id;
      added += 1;
      if (photos.length === REVIEW_PHOTOS_MAX) {
        const emptied = await asVisitor(app, visitor).delete(`/api/account/reviews/${review.id}/photos/${lastPhoto}`);
        expect(emptied.status).toBe(200);
      }
    }
    const refused = await addPhoto(visitor, reviews[0]!.id, png, 'p.png');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: REVIEW_ERRORS.tooManyPhotoUploads });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
