import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditor, startStrapi, TEST_ADMIN_KEY, type TestApp } from '@tampa-local/test-kit';
import { loadFixtures, type Fixtures } from './helpers/fixtures';

/**
 * Random and hostile input at every route: query strings, headers, JSON bodies and slugs.
 * Whatever arrives, the answer is never a 5xx nor a stack trace, every error is a JSON
 * `{ "error": "…" }`, and nothing stored changes (the fuzzer never has a valid video URL).
 */
// About 20 seconds per database on a two-core machine; FUZZ_RUNS sets more for a longer hunt.
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 15_000);
// FUZZ_TRACE=<file>: each attempt is written there before it is sent, so an attempt that
// kills the process (not only one that fails) is left behind; FUZZ_SEED repeats a run.
const FUZZ_TRACE = process.env.FUZZ_TRACE;
const EDITOR = { email: 'fuzz-editor@tampalocal.example', password: 'Fuzzy-Pelican-2026' };

let app: TestApp;
let fixtures: Fixtures;

/** Content, uploads, visitor accounts, editors and API tokens: none may change. */
const TABLES = [
  'businesses',
  'events',
  'properties',
  'influencers',
  'recommendations',
  'business_videos',
  'moderation_records',
  'account_sessions',
  'account_favorites',
  'files',
  'up_users',
  'admin_users',
  'strapi_api_tokens',
];

beforeAll(async () => {
  app = await startStrapi({ env: { TRUST_PROXY: 'true' } });
  fixtures = await loadFixtures(app.strapi);
  // As in production, the panel already has its first editor.
  await createEditor(app, { ...EDITOR, firstname: 'Fuzz', lastname: 'Editor' });
});

afterAll(async () => {
  await app?.destroy();
});

/** Every row of the content tables, hashed: any write shows. */
async function fingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const table of TABLES) {
    const rows = (await app.strapi.db.connection(table).select('*').orderBy('id')) as Record<string, unknown>[];
    hash.update(`${table}:${rows.length}:${JSON.stringify(rows)}`);
  }
  return hash.digest('hex');
}

type Method = 'get' | 'post' | 'delete';
interface Attempt {
  method: Method;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Percent-encodes any string, lone surrogates included (as their UTF-8 replacement bytes). */
const encode = (text: string): string =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '%00',
    '../../etc/passwd',
    "' OR 1=1 --",
    '"; DROP TABLE businesses; --',
    '<script>alert(1)</script>',
    '${7*7}',
    '{{7*7}}',
    '%',
    '%%',
    '%E0%A4%A',
    '\uD800',
    'NaN',
    'Infinity',
    '-1',
    '1e309',
    '9'.repeat(40),
    'a'.repeat(1000),
    'null',
    'undefined',
    '[object Object]',
    '__proto__',
    'constructor',
    'true',
    'ybor kitchen',
    'restaurants',
    'downtown-tampa',
    'harbor-brunch',
  ),
);

const paramName = fc.oneof(
  fc.constantFrom(
    'q',
    'category',
    'area',
    'featured',
    'sort',
    'limit',
    'offset',
    'timeframe',
    'niche',
    'propertyType',
    'listingType',
    'shortTermCategory',
    'priceRange',
    'adminKey',
    'populate',
    'filters',
    '__proto__',
  ),
  fc.string({ maxLength: 12 }),
);

/** Plain, repeated, bracketed (`a[$ne]=`) and deep (`a[b][c]=`) parameters, percent-encoded or raw. */
const queryString = fc
  .array(
    fc.tuple(
      paramName,
      fc.constantFrom('', '[]', '[$ne]', '[$containsi]', '[0][a]', '[__proto__]'),
      hostileText,
      fc.boolean(),
    ),
    { maxLength: 6 },
  )
  .map((parts) =>
    parts
      .map(([name, suffix, value, raw]) =>
        raw ? `${name}${suffix}=${value}` : `${encode(name + suffix)}=${encode(value)}`,
      )
      .join('&'),
  );

const slug = fc.oneof(
  hostileText.map((text) => encode(text)),
  fc.constantFrom('harbor-brunch', '..%2F..%2Fadmin', '%2e%2e', 'a%00b', '%C0%AE', '-', '0', '1'),
);

const headers = fc.record(
  {
    'X-Forwarded-For': fc.oneof(fc.ipV4(), fc.string({ maxLength: 60 }), fc.constant('1.1.1.1, 2.2.2.2, , ,')),
    'X-Forwarded-Host': fc.oneof(fc.domain(), fc.string({ maxLength: 40 })),
    'X-Admin-Key': fc.oneof(fc.string({ maxLength: 64 }), fc.constant(TEST_ADMIN_KEY)),
    Cookie: fc.oneof(
      fc.string({ maxLength: 80 }).map((value) => `tl_session=${value}`),
      fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((value) => `tl_session=${value}`),
      fc.string({ maxLength: 80 }),
    ),
    'X-CSRF-Token': fc.string({ maxLength: 64 }),
    Origin: fc.oneof(fc.webUrl(), fc.string({ maxLength: 30 }), fc.constant('null')),
    'Content-Type': fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/json; charset=utf-16',
      'garbage',
    ),
    'If-None-Match': fc.string({ maxLength: 30 }),
    'Accept-Encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', '*', 'x'.repeat(100)),
  },
  { requiredKeys: [] },
);

