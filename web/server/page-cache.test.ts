import assert from 'node:assert/strict';
import { createServer, type ServerResponse } from 'node:http';
import { crc32, gunzipSync } from 'node:zlib';
import { test } from 'vitest';
import type { AnswerMarks, ReviewsChange } from '@tampa-local/domain';
import { followContentChanges } from './content-feed.js';
import {
  PageCache,
  crcCombine,
  crcShift,
  cutAtNonce,
  gzipFill,
  gzipTemplate,
  keepable,
  pageBody,
  pageCacheSetting,
} from './page-cache.js';

const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA==';
const OTHER = 'bX8+c2VjcmV0L25vbmNlPQ==';

test('a kept page goes out gzipped with each response’s own nonce, byte for byte the render', () => {
  const pages = [
    `<html><script nonce="${NONCE}">a()</script><p>${'Tampa '.repeat(500)}</p><link nonce="${NONCE}"></html>`,
    `${NONCE}${NONCE} at the start, twice`,
    `at the end ${NONCE}`,
    'no nonce at all',
    Array.from({ length: 60 }, (_, i) => `<section id="s${i}">${'Ybor City '.repeat(i * 40)}</section>`).join(NONCE),
    '',
  ];
  for (const html of pages) {
    const pieces = cutAtNonce(Buffer.from(html), NONCE);
    assert.equal(pieces.length, html.split(NONCE).length);
    const template = gzipTemplate(pieces, NONCE.length);
    const expected = html.split(NONCE).join(OTHER);
    // gunzip checks the trailer's CRC-32 and length.
    assert.equal(gunzipSync(gzipFill(template, Buffer.from(OTHER))).toString(), expected);
    assert.equal(pageBody(template, Buffer.from(OTHER), false).toString(), expected);
  }
  const pieces = cutAtNonce(Buffer.from(pages[0] ?? ''), NONCE);
  const template = gzipTemplate(pieces, NONCE.length);
  assert.throws(() => gzipFill(template, Buffer.from('short')), /another length/);
});

test('checksums of parts join into the checksum of the whole, as zlib computes it', () => {
  const parts = ['', 'a', 'Tampa Bay', 'x'.repeat(70_000), '\u00e9t\u00e9 \u{1F334}'].map((text) => Buffer.from(text));
  for (const a of parts)
    for (const b of parts)
      assert.equal(crcCombine(crc32(a), crc32(b), crcShift(b.length)), crc32(Buffer.concat([a, b])));
});

test('a page is kept only from answers the cms said may be kept, until Tampa’s midnight at most', () => {
  const at = Date.UTC(2026, 10, 28, 15, 0, 20);
  // 5 a.m. UTC is midnight in Tampa in winter (EST).
  const midnight = Date.UTC(2026, 10, 29, 5, 0, 0);
  const marks = JSON.stringify({ businesses: ['b1'], windows: [] });
  assert.deepEqual(keepable({ answers: [], uncacheable: false }, at), {
    until: midnight,
    marks: { businesses: [], windows: [], reviewsOf: [], authors: [], rowIds: [] },
  });
  assert.equal(keepable({ answers: [{ until: 'never', marks }], uncacheable: true }, at), null);
  assert.equal(keepable({ answers: [{ until: undefined, marks }], uncacheable: false }, at), null);
  assert.equal(keepable({ answers: [{ until: 'soon', marks }], uncacheable: false }, at), null);
  assert.equal(keepable({ answers: [{ until: String(at), marks }], uncacheable: false }, at), null);
  const soon = at + 5_000;
  const kept = keepable(
    {
      answers: [
        { until: 'never', marks },
        { until: String(soon), marks: JSON.stringify({ businesses: ['b2'], windows: [], reviewsOf: ['b3'] }) },
      ],
      uncacheable: false,
    },
    at,
  );
  assert.equal(kept?.until, soon);
  assert.deepEqual(kept?.marks?.businesses, ['b1', 'b2']);
  assert.deepEqual(kept?.marks?.reviewsOf, ['b3']);
  // An answer without marks (or unreadable ones) shows every business's figures.
  for (const other of [undefined, '{"businesses":"b1"}', 'not json'])
    assert.equal(
      keepable(
        {
          answers: [
            { until: 'never', marks },
            { until: 'never', marks: other },
          ],
          uncacheable: false,
        },
        at,
      )?.marks,
      undefined,
    );
});

/** A change to the reviews of business `id` (its figures moved, or, for a vote, not). */
const reviewOf = (id: string, figures = true): ReviewsChange => ({
  business: { id, slug: `slug-${id}`, category: 'restaurants', rowIds: [1] },
  figures: figures ? { before: { rating: 4, reviewCount: 1 }, after: { rating: 5, reviewCount: 2 } } : null,
  authors: [],
});

