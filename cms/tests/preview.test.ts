import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStrapi, type TestApp } from '@tampa-local/test-kit';
import { previewUrl } from '../src/core/auth/preview';
import { loadFixtures, type Fixtures } from './helpers/fixtures';

/**
 * The editors' preview: the panel's handler makes a signed link to the site, and
 * /api/preview answers a draft only for such a link, untouched and unexpired.
 */
let app: TestApp;
let fixtures: Fixtures;

type Handler = (uid: string, params: { documentId: string; status?: string }) => Promise<string | null>;
const handler = () => (app.strapi.config.get('admin.preview') as { config: { handler: Handler } }).config.handler;

beforeAll(async () => {
  app = await startStrapi();
  fixtures = await loadFixtures(app.strapi);
});

afterAll(async () => {
  await app?.destroy();
});

/** The API path and query the site asks with, from the panel's link. */
async function apiPathOf(uid: string, documentId: string, status = 'draft'): Promise<string> {
  const link = await handler()(uid, { documentId, status });
  if (!link) throw new Error('no preview link');
  const url = new URL(link);
  return `/api${url.pathname}${url.search}`;
}

describe('preview links', () => {
  it("lead to the site's /preview page, signed for an hour, for the four kinds the site shows", async () => {
    const link = await handler()('api::business.business', { documentId: 'abc', status: 'draft' });
    expect(link).toMatch(
      /^http:\/\/localhost:5173\/preview\/businesses\/abc\?status=draft&expires=\d{10}&signature=[A-Za-z0-9_-]{43}$/,
    );
    const expires = Number(new URL(link!).searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    for (const uid of ['api::event.event', 'api::property.property', 'api::influencer.influencer']) {
      expect(await handler()(uid, { documentId: 'abc', status: 'published' })).toContain('status=published');
    }
    expect(await handler()('api::recommendation.recommendation', { documentId: 'abc', status: 'draft' })).toBeNull();
  });

  it('show a draft no public route shows, private and unindexed', async () => {
    const draftId = fixtures.businesses['secret-draft-cafe']!;
    expect((await request(app.server).get(`/api/businesses/${draftId}`)).status).toBe(404);
    const res = await request(app.server).get(await apiPathOf('api::business.business', draftId));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.body).toMatchObject({
      kind: 'businesses',
      status: 'draft',
      entry: { id: draftId, slug: 'secret-draft-cafe' },
    });
    const creator = await request(app.server).get(
      await apiPathOf('api::influencer.influencer', fixtures.influencers['hidden-creator']!),
    );
    expect(creator.status).toBe(200);
    expect(creator.body).toMatchObject({ kind: 'influencers', status: 'draft', entry: { slug: 'hidden-creator' } });
  });

  it('show the draft of a published business as it is being edited, and its published version apart', async () => {
    const id = fixtures.businesses['harbor-brunch']!;
    await app.strapi
      .documents('api::business.business')
      .update({ documentId: id, data: { name: 'Harbor Brunch (new menu)' } });
    const draft = await request(app.server).get(await apiPathOf('api::business.business', id, 'draft'));
    expect(draft.body.entry.name).toBe('Harbor Brunch (new menu)');
    const published = await request(app.server).get(await apiPathOf('api::business.business', id, 'published'));
    expect(published.body.entry.name).toBe('Harbor Brunch');
    expect((await request(app.server).get(`/api/businesses/${id}`)).body.name).toBe('Harbor Brunch');
  });

  it('show drafts of events and properties too', async () => {
    const event = await app.strapi.documents('api::event.event').create({
      data: { name: 'Draft Night Market', category: 'food', date: '2030-05-01', attendingCount: 0 },
    });
    const res = await request(app.server).get(await apiPathOf('api::event.event', event.documentId));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'events', entry: { name: 'Draft Night Market' } });
    const property = await app.strapi.documents('api::property.property').create({
      data: {
        title: 'Draft Bungalow',
        type: 'residential',
        listingType: 'sale',
        area: 'tampa-heights',
        price: 450000,
        priceType: 'total',
      },
    });
    const home = await request(app.server).get(await apiPathOf('api::property.property', property.documentId));
    expect(home.status).toBe(200);
    expect(home.body).toMatchObject({ kind: 'properties', entry: { title: 'Draft Bungalow' } });
  });

  it('refuse a forged, altered, expired or incomplete link, and an entry that is gone', async () => {
    const id = fixtures.businesses['secret-draft-cafe']!;
    const good = new URL(`http://x${await apiPathOf('api::business.business', id)}`);
    const variant = (change: (url: URL) => void) => {
      const url = new URL(good.href);
      change(url);
      return request(app.server).get(url.pathname + url.search);
    };
    const forged = await variant((url) => url.searchParams.set('signature', 'A'.repeat(43)));
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ error: 'This preview link is not valid' });
    expect((await variant((url) => url.searchParams.set('status', 'published'))).status).toBe(403);
    expect(
      (await variant((url) => url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600))))
        .status,
    ).toBe(403);
    expect(
      (await variant((url) => (url.pathname = url.pathname.replace(id, fixtures.businesses['harbor-brunch']!)))).status,
    ).toBe(403);
    expect((await variant((url) => (url.pathname = url.pathname.replace('businesses', 'influencers')))).status).toBe(
      403,
    );
    expect((await variant((url) => url.searchParams.delete('signature'))).status).toBe(400);
    expect((await variant((url) => url.searchParams.set('status', 'deleted'))).status).toBe(400);
    expect((await variant((url) => (url.pathname = url.pathname.replace('businesses', 'users')))).status).toBe(404);

    const old = new URL(previewUrl('api::business.business', id, 'draft', { now: Date.now() - 2 * 60 * 60_000 })!);
    const expired = await request(app.server).get(`/api${old.pathname}${old.search}`);
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({ error: 'This preview link has expired: open the preview from the panel again' });

    const gone = await request(app.server).get(await apiPathOf('api::business.business', 'nosuchdocument0000000000'));
    expect(gone.status).toBe(404);
  });
});
