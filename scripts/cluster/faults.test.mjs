/**
 * The cluster under faults: traffic through nginx to two web servers and three cms
 * replicas on a PostgreSQL and a Redis of their own (stack.mjs), with writes mixed in
 * (favourites, reviews, moderation), while a cms replica is killed with SIGKILL and
 * started again, Redis is stopped and started, and PostgreSQL restarts. It checks what
 * clients saw in each phase, how soon the cluster recovered, and that every write
 * answered 2xx is in the database afterwards, row by row.
 *
 * Run by `npm test` in its SQLite stage (it brings its own PostgreSQL); in CI a missing
 * part (nginx, redis-server, PostgreSQL's binaries) fails it, elsewhere it is skipped
 * with the reason. CLUSTER_REPORT=<file> writes the figures as Markdown.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import test from 'node:test';
import { missingParts, startCluster, waitForHttp } from './stack.mjs';

const REQUIRED = process.env.CI === 'true';
const PASSWORD = 'Cluster-visitor-2026';
const TEXT = 'Friendly staff, cold drinks and a table by the window on a warm evening.';
const BUSINESSES = [
  'harbor-brunch',
  'franklin-street-chophouse',
  'riverwalk-noodle-bar',
  'channel-oyster-co',
  'kennedy-deli-provisions',
  'zack-street-ramen',
  'ashley-drive-taqueria',
  'tampa-union-grill',
  'garrison-pier-fish-shack',
  'casa-palmira-cuban-kitchen',
  'ybor-brick-oven-pizza',
  'el-tabaquero-spanish-bistro',
];
const VISITORS = 12;
/** Reviews an account may write a day (the product's limit). */
const REVIEWS_EACH = 8;

/**
 * @typedef {{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }} Reply
 * @typedef {{ at: number, phase: string, method: string, url: string, status: number, idempotent: boolean }} Seen
 */

/**
 * One HTTP request from a loopback address of the client's own (nginx limits per address).
 * Status 0: no answer (the connection failed or timed out).
 * @param {string} base
 * @param {{ method?: string, path: string, from: string, headers?: Record<string, string>, body?: unknown }} options
 * @returns {Promise<Reply>}
 */
