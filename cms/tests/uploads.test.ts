import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInEditor, startStrapi, type TestApp } from '@tampa-local/test-kit';

/**
 * Uploads over HTTP, as the editors' panel (/upload, signed in) and an API client
 * (/api/upload, with an API token) send them: only pictures, recognised by their bytes,
 * whatever the file name and the declared type say; refusals are 400 JSON and store nothing.
 */
const NOT_AN_IMAGE = 'Only pictures can be uploaded: JPEG, PNG, GIF, WebP or AVIF.';
const EDITOR = { email: 'uploads@tampalocal.example', password: 'Pelican-Pier-2026' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const HTML = Buffer.from('<!doctype html><script>fetch("/admin").then(r=>r.text()).then(alert)</script>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>');

type StoredFile = { id: number; url: string; mime: string };

let app: TestApp;
let panelToken: string;
let apiToken: string;
const stored: StoredFile[] = [];

beforeAll(async () => {
  app = await startStrapi();
  panelToken = await signInEditor(app, { ...EDITOR, firstname: 'Upload', lastname: 'Tester' });
  const tokens = app.strapi.service('admin::api-token') as unknown as {
    create: (attributes: Record<string, unknown>) => Promise<{ accessKey: string }>;
  };
  apiToken = (await tokens.create({ name: 'uploads test', type: 'full-access', lifespan: null })).accessKey;
});

afterAll(async () => {
  const upload = app?.strapi.plugin('upload').service('upload') as unknown as {
    remove: (file: unknown) => Promise<unknown>;
  };
  for (const file of stored) {
    const row: unknown = await app.strapi.db.query('plugin::upload.file').findOne({ where: { id: file.id } });
    if (row) await upload.remove(row);
  }
  await app?.destroy();
});

const fileCount = () => app.strapi.db.query('plugin::upload.file').count();

const through = {
  panel: (path = '/upload') => request(app.server).post(path).set('Authorization', `Bearer ${panelToken}`),
  api: (path = '/api/upload') => request(app.server).post(path).set('Authorization', `Bearer ${apiToken}`),
};

/** The refusal's message, in the panel's error format or the API's. */
const refusal = (body: unknown): unknown => {
  const error = (body as { error?: unknown }).error;
  return typeof error === 'string' ? error : (error as { message?: unknown } | undefined)?.message;
};

describe.each(['panel', 'api'] as const)('uploading through the %s', (via) => {
  it.each([
    ['an HTML page named like a picture', HTML, 'cover.png', 'image/png'],
    ['an SVG with a script', SVG, 'logo.svg', 'image/svg+xml'],
    ['an SVG named like a picture', SVG, 'logo.jpg', 'image/jpeg'],
  ])('refuses %s with a 400 and stores nothing', async (_what, contents, filename, contentType) => {
    const before = await fileCount();
    const res = await through[via]().attach('files', contents, { filename, contentType });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(refusal(res.body)).toBe(NOT_AN_IMAGE);
    expect(await fileCount()).toBe(before);
  });

  it('keeps a real picture, whatever type the client declares, and serves it inline as a picture', async () => {
    const res = await through[via]().attach('files', PNG, {
      filename: 'dot.png',
      contentType: 'application/octet-stream',
    });
    expect(res.status).toBe(201);
    const [file] = res.body as StoredFile[];
    if (!file) throw new Error('no file in the answer');
    stored.push(file);
    const served = await request(app.server).get(file.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe('replacing a stored picture in the panel', () => {
  it('refuses a replacement that is not a picture and keeps the original', async () => {
    const original = await through.panel().attach('files', PNG, { filename: 'keep.png', contentType: 'image/png' });
    const [file] = original.body as StoredFile[];
    if (!file) throw new Error('no file in the answer');
    stored.push(file);
    const res = await through
      .panel(`/upload?id=${file.id}`)
      .attach('files', HTML, { filename: 'keep.png', contentType: 'image/png' });
    expect(res.status).toBe(400);
    expect(refusal(res.body)).toBe(NOT_AN_IMAGE);
    const kept = (await app.strapi.db.query('plugin::upload.file').findOne({ where: { id: file.id } })) as StoredFile;
    expect(kept.url).toBe(file.url);
    expect((await request(app.server).get(kept.url)).headers['content-type']).toBe('image/png');
  });
});
