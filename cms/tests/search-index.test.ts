import { createRequire } from 'node:module';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStrapi, usingPostgres, type TestApp } from '@tampa-local/test-kit';
import { loadFixtures } from './helpers/fixtures';

/**
 * The search indexes (FTS5 tables kept by triggers on SQLite, pg_trgm indexes on
 * PostgreSQL) follow every change made through Strapi, as the admin panel makes them.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startStrapi();
  await loadFixtures(app.strapi);
});

afterAll(async () => {
  await app?.destroy();
});

const require = createRequire(import.meta.url);
const APP_DIR = path.resolve(__dirname, '..');
/** The compiled module the running app loaded. */
const searchIndex = () =>
  require(path.join(APP_DIR, 'dist', 'src', 'core', 'search', 'search-index.js')) as {
    setUpSearchIndexes: (strapi: Core.Strapi) => Promise<void>;
  };

const get = (url: string) => request(app.server).get(url);
const slugs = (body: Array<{ slug: string }>) => body.map((x) => x.slug);
const searchSlugs = async (q: string) => {
  const res = await get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return {
    businesses: slugs(res.body.businesses),
    events: slugs(res.body.events),
    properties: slugs(res.body.properties),
    influencers: slugs(res.body.influencers),
  };
};
const businessList = async (q: string) => slugs((await get(`/api/businesses?q=${encodeURIComponent(q)}`)).body);

const BUSINESS = 'api::business.business';

describe('search indexes stay in step with content', () => {
  it('finds a business once published, with its new name after an edit, and never once deleted', async () => {
    const documents = app.strapi.documents(BUSINESS);
    const draft = await documents.create({
      data: {
        name: 'Quokka Corner Bistro',
        category: 'restaurants',
        area: 'hyde-park',
        reviewCount: 1,
        featured: false,
      },
    });
    expect((await searchSlugs('quokka corner')).businesses).toEqual([]);

    await documents.publish({ documentId: draft.documentId });
    expect((await searchSlugs('quokka corner')).businesses).toEqual(['quokka-corner-bistro']);
    expect(await businessList('QUOKKA bistro')).toEqual(['quokka-corner-bistro']);

    await documents.update({ documentId: draft.documentId, data: { name: 'Wombat Corner Bistro' } });
    // The published version keeps its name until the edit is published.
    expect((await searchSlugs('quokka')).businesses).toEqual(['quokka-corner-bistro']);
    await documents.publish({ documentId: draft.documentId });
    expect((await searchSlugs('quokka')).businesses).toEqual([]);
    expect((await searchSlugs('wombat corner')).businesses).toEqual(['quokka-corner-bistro']);

    await documents.update({
      documentId: draft.documentId,
      data: { description: 'Flat whites and Tim Tams near Armature Works.' },
      status: 'published',
    });
    expect((await searchSlugs('tim tams')).businesses).toEqual(['quokka-corner-bistro']);

    await documents.unpublish({ documentId: draft.documentId });
    expect((await searchSlugs('wombat')).businesses).toEqual([]);
    await documents.publish({ documentId: draft.documentId });
    expect((await searchSlugs('wombat')).businesses).toEqual(['quokka-corner-bistro']);

    await documents.delete({ documentId: draft.documentId });
    expect((await searchSlugs('wombat')).businesses).toEqual([]);
    expect(await businessList('wombat')).toEqual([]);
  });

  it('follows events, properties and influencers too', async () => {
    const event = await app.strapi.documents('api::event.event').create({
      data: { name: 'Numbat Night Market', category: 'food', date: '2999-01-01', time: '18:00', attendingCount: 0 },
      status: 'published',
    });
    const property = await app.strapi.documents('api::property.property').create({
      data: {
        title: 'Numbat Loft',
        type: 'residential',
        listingType: 'rent',
        price: 1900,
        priceType: 'monthly',
        area: 'ybor-city',
      },
      status: 'published',
    });
    const influencer = await app.strapi.documents('api::influencer.influencer').create({
      data: { name: 'Numbat Nadia', handle: '@numbatnadia', niche: 'Food', followerCount: 10, verified: false },
      status: 'published',
    });
    expect(await searchSlugs('numbat')).toEqual({
      businesses: [],
      events: ['numbat-night-market'],
      properties: ['numbat-loft'],
      influencers: ['numbat-nadia'],
    });
    await app.strapi.documents('api::event.event').delete({ documentId: event.documentId });
    await app.strapi.documents('api::property.property').delete({ documentId: property.documentId });
    await app.strapi.documents('api::influencer.influencer').delete({ documentId: influencer.documentId });
    expect(await searchSlugs('numbat')).toEqual({ businesses: [], events: [], properties: [], influencers: [] });
  });

  it('keeps every-word, any-case, literal matching for short and long words alike', async () => {
    // 'ta' is too short for a trigram index; 'garage' is indexed: both must hold.
    expect(await businessList('ta garage')).toEqual(['ybor-taco-garage']);
    expect(await businessList('garage zz')).toEqual([]);
    expect(await businessList('"craft"')).toEqual(['hyperlink-formula-bar']);
    expect(await businessList('"craft" beer')).toEqual(['hyperlink-formula-bar']);
    // Words that mean something to a full-text engine are plain words here.
    expect(await businessList('craft AND beer')).toEqual(['hyperlink-formula-bar']);
    expect(await businessList('craft OR zebra')).toEqual([]);
    expect(await businessList('NEAR(craft beer)')).toEqual([]);
    expect(await businessList('beer*')).toEqual([]);
  });

  it('is rebuilt at start when missing', async () => {
    const knex = app.strapi.db.connection;
    if (usingPostgres()) {
      const found = async () =>
        (
          (await knex.raw(
            `SELECT indexname FROM pg_indexes WHERE tablename = 'businesses' AND indexname LIKE 'businesses\\_search\\_%'`,
          )) as {
            rows: unknown[];
          }
        ).rows.length;
      const indexes = (
        (await knex.raw(
          `SELECT indexname FROM pg_indexes WHERE tablename = 'businesses' AND indexname LIKE 'businesses\\_search\\_%'`,
        )) as {
          rows: Array<{ indexname: string }>;
        }
      ).rows;
      for (const { indexname } of indexes) await knex.raw(`DROP INDEX "${indexname}"`);
      expect(await found()).toBe(0);
      await searchIndex().setUpSearchIndexes(app.strapi);
      // One of every search column, one of the names.
      expect(await found()).toBe(2);
    } else {
      // A schema change that rebuilds the table drops its triggers: rows written meanwhile
      // are picked up when the index is rebuilt at the next start.
      await knex.raw('DROP TRIGGER businesses_search_insert');
      await app.strapi.documents(BUSINESS).create({
        data: { name: 'Platypus Pantry', category: 'shopping', area: 'westshore', reviewCount: 0, featured: false },
        status: 'published',
      });
      expect(await businessList('platypus')).toEqual([]);
      await searchIndex().setUpSearchIndexes(app.strapi);
      const triggers = (await knex.raw(
        `SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'businesses_search_%'`,
      )) as unknown[];
      // Three for the table of every search column, three for the names table.
      expect(triggers).toHaveLength(6);
    }
    expect(await businessList('ybor taco')).toEqual(['ybor-taco-garage']);
    if (!usingPostgres()) {
      // The rebuild changed no content, so only a new request sees the new index.
      await app.strapi.documents(BUSINESS).create({
        data: { name: 'Echidna Eats', category: 'restaurants', area: 'westshore', reviewCount: 0, featured: false },
        status: 'published',
      });
      expect(await businessList('platypus')).toEqual(['platypus-pantry']);
    }
  });
});
