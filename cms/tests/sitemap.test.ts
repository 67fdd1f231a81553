import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitemapEntry, SitemapIndex, SitemapType } from '@tampa-local/domain';
import { startStrapi, type TestApp } from '@tampa-local/test-kit';
import { loadFixtures, type Fixtures } from './helpers/fixtures';

/**
 * The sitemap API: every published business and creator exactly once, in chunks of at
 * most chunkSize (3 here, to cross chunk boundaries with the fixtures), each with the
 * newest change of its entries; drafts never; edits at once.
 */
let app: TestApp;
let fixtures: Fixtures;

beforeAll(async () => {
  app = await startStrapi({ env: { SITEMAP_CHUNK_SIZE: '3' } });
  fixtures = await loadFixtures(app.strapi);
});

afterAll(async () => {
  await app?.destroy();
});

const get = (url: string) => request(app.server).get(url);

async function index(): Promise<SitemapIndex> {
  const res = await get('/api/sitemap');
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  return res.body as SitemapIndex;
}

async function entries(type: string, chunk: number): Promise<SitemapEntry[]> {
  const res = await get(`/api/sitemap/${type}/${chunk}`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
  return res.text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as SitemapEntry);
}

async function all(type: SitemapType): Promise<SitemapEntry[]> {
  const section = (await index()).sections.find((candidate) => candidate.type === type);
  const out: SitemapEntry[] = [];
  for (const chunk of section?.chunks ?? []) out.push(...(await entries(type, chunk.index)));
  return out;
}

async function apiSlugs(path: string): Promise<{ slugs: string[]; total: number }> {
  const res = await get(`${path}?limit=500`);
  return {
    slugs: (res.body as { slug: string }[]).map((item) => item.slug),
    total: Number(res.headers['x-total-count']),
  };
}

describe('GET /api/sitemap', () => {
  it('counts what the API lists and lists every published business, creator and upcoming event once', async () => {
    const sitemap = await index();
    expect(sitemap.chunkSize).toBe(3);
    for (const [type, path] of [
      ['businesses', '/api/businesses'],
      ['influencers', '/api/influencers'],
      // Events from today on, as the events list shows them: ended ones ask not to be indexed.
      ['events', '/api/events'],
    ] as const) {
      const api = await apiSlugs(path);
      const section = sitemap.sections.find((candidate) => candidate.type === type);
      expect(section?.count).toBe(api.total);
      expect(section?.chunks.length).toBe(Math.ceil(api.total / 3));
      const listed = (await all(type)).map((entry) => entry.slug);
      expect(new Set(listed).size).toBe(listed.length);
      expect([...listed].sort()).toEqual([...api.slugs].sort());
    }
    // The draft fixture is not published: never listed.
    expect((await all('businesses')).some((entry) => entry.slug === 'quiet-draft-cafe')).toBe(false);
  });

  it('keeps every chunk within the size, with the newest change of its entries as lastmod', async () => {
    const section = (await index()).sections.find((candidate) => candidate.type === 'businesses');
    for (const chunk of section?.chunks ?? []) {
      const list = await entries('businesses', chunk.index);
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(3);
      const newest = list
        .map((entry) => entry.updatedAt ?? '')
        .sort()
        .at(-1);
      expect(chunk.lastmod).toBe(newest);
      for (const entry of list) expect(Number.isNaN(Date.parse(entry.updatedAt ?? ''))).toBe(false);
    }
  });

  it('shows an edit and an unpublished business in the next answer', async () => {
    const documents = app.strapi.documents('api::business.business');
    const documentId = fixtures.businesses['ybor-taco-garage'];
    const before = (await all('businesses')).find((entry) => entry.slug === 'ybor-taco-garage');
    await documents.update({ documentId, data: { name: 'Ybor Taco Garage & Birria' }, status: 'published' });
    const api = await get('/api/businesses/ybor-taco-garage');
    expect((api.body as { name: string }).name).toBe('Ybor Taco Garage & Birria');
    const published = await documents.findOne({ documentId, status: 'published' });
    const updatedAt = new Date(String(published?.updatedAt)).toISOString();
    expect(Date.parse(updatedAt)).toBeGreaterThan(Date.parse(before?.updatedAt ?? ''));

    const section = (await index()).sections.find((candidate) => candidate.type === 'businesses');
    const listed = await Promise.all((section?.chunks ?? []).map((chunk) => entries('businesses', chunk.index)));
    const at = listed.findIndex((list) => list.some((entry) => entry.slug === 'ybor-taco-garage'));
    expect(listed[at]?.find((entry) => entry.slug === 'ybor-taco-garage')?.updatedAt).toBe(updatedAt);
    // The chunk holding the edited business names its change as the chunk's newest.
    expect(section?.chunks[at]?.lastmod).toBe(updatedAt);
    expect(listed.flat().filter((entry) => entry.slug === 'ybor-taco-garage')).toHaveLength(1);

    await documents.unpublish({ documentId });
    const afterUnpublish = await all('businesses');
    expect(afterUnpublish.some((entry) => entry.slug === 'ybor-taco-garage')).toBe(false);
    expect((await index()).sections.find((candidate) => candidate.type === 'businesses')?.count).toBe(
      afterUnpublish.length,
    );
    await documents.publish({ documentId });
    expect((await all('businesses')).some((entry) => entry.slug === 'ybor-taco-garage')).toBe(true);
  });

  it.each([
    ['/api/sitemap/properties/0', 404, 'Unknown sitemap "properties"'],
    ['/api/sitemap/Businesses/0', 404, 'Unknown sitemap "Businesses"'],
    ['/api/sitemap/businesses/999', 404, 'No sitemap businesses-999'],
    ['/api/sitemap/businesses/-1', 400, 'index must be a whole number from 0, without leading zeros'],
    ['/api/sitemap/businesses/01', 400, 'index must be a whole number from 0, without leading zeros'],
    ['/api/sitemap/businesses/1e3', 400, 'index must be a whole number from 0, without leading zeros'],
    ['/api/sitemap/businesses/%00', 400, 'index must be a whole number from 0, without leading zeros'],
    ['/api/sitemap/businesses/99999999999999999999', 400, 'index must be a whole number from 0, without leading zeros'],
  ])('answers %s with %i and a JSON error', async (url, status, message) => {
    const res = await get(url);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ error: message });
  });
});
