import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  parseCsv,
  TEST_ADMIN_KEY,
  moderatorSession,
  resetAdminKeyFailures,
  startStrapi,
  type TestApp,
} from '@tampa-local/test-kit';
import { keysMatch } from '../src/core/auth/admin-key';
import { neutralizeFormula } from '../src/api/business/services/export';
import { BUSINESSES, loadFixtures, type Fixtures } from './helpers/fixtures';

let app: TestApp;
let fixtures: Fixtures;

beforeAll(async () => {
  app = await startStrapi();
  fixtures = await loadFixtures(app.strapi);
});

afterAll(async () => {
  await app?.destroy();
});

beforeEach(() => resetAdminKeyFailures());

const HEADER =
  '"ID","Name","Slug","Category","Area","Address","Phone","Website","Hours","Rating","Review Count","Price Range","Featured","Latitude","Longitude","Description"';

describe('GET /api/businesses/export/csv', () => {
  it('streams every published business as CSV with a header row, as an attachment', async () => {
    const res = await request(app.server)
      .get('/api/businesses/export/csv')
      .set('X-Admin-Key', TEST_ADMIN_KEY)
      .buffer(true)
      .parse((r, done) => {
        let data = '';
        r.setEncoding('utf8');
        r.on('data', (chunk: string) => (data += chunk));
        r.on('end', () => done(null, data));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tampa-bay-businesses.csv"');
    const text = res.body as string;
    expect(text.split('\r\n')[0]).toBe(HEADER);
    const rows = parseCsv(text);
    expect(rows).toHaveLength(BUSINESSES.length + 1);
    expect(rows.every((r) => r.length === 16)).toBe(true);
    const names = rows.slice(1).map((r) => r[1]);
    expect(names).not.toContain('Secret Draft Cafe');

    const harbor = rows.find((r) => r[2] === 'harbor-brunch');
    expect(harbor).toEqual([
      fixtures.businesses['harbor-brunch'],
      'Harbor Brunch',
      'harbor-brunch',
      'Restaurants',
      'Downtown Tampa',
      '100 Channelside Dr, Tampa, FL 33602',
      '(813) 555-0100',
      'https://harbor-brunch.example',
      'Mon–Sun 7 AM–3 PM',
      '4.6',
      '320',
      '$$',
      'yes',
      '',
      '',
      'Waterfront brunch with Cuban coffee and guava pastries.',
    ]);
  });

  it('neutralises cells a spreadsheet would run as formulas and quotes commas and quotes', async () => {
    const res = await request(app.server).get('/api/businesses/export/csv').set('X-Admin-Key', TEST_ADMIN_KEY);
    expect(res.status).toBe(200);
    const text = res.text;
    // Name, address and phone start with =, + and -: each gets a leading apostrophe.
    expect(text).toContain(`"'=HYPERLINK Formula Bar"`);
    expect(text).toContain(`"'+1 Westshore Plaza, Tampa, FL 33609"`);
    expect(text).toContain(`"'-555-0106"`);
    expect(text).toContain('"Cocktails, ""craft"" beer, and trivia, every Tuesday"');
    const row = parseCsv(text).find((r) => r[2] === 'hyperlink-formula-bar');
    expect(row?.[1]).toBe("'=HYPERLINK Formula Bar");
    expect(row?.[15]).toBe('Cocktails, "craft" beer, and trivia, every Tuesday');
    // An unrated business has an empty rating cell.
    expect(parseCsv(text).find((r) => r[2] === 'bayshore-blowout-bar')?.[9]).toBe('');
  });

  it('refuses a missing or wrong key with JSON, and a key in the URL even when it is right', async () => {
    const missing = await request(app.server).get('/api/businesses/export/csv');
    expect(missing.status).toBe(401);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
    expect(missing.body).toEqual({ error: 'Sign in required' });
    const wrong = await request(app.server).get('/api/businesses/export/csv').set('X-Admin-Key', 'nope');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'Invalid admin key' });
    const KEY_IN_URL = { error: 'Send the admin key in the X-Admin-Key header, never in the URL.' };
    for (const url of [
      `/api/businesses/export/csv?adminKey=${TEST_ADMIN_KEY}`,
      `/api/businesses/export/csv?ADMINKEY=${TEST_ADMIN_KEY}`,
      `/api/admin/stats?adminKey=${TEST_ADMIN_KEY}`,
    ]) {
      const inUrl = await request(app.server).get(url);
      expect(inUrl.status).toBe(401);
      expect(inUrl.body).toEqual(KEY_IN_URL);
    }
    // Not even alongside the header: the URL has leaked the key, and the script must change.
    const both = await request(app.server)
      .get(`/api/admin/stats?adminKey=${TEST_ADMIN_KEY}`)
      .set('X-Admin-Key', TEST_ADMIN_KEY);
    expect(both.status).toBe(401);
    expect(both.body).toEqual(KEY_IN_URL);
  });

  it("is also open to a moderator's session (the in-app admin's download)", async () => {
    const asModerator = await moderatorSession(app);
    const res = await asModerator(request(app.server).get('/api/businesses/export/csv'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const stats = await asModerator(request(app.server).get('/api/admin/stats'));
    expect(stats.status).toBe(200);
  });

  it('limits repeated failures from one client with 429, even for the right key', async () => {
    for (let i = 0; i < 10; i += 1) {
      const res = await request(app.server).get('/api/admin/stats').set('X-Admin-Key', `guess-${i}`);
      expect(res.status).toBe(401);
    }
    const blocked = await request(app.server).get('/api/admin/stats').set('X-Admin-Key', TEST_ADMIN_KEY);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: 'Too many failed admin key attempts. Try again later.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('GET /api/admin/stats', () => {
  it('counts published businesses, in total and per category', async () => {
    const res = await request(app.server).get('/api/admin/stats').set('X-Admin-Key', TEST_ADMIN_KEY);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: BUSINESSES.length,
      byCategory: {
        restaurants: 3,
        nightlife: 2,
        attractions: 0,
        beaches: 1,
        shopping: 0,
        fitness: 1,
        services: 0,
        beauty: 1,
        hotels: 0,
      },
    });
  });

  it('needs the key', async () => {
    const res = await request(app.server).get('/api/admin/stats');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Sign in required' });
  });
});

describe('admin key rules', () => {
  it('compares keys of any length without throwing', () => {
    expect(keysMatch(TEST_ADMIN_KEY, TEST_ADMIN_KEY)).toBe(true);
    expect(keysMatch('short', TEST_ADMIN_KEY)).toBe(false);
    expect(keysMatch(TEST_ADMIN_KEY + 'x', TEST_ADMIN_KEY)).toBe(false);
    expect(keysMatch('', '')).toBe(false);
  });

  it('neutralises formula prefixes only', () => {
    expect(neutralizeFormula('=1+1')).toBe("'=1+1");
    expect(neutralizeFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralizeFormula('\tx')).toBe("'\tx");
    expect(neutralizeFormula('Plain text')).toBe('Plain text');
  });
});