function send(base, { method = 'GET', path: target, from, headers = {}, body }) {
  const url = new URL(target, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method,
        localAddress: from,
        timeout: 15_000,
        headers: {
          Accept: 'application/json, text/html',
          ...(payload
            ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = /** @type {Buffer[]} */ ([]);
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
    if (payload) req.write(payload);
    req.end();
  });
}

/** @param {Reply} reply */
const cookieOf = (reply) =>
  [reply.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.startsWith('tl_session='))
    .at(-1) ?? '';

const skip = missingParts();

test(
  'the cluster keeps answering through a killed cms replica, a Redis outage and a PostgreSQL restart, and loses no answered write',
  { skip: !REQUIRED && skip.length > 0 ? `needs ${skip.join(', ')}` : false, timeout: 900_000 },
  async () => {
    assert.deepEqual(skip, [], `the cluster test needs ${skip.join(', ')}`);
    const log = (/** @type {string} */ line) => console.log(`cluster: ${line}`);
    const cluster = await startCluster({ log });
    try {
      const site = cluster.site;
      const address = (/** @type {number} */ n) => `127.0.${Math.floor(n / 250) + 1}.${(n % 250) + 2}`;

      // Visitors sign up (the confirmation mail goes to the outbox), confirm and sign in.
      /** @type {{ email: string, from: string, cookie: string, csrf: string, reviewed: Set<string> }[]} */
      const visitors = [];
      for (let i = 0; i < VISITORS; i += 1) {
        const from = address(i);
        const email = `cluster-visitor-${i}@example.test`;
        const signUp = await send(site, {
          method: 'POST',
          path: '/api/account/sign-up',
          from,
          body: { email, password: PASSWORD },
        });
        assert.equal(signUp.status, 202, `sign-up ${signUp.status} ${signUp.body}`);
        let code = '';
        for (let tries = 0; tries < 50 && !code; tries += 1) {
          for (const file of readdirSync(cluster.outbox)) {
            const mail = readFileSync(path.join(cluster.outbox, file), 'utf8');
            const found = mail.startsWith(`To: ${email}\n`) ? /confirm\?code=([0-9a-f]{64})/.exec(mail) : null;
            if (found?.[1]) code = found[1];
          }
          if (!code) await new Promise((resolve) => setTimeout(resolve, 200));
        }
        assert.ok(code, `no confirmation mail for ${email}`);
        assert.equal(
          (await send(site, { method: 'POST', path: '/api/account/confirm', from, body: { code } })).status,
          200,
        );
        const session = await send(site, {
          method: 'POST',
          path: '/api/account/session',
          from,
          body: { email, password: PASSWORD },
        });
        assert.equal(session.status, 200, `sign-in ${session.status} ${session.body}`);
        visitors.push({
          email,
          from,
          cookie: cookieOf(session),
          csrf: JSON.parse(session.body).csrfToken,
          reviewed: new Set(),
        });
      }
      const moderatorFrom = address(200);
      const moderatorSession = await send(site, {
        method: 'POST',
        path: '/api/moderator/session',
        from: moderatorFrom,
        body: { email: 'moderator@tampalocal.example', password: 'tampa-local-moderator' },
      });
      assert.equal(moderatorSession.status, 200, `moderator sign-in ${moderatorSession.status}`);
      const moderator = { cookie: cookieOf(moderatorSession), csrf: JSON.parse(moderatorSession.body).csrfToken };

      /** @type {Seen[]} */
      const seen = [];
      /** Writes answered 2xx, to be found in the database. */
      const written = {
        /** @type {{ email: string, slug: string, id: number, rating: number }[]} */ reviews: [],
        /** @type {{ email: string, slug: string }[]} */ favourites: [],
        /** @type {{ id: number, reason: string }[]} */ moderations: [],
      };
      let phase = 'steady';
      const started = Date.now();
      let running = true;

      /** @param {string} method @param {string} url @param {Reply} reply @param {boolean} idempotent */
      const note = (method, url, reply, idempotent) =>
        seen.push({ at: Date.now() - started, phase, method, url, status: reply.status, idempotent });

      const readers = Array.from({ length: 6 }, (_, n) => async () => {
        const from = address(50 + n);
        let i = n;
        while (running) {
          i += 1;
          const slug = BUSINESSES[i % BUSINESSES.length];
          // Past the page cache some of the time: the renders reach the web servers and the cms.
          const paths = [
            `/businesses/${slug}?v=${i}`,
            `/businesses?page=${(i % 5) + 1}&v=${i}`,
            `/events?v=${i}`,
            `/api/businesses?limit=12&offset=${(i * 12) % 200}`,
            `/api/businesses/${slug}`,
            `/api/businesses/${slug}/reviews?sort=newest&v=${i}`,
            `/api/search?q=${['tacos', 'pizza', 'oyster', 'brunch'][i % 4]}`,
            '/',
          ];
          const target = paths[i % paths.length] ?? '/';
          note('GET', target, await send(site, { path: target, from }), true);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
      });

      const writers = visitors.map((visitor, n) => async () => {
        let i = n;
        while (running) {
          i += 1;
          const headers = { Cookie: visitor.cookie, 'X-CSRF-Token': visitor.csrf };
          const slug = BUSINESSES[i % BUSINESSES.length] ?? 'harbor-brunch';
          if (i % 3 === 0 && visitor.reviewed.size < REVIEWS_EACH && !visitor.reviewed.has(slug)) {
            const rating = (i % 5) + 1;
            const url = '/api/account/reviews';
            const reply = await send(site, {
              method: 'POST',
              path: url,
              from: visitor.from,
              headers,
              body: { business: slug, rating, text: `${TEXT} (${visitor.email})`, displayName: `Visitor ${n}` },
            });
            note('POST', url, reply, false);
            if (reply.status === 201) {
              visitor.reviewed.add(slug);
              written.reviews.push({ email: visitor.email, slug, id: JSON.parse(reply.body).id, rating });
            } else if (reply.status === 409) {
              // Written by a request whose answer was lost: the review is there.
              visitor.reviewed.add(slug);
            }
          } else {
            const url = `/api/account/favorites/businesses/${slug}`;
            const reply = await send(site, { method: 'PUT', path: url, from: visitor.from, headers });
            note('PUT', url, reply, true);
            if (reply.status >= 200 && reply.status < 300) written.favourites.push({ email: visitor.email, slug });
          }
          await new Promise((resolve) => setTimeout(resolve, 400));
        }
      });

      const moderation = async () => {
        let done = 0;
        while (running) {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          const review = written.reviews[done];
          if (!review) continue;
          const url = `/api/reviews/${review.id}/moderation`;
          const reason = `Checked in phase ${phase}`;
          const reply = await send(site, {
            method: 'POST',
            path: url,
            from: moderatorFrom,
            headers: { Cookie: moderator.cookie, 'X-CSRF-Token': moderator.csrf },
            body: { action: 'publish', reason },
          });
          note('POST', url, reply, false);
          if (reply.status === 200) written.moderations.push({ id: review.id, reason });
          done += 1;
        }
      };

      /** @type {Record<string, { from: number, to: number }>} */
      const phases = {};
      const mark = (/** @type {string} */ name) => {
        const at = Date.now() - started;
        const previous = phases[phase];
        if (previous) previous.to = at;
        phase = name;
        phases[name] = { from: at, to: at };
        log(`${(at / 1000).toFixed(1)} s: ${name}`);
      };
      const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
      mark('steady');
      const load = Promise.all([...readers, ...writers, moderation].map((run) => run()));

      await pause(8000);
      mark('cms replica killed');
      cluster.killCms(1);
      await pause(8000);
      mark('cms replica restarting');
      await cluster.startCms(1);
      await pause(4000);
      mark('redis stopped');
      await cluster.stopRedis();
      await pause(6000);
      mark('redis restarted');
      cluster.startRedis();
      await pause(5000);
      mark('postgresql restarting');
      await cluster.restartPostgres();
      const postgresBack = Date.now() - started;
      mark('postgresql back');
      await pause(10_000);
      mark('after');
      await pause(5000);
      running = false;
      await load;
      mark('end');

      // What clients saw, phase by phase.
      const failed = (/** @type {Seen} */ s) => s.status === 0 || s.status >= 500;
      const rows = Object.keys(phases)
        .filter((name) => name !== 'end')
        .map((name) => {
          const inPhase = seen.filter((s) => s.phase === name);
          return {
            name,
            seconds: ((phases[name]?.to ?? 0) - (phases[name]?.from ?? 0)) / 1000,
            served: inPhase.filter((s) => !failed(s)).length,
            readErrors: inPhase.filter((s) => s.idempotent && failed(s)).length,
            writeErrors: inPhase.filter((s) => !s.idempotent && failed(s)).length,
            statuses: [...new Set(inPhase.filter(failed).map((s) => s.status))].sort().join(', '),
          };
        });
      const lastError = seen.filter(failed).at(-1);
      const recovery = lastError && lastError.at > postgresBack ? (lastError.at - postgresBack) / 1000 : 0;
      const table = [
        '| Phase | Seconds | Answered | Reads/idempotent that failed | Writes that failed | Failed statuses |',
        '|---|---|---|---|---|---|',
        ...rows.map(
          (r) =>
            `| ${r.name} | ${r.seconds.toFixed(1)} | ${r.served} | ${r.readErrors} | ${r.writeErrors} | ${r.statuses} |`,
        ),
        '',
        `Last failed request: ${recovery.toFixed(1)} s after PostgreSQL answered again. Writes answered 2xx: ${written.reviews.length} reviews, ${written.favourites.length} favourites, ${written.moderations.length} moderations.`,
      ].join('\n');
      console.log(table);
      if (process.env.CLUSTER_REPORT) writeFileSync(process.env.CLUSTER_REPORT, `${table}\n`);

      // Nothing lost: every write answered 2xx is in the database.
      const stored = (/** @type {string} */ sql) =>
        cluster
          .psql(sql)
          .split('\n')
          .filter((line) => line !== '');
      const reviewRows = new Map(
        stored(
          "SELECT r.id || '|' || r.business_id || '|' || u.email || '|' || r.rating || '|' || r.status || '|' || COALESCE(r.moderation_reason, '') FROM reviews r JOIN up_users u ON u.id = r.author_id",
        ).map((line) => [Number(line.split('|')[0]), line.split('|')]),
      );
      const businessIds = new Map(
        stored("SELECT DISTINCT slug || '|' || document_id FROM businesses").map((line) => {
          const [slug = '', documentId = ''] = line.split('|');
          return [slug, documentId];
        }),
      );
      for (const review of written.reviews) {
        const row = reviewRows.get(review.id);
        assert.ok(row, `review ${review.id} (answered 201) is not in the database`);
        assert.deepEqual(row.slice(1, 4), [businessIds.get(review.slug), review.email, String(review.rating)]);
      }
      for (const moderated of written.moderations) {
        const row = reviewRows.get(moderated.id);
        assert.equal(row?.[4], 'published');
      }
      const favouriteRows = new Set(
        stored(
          "SELECT u.email || '|' || f.slug FROM account_favorites f JOIN up_users u ON u.id = f.user_id WHERE f.kind = 'businesses'",
        ),
      );
      for (const favourite of written.favourites) {
        assert.ok(
          favouriteRows.has(`${favourite.email}|${favourite.slug}`),
          `favourite ${favourite.email} ${favourite.slug} was lost`,
        );
      }

      // No idempotent request failed in any phase: nginx tried another replica when one died
      // or answered 503 while its database restarted, and the pools waited for PostgreSQL.
      for (const row of rows) assert.equal(row.readErrors, 0, `idempotent requests failed during "${row.name}"`);
      // After PostgreSQL's restart, the cluster answered again within seconds.
      assert.ok(recovery <= 10, `requests still failed ${recovery} s after PostgreSQL came back`);
      assert.ok(written.reviews.length > 10 && written.favourites.length > 50, 'too few writes to say anything');
      await waitForHttp(`${site}/healthz`);
    } finally {
      await cluster.stop();
    }
  },
);
