/**
 * The mix's review writes: the benchmark's visitors (make-dataset.mjs made them) sign in
 * over HTTP, then write reviews of businesses drawn by the same Zipf law as the pages, each
 * visitor never twice for one business (a second review would be refused, 409).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { BENCH_VISITORS, CMS_DIR } from './env.mjs';
import { REVIEW_WRITE_PATH, random } from './mix.mjs';

const requireCms = createRequire(path.join(CMS_DIR, 'package.json'));

/** @typedef {import('./env.mjs').BenchDatabase} BenchDatabase */
/** @typedef {{ email: string, cookie: string, csrfToken: string, address: string }} VisitorSession */

/**
 * Signs every benchmark visitor in (a few at a time: each sign-in checks a bcrypt hash).
 * @param {string} base
 * @returns {Promise<VisitorSession[]>}
 */
export async function signInVisitors(base, concurrency = 4) {
  /** @type {VisitorSession[]} */
  const sessions = new Array(BENCH_VISITORS.count);
  let next = 0;
  const worker = async () => {
    while (next < BENCH_VISITORS.count) {
      const i = next++;
      const email = BENCH_VISITORS.email(i);
      const res = await fetch(`${base}/api/account/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: BENCH_VISITORS.password }),
      });
      if (res.status !== 200)
        throw new Error(`visitor sign-in: ${res.status} ${await res.text()} (a data set from before the visitors?)`);
      const cookie = res.headers
        .getSetCookie()
        .map((line) => line.split(';')[0] ?? '')
        .find((pair) => /^tl_session=.+/.test(pair));
      if (!cookie) throw new Error('visitor sign-in: no session cookie');
      const { csrfToken } = /** @type {{ csrfToken: string }} */ (await res.json());
      // Each visitor comes from an address of its own, as through nginx.
      sessions[i] = { email, cookie, csrfToken, address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return sessions;
}

/**
 * The businesses (slugs) each benchmark visitor has already reviewed, from earlier runs on
 * a kept data set.
 * @param {BenchDatabase} db
 * @returns {Promise<Map<string, Set<string>>>}
 */
export async function reviewedByVisitors(db) {
  const sql = `SELECT u.email AS email, b.slug AS slug FROM reviews r
    JOIN up_users u ON u.id = r.author_id
    JOIN businesses b ON b.document_id = r.business_id AND b.published_at IS NOT NULL
    WHERE u.email LIKE 'bench-visitor-%'`;
  /** @type {{ email: string, slug: string }[]} */
  let rows;
  if (db.client === 'sqlite') {
    /** @type {typeof import('better-sqlite3')} */
    const Database = requireCms('better-sqlite3');
    const connection = new Database(db.file, { readonly: true });
    try {
      rows = /** @type {{ email: string, slug: string }[]} */ (connection.prepare(sql).all());
    } finally {
      connection.close();
    }
  } else {
    /** @type {typeof import('pg')} */
    const pg = requireCms('pg');
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      rows = (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  }
  /** @type {Map<string, Set<string>>} */
  const reviewed = new Map();
  for (const row of rows) {
    const set = reviewed.get(row.email) ?? new Set();
    set.add(row.slug);
    reviewed.set(row.email, set);
  }
  return reviewed;
}

const OPENINGS = [
  'Stopped by on a weekday afternoon',
  'Came here with friends from out of town',
  'Tried this place after a neighbor recommended it',
  'Second visit this month',
  'Dropped in after work',
];
const VERDICTS = [
  'and the staff could not have been nicer.',
  'and everything was just as good as last time.',
  'though the wait was longer than we hoped.',
  'and we are already planning to come back.',
  'but parking took a while to find.',
];

/**
 * Review writes, one after the other: visitors in turn, each writing about a business
 * drawn by a Zipf law over `slugs` (most popular first) that it has not reviewed yet. The
 * state carries over from one server to the next of a run (the reviews stay in the
 * database), so no write repeats a visitor's business.
 */
export class ReviewWrites {
  /**
   * @param {VisitorSession[]} sessions
   * @param {string[]} slugs businesses, most popular first
   * @param {Map<string, Set<string>>} reviewed what each visitor (by address) already reviewed
   * @param {number} seed
   */
  constructor(sessions, slugs, reviewed, seed) {
    this.sessions = sessions;
    this.slugs = slugs;
    this.reviewed = reviewed;
    this.next = random(seed * 104729 + 3);
    this.turn = 0;
    this.written = 0;
    // Cumulative Zipf weights (exponent 1) over the businesses.
    this.zipf = new Float64Array(slugs.length);
    let sum = 0;
    for (let r = 0; r < slugs.length; r += 1) this.zipf[r] = sum += 1 / (r + 1);
    for (let r = 0; r < slugs.length; r += 1) this.zipf[r] = /** @type {number} */ (this.zipf[r]) / sum;
  }

  /** @param {number} u */
  rank(u) {
    let lo = 0;
    let hi = this.zipf.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (/** @type {number} */ (this.zipf[mid]) < u) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * The next write: the request autocannon sends.
   * @returns {{ method: 'POST', headers: Record<string, string>, body: string }}
   */
  request() {
    const index = this.turn++ % this.sessions.length;
    const visitor = /** @type {VisitorSession} */ (this.sessions[index]);
    let done = this.reviewed.get(visitor.email);
    if (!done) this.reviewed.set(visitor.email, (done = new Set()));
    let rank = this.rank(this.next());
    for (let tries = 0; done.has(/** @type {string} */ (this.slugs[rank])) && tries < 20; tries += 1)
      rank = this.rank(this.next());
    while (done.has(/** @type {string} */ (this.slugs[rank]))) rank = (rank + 1) % this.slugs.length;
    const slug = /** @type {string} */ (this.slugs[rank]);
    done.add(slug);
    this.written += 1;
    const text = `${OPENINGS[this.written % OPENINGS.length]} (visit ${this.written} for ${visitor.email.split('@')[0]}) ${VERDICTS[Math.floor(this.next() * VERDICTS.length)]}`;
    return {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: visitor.cookie,
        'x-csrf-token': visitor.csrfToken,
        'x-forwarded-for': visitor.address,
      },
      body: JSON.stringify({
        business: slug,
        rating: 1 + Math.floor(this.next() * 5),
        text,
        displayName: `Bench visitor ${index}`,
      }),
    };
  }
}

/**
 * Review writes one at a time (no queueing behind other requests): each write's own time,
 * in ms, as p50, p99 and the largest, and how many were not answered 201.
 * @param {string} base
 * @param {ReviewWrites} writes
 */
export async function writesOneAtATime(base, writes, count = 100) {
  /** @type {number[]} */
  const times = [];
  let failed = 0;
  for (let i = 0; i < count; i += 1) {
    const { method, headers, body } = writes.request();
    const started = performance.now();
    const res = await fetch(base + REVIEW_WRITE_PATH, { method, headers, body });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 201) failed += 1;
  }
  times.sort((a, b) => a - b);
  const at = (/** @type {number} */ p) =>
    Number((times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0).toFixed(1));
  return { count, failed, p50: at(50), p99: at(99), max: Number((times.at(-1) ?? 0).toFixed(1)) };
}