function keep(cache: PageCache, key: string, marks: AnswerMarks | undefined, startedAt = cache.generation) {
  cache.set(key, { gzip: TEMPLATE, headers: {}, until: Date.now() + 60_000, marks }, startedAt);
}

const TEMPLATE = gzipTemplate([Buffer.from('<p nonce="'), Buffer.from('">kept</p>')], NONCE.length);

test('a change empties what it touched: everything for an edit, the pages showing a business for its reviews', () => {
  const cache = new PageCache({ maxBytes: 1024 * 1024 });
  keep(cache, '/before-live', undefined);
  assert.equal(cache.get('/before-live'), undefined, 'nothing is kept while the changes are not followed');
  cache.setLive(true);
  keep(cache, '/businesses/a', { businesses: ['a'], windows: [], reviewsOf: ['a'] });
  keep(cache, '/businesses/b', { businesses: ['b'], windows: [], reviewsOf: ['b'] });
  keep(cache, '/search?q=cuban', undefined);
  keep(cache, '/events', { businesses: [], windows: [] });
  assert.equal(cache.size, 4);

  cache.forget({ scope: 'reviews', change: reviewOf('a') });
  assert.equal(cache.get('/businesses/a'), undefined);
  assert.equal(cache.get('/search?q=cuban'), undefined, 'a page without marks shows every business’s figures');
  assert.ok(cache.get('/businesses/b'));
  assert.ok(cache.get('/events'));

  // A helpful vote changes no figures: only the pages listing that business's reviews.
  keep(cache, '/search?q=cuban', undefined);
  cache.forget({ scope: 'reviews', change: reviewOf('b', false) });
  assert.equal(cache.get('/businesses/b'), undefined);
  assert.ok(cache.get('/search?q=cuban'));

  cache.forget({ scope: 'all' });
  assert.equal(cache.size, 0);

  // A render that started before a change is not kept; nor is anything once the stream drops.
  const startedAt = cache.generation;
  cache.forget({ scope: 'reviews', change: reviewOf('z') });
  keep(cache, '/late', { businesses: [], windows: [] }, startedAt);
  assert.equal(cache.get('/late'), undefined);
  keep(cache, '/kept', { businesses: [], windows: [] });
  cache.setLive(false);
  assert.equal(cache.get('/kept'), undefined);
});

test('a kept page lapses at its time', () => {
  const cache = new PageCache({ maxBytes: 1024 * 1024 });
  cache.setLive(true);
  cache.set('/', { gzip: TEMPLATE, headers: {}, until: 1_000, marks: undefined }, cache.generation);
  assert.ok(cache.get('/', 999));
  assert.equal(cache.get('/', 1_000), undefined);
});

test('PAGE_CACHE turns it off; a wrong PAGE_CACHE_MAX_MB stops the start naming it', () => {
  assert.equal(pageCacheSetting({ PAGE_CACHE: 'off' }), null);
  assert.equal(pageCacheSetting({ PAGE_CACHE: 'false' }), null);
  assert.deepEqual(pageCacheSetting({}), { maxBytes: 256 * 1024 * 1024 });
  assert.deepEqual(pageCacheSetting({ PAGE_CACHE_MAX_MB: '8' }), { maxBytes: 8 * 1024 * 1024 });
  for (const value of ['0', '-1', '1.5', 'lots', '70000'])
    assert.throws(() => pageCacheSetting({ PAGE_CACHE_MAX_MB: value }), /PAGE_CACHE_MAX_MB must be a whole number/);
});

test('the change stream: live once ready, each change in order, and opened again after the cms drops it', async () => {
  const streams: ServerResponse[] = [];
  const server = createServer((req, res) => {
    if (req.url !== '/api/content-changes') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.write('event: ready\ndata: {}\n\n');
    streams.push(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const seen: unknown[] = [];
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.ok(check());
  };
  const feed = followContentChanges(base, {
    onChange: (change) => seen.push(change),
    onLive: (live) => seen.push({ live }),
  });
  try {
    await until(() => seen.length === 1);
    assert.deepEqual(seen, [{ live: true }]);
    const change = { scope: 'reviews', change: reviewOf('a') };
    streams[0]?.write(`: heartbeat\n\nevent: change\ndata: ${JSON.stringify(change)}\n\nevent: chan`);
    streams[0]?.write('ge\ndata: {"scope":"all"}\n\nevent: change\ndata: nonsense\n\n');
    await until(() => seen.length === 4);
    assert.deepEqual(seen.slice(1), [change, { scope: 'all' }, { scope: 'all' }]);
    streams[0]?.destroy();
    await until(() => seen.length === 6);
    assert.deepEqual(seen.slice(4), [{ live: false }, { live: true }]);
    assert.equal(streams.length, 2);
  } finally {
    feed.close();
    server.closeAllConnections();
    server.close();
  }
});