const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      videoUrl: hostileText,
      title: hostileText,
      description: hostileText,
      isOwnContent: fc.oneof(fc.boolean(), hostileText),
      status: fc.oneof(fc.constantFrom('active', 'rejected', 'pending', 'deleted'), hostileText),
      notes: hostileText,
      email: fc.oneof(hostileText, fc.emailAddress(), fc.constant(EDITOR.email)),
      password: fc.oneof(hostileText, fc.constant(EDITOR.password)),
      firstname: hostileText,
      constructor: fc.jsonValue({ maxDepth: 1 }),
    },
    { requiredKeys: [] },
  ),
  hostileText,
);

const attempt: fc.Arbitrary<Attempt> = fc.oneof(
  fc.record({
    method: fc.constant<Method>('get'),
    path: fc.oneof(
      fc.constantFrom(
        '/api/businesses',
        '/api/events',
        '/api/properties',
        '/api/influencers',
        '/api/search',
        '/api/admin/stats',
        '/api/businesses/export/csv',
        '/api/business-videos/pending',
        '/api/moderator/session',
        '/api/moderation-records',
        '/api/account/session',
        '/api/account/favorites',
        '/api/account/reviews',
        '/api/reviews/pending',
        '/api/sitemap',
        '/api/nothing',
        '/api',
        '/admin/init',
        '/_health',
      ),
      slug.map((s) => `/api/businesses/${s}`),
      slug.map((s) => `/api/businesses/${s}/videos`),
      slug.map((s) => `/api/businesses/${s}/reviews`),
      slug.map((s) => `/api/influencers/${s}`),
      slug.map((s) => `/api/sitemap/${s}/0`),
    ),
    query: queryString,
    headers,
    body: fc.constant(undefined),
  }),
  fc.record({
    method: fc.constant<Method>('post'),
    path: fc.oneof(
      slug.map((s) => `/api/businesses/${s}/videos`),
      slug.map((s) => `/api/business-videos/${s}/moderate`),
      slug.map((s) => `/api/reviews/${s}/moderation`),
      slug.map((s) => `/api/account/reviews/${s}/reports`),
      fc.constantFrom(
        '/api/account/reviews',
        '/api/auth/local/register',
        '/api/auth/local',
        '/api/users',
        '/api/businesses',
        '/api/upload',
        '/upload',
        '/admin/login',
        '/admin/register-admin',
        '/api/moderator/session',
        '/api/auth/forgot-password',
        '/api/auth/reset-password',
        '/api/account/confirm',
        '/api/account/session',
        '/api/account/favorites/merge',
      ),
    ),
    query: queryString,
    headers,
    body: jsonBody,
  }),
  fc.record({
    method: fc.constant<Method>('delete'),
    path: fc.oneof(
      slug.map((s) => `/api/business-videos/${s}`),
      slug.map((s) => `/api/account/favorites/businesses/${s}`),
      slug.map((s) => `/api/account/reviews/${s}`),
      slug.map((s) => `/api/account/reviews/${s}/helpful`),
      fc.constantFrom('/api/moderator/session', '/api/account/session'),
    ),
    query: queryString,
    headers,
    body: fc.constant(undefined),
  }),
);

async function send(input: Attempt) {
  const url = input.query ? `${input.path}?${input.query}` : input.path;
  let req = request(app.server)[input.method](url);
  for (const [name, value] of Object.entries(input.headers)) {
    // Header values must be printable; what is not is dropped by any real client too.
    if (/^[\t\x20-\x7e]*$/.test(value)) req = req.set(name, value);
  }
  if (input.body !== undefined) {
    req = req.send(typeof input.body === 'string' ? input.body : JSON.stringify(input.body));
  }
  return req;
}

/** `{ "error": "…" }` under /api; the panel's routes answer in Strapi's `{ "error": { "message" } }`. */
function errorMessage(path: string, body: unknown): unknown {
  const error = (body as { error?: unknown } | null)?.error;
  if (path === '/api' || path.startsWith('/api/')) return error;
  return (error as { message?: unknown } | undefined)?.message;
}

describe('fuzzing every route', () => {
  it(`survives ${FUZZ_RUNS} random and hostile requests without a 5xx, a stack trace or a write`, async () => {
    const before = await fingerprint();
    expect(fixtures).toBeDefined();
    let count = 0;
    await fc.assert(
      fc.asyncProperty(attempt, async (input) => {
        count += 1;
        if (FUZZ_TRACE) writeFileSync(FUZZ_TRACE, JSON.stringify(input));
        const res = await send(input);
        const text = res.text ?? '';
        if (res.status >= 500)
          throw new Error(
            `${res.status} for ${input.method} ${input.path}?${input.query} with ${JSON.stringify(input.headers)} and ${JSON.stringify(input.body)}: ${text.slice(0, 200)}`,
          );
        if (/\n\s+at |node_modules|Error: .*\n/.test(text))
          throw new Error(`stack trace in the answer to ${input.path}: ${text.slice(0, 200)}`);
        // 431/414: Node's HTTP parser refuses oversized headers or URLs before the app runs.
        if (res.status >= 400 && res.status !== 431 && res.status !== 414) {
          expect(res.headers['content-type'], `${res.status} for ${input.method} ${input.path}`).toMatch(
            /application\/json/,
          );
          expect(typeof errorMessage(input.path, res.body), `${res.status} for ${input.method} ${input.path}`).toBe(
            'string',
          );
        }
      }),
      { numRuns: FUZZ_RUNS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
    );
    expect(count).toBeGreaterThanOrEqual(FUZZ_RUNS);
    expect(await fingerprint()).toBe(before);
  }, 300_000);
});
