/**
 * Rendered pages kept in memory, per web process, so a page a visitor asked for a moment
 * ago is not rendered again (docs/performance.md, "Pages kept by the web server").
 *
 * A page is kept when every answer its render read from the cms said it may be (the cms
 * sends X-Content-Until and X-Content-Marks with public answers), until Tampa's next
 * midnight at most (what the render itself reads from the clock, such as "Today", an
 * event that has ended or the year, changes no sooner), less when an answer says so (an
 * opening status: the cms works out until when it holds). The cms's
 * stream of content changes (content-feed.mjs) empties it: an editor's change empties
 * every page, a change to one business's reviews only the pages that show what it
 * touched (the same rules as the cms's caches: packages/domain, content-changes.ts).
 * While the stream is down nothing is kept or served from here.
 *
 * Each response keeps its own Content-Security-Policy nonce: a kept page is stored with
 * the places of its nonce, and each visitor's copy gets the nonce of their response. The
 * gzipped copy is stored ready to send with the nonce in stored (uncompressed) deflate
 * blocks, so a hit costs a copy and a checksum, not a compression (gzipTemplate below).
 */
import { crc32, constants, deflateRawSync } from 'node:zlib';
import { combineAnswerMarks, nextCityMidnight, parseAnswerMarks, touchedBy } from '@tampa-local/domain';
import { LRUCache } from 'lru-cache';

/** @typedef {import('@tampa-local/domain').AnswerMarks} AnswerMarks */
/** @typedef {import('@tampa-local/domain').ContentChange} ContentChange */

/**
 * What a render read from the cms: each answer's X-Content-Until and X-Content-Marks
 * (noted by the app's HTTP client, src/lib/request-id.ts), and whether one had neither.
 * @typedef {{ answers: { until: string | undefined; marks: string | undefined }[]; uncacheable: boolean }} RenderReads
 */

/**
 * A kept page: its HTML cut at its nonce, the same gzipped with a slot for it, the
 * headers to send again, until when it holds and what it shows of reviews.
 * @typedef {{
 *   pieces: Buffer[];
 *   gzip: { head: Buffer; parts: Buffer[]; nonceLength: number };
 *   headers: Record<string, string>;
 *   until: number;
 *   marks: AnswerMarks | undefined;
 *   size: number;
 * }} KeptPage
 */

/** The gzip header: deflate, no name or time, from a Unix system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]);

/**
 * A gzip stream of `pieces` with a slot of `slotLength` bytes between each two, to be
 * filled per response (gzipFill). Each piece is deflated on its own, ending on a byte
 * boundary (a sync flush), so a stored block of the slot's bytes can follow it; the last
 * piece ends the stream.
 * @param {Buffer[]} pieces
 * @param {number} slotLength
 */
export function gzipTemplate(pieces, slotLength) {
  if (slotLength > 0xffff) throw new RangeError('slot too long for a stored block');
  const storedHeader = Buffer.from([
    0x00,
    slotLength & 0xff,
    slotLength >> 8,
    ~slotLength & 0xff,
    (~slotLength >> 8) & 0xff,
  ]);
  const parts = pieces.map((piece, index) => {
    const last = index === pieces.length - 1;
    const deflated = deflateRawSync(piece, { finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH });
    return last ? deflated : Buffer.concat([deflated, storedHeader]);
  });
  return { head: GZIP_HEADER, parts, nonceLength: slotLength };
}

/**
 * The gzip stream of `pieces` joined by `slot`, from their template.
 * @param {{ head: Buffer; parts: Buffer[]; nonceLength: number }} template
 * @param {Buffer[]} pieces
 * @param {Buffer} slot
 */
export function gzipFill(template, pieces, slot) {
  if (slot.length !== template.nonceLength) throw new RangeError('slot of another length');
  /** @type {Buffer[]} */
  const out = [template.head];
  let crc = 0;
  let length = 0;
  pieces.forEach((piece, index) => {
    crc = crc32(piece, crc);
    length += piece.length;
    out.push(template.parts[index] ?? Buffer.alloc(0));
    if (index < pieces.length - 1) {
      crc = crc32(slot, crc);
      length += slot.length;
      out.push(slot);
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  out.push(trailer);
  return Buffer.concat(out);
}

/**
 * `html` cut at each place `nonce` appears.
 * @param {Buffer} html
 * @param {string} nonce
 */
export function cutAtNonce(html, nonce) {
  const needle = Buffer.from(nonce);
  /** @type {Buffer[]} */
  const pieces = [];
  let from = 0;
  for (let at = html.indexOf(needle); at >= 0; at = html.indexOf(needle, from)) {
    pieces.push(html.subarray(from, at));
    from = at + needle.length;
  }
  pieces.push(html.subarray(from));
  return pieces;
}

/**
 * Until when a page whose render read these answers holds (epoch ms), and what it shows
 * of reviews; null when it may not be kept (an answer said nothing: not a shared one).
 * @param {RenderReads} reads
 * @param {number} renderedAt epoch ms
 * @returns {{ until: number; marks: AnswerMarks | undefined } | null}
 */
export function keepable(reads, renderedAt) {
  if (reads.uncacheable) return null;
  let until = nextCityMidnight(new Date(renderedAt)).getTime();
  /** @type {(AnswerMarks | undefined)[]} */
  const marks = [];
  for (const answer of reads.answers) {
    if (answer.until === undefined) return null;
    if (answer.until !== 'never') {
      const value = Number(answer.until);
      if (!Number.isFinite(value)) return null;
      until = Math.min(until, value);
    }
    let parsed;
    try {
      parsed = answer.marks === undefined ? undefined : parseAnswerMarks(JSON.parse(answer.marks));
    } catch {
      parsed = undefined;
    }
    marks.push(parsed);
  }
  return until > renderedAt ? { until, marks: combineAnswerMarks(marks) } : null;
}

export class PageCache {
  /**
   * @param {{ maxBytes: number; maxPages?: number }} options
   */
  constructor({ maxBytes, maxPages = 20_000 }) {
    /** @type {LRUCache<string, KeptPage>} */
    this.pages = new LRUCache({ max: maxPages, maxSize: maxBytes, sizeCalculation: (page) => page.size });
    /** Bumped by every change: a render that started before one is not kept. */
    this.generation = 0;
    /** Whether the cms's stream of changes is open (nothing is kept or served while it is not). */
    this.live = false;
  }

  /** @param {boolean} live */
  setLive(live) {
    this.generation += 1;
    this.live = live;
    this.pages.clear();
  }

  /**
   * Forgets what a change touched: every page, or those showing what a change to one
   * business's reviews altered.
   * @param {ContentChange} change
   */
  forget(change) {
    this.generation += 1;
    if (change.scope === 'all') {
      this.pages.clear();
      return;
    }
    /** @type {string[]} */
    const touched = [];
    for (const [key, page] of this.pages.entries()) {
      if (touchedBy(page.marks, change.change)) touched.push(key);
    }
    for (const key of touched) this.pages.delete(key);
  }

  /**
   * @param {string} key
   * @param {number} now epoch ms
   * @returns {KeptPage | undefined}
   */
  get(key, now = Date.now()) {
    if (!this.live) return undefined;
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (now >= page.until) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
  }

  /**
   * Keeps a rendered page unless a change came since its render started (`startedAt`, a
   * generation).
   * @param {string} key
   * @param {{ html: Buffer; nonce: string; headers: Record<string, string>; until: number; marks: AnswerMarks | undefined }} page
   * @param {number} startedAt
   */
  set(key, { html, nonce, headers, until, marks }, startedAt) {
    if (!this.live || startedAt !== this.generation || nonce === '') return;
    const pieces = cutAtNonce(html, nonce);
    const gzip = gzipTemplate(pieces, Buffer.byteLength(nonce));
    const size = html.length + gzip.parts.reduce((sum, part) => sum + part.length, 0) + key.length + 512;
    this.pages.set(key, { pieces, gzip, headers, until, marks, size });
  }

  get size() {
    return this.pages.size;
  }
}

/**
 * The page cache's settings: PAGE_CACHE ("off", "false", "0" or "no" turns it off) and
 * PAGE_CACHE_MAX_MB (64).
 * @param {Record<string, string | undefined>} env
 * @returns {{ maxBytes: number } | null}
 */
export function pageCacheSetting(env) {
  if (/^(0|false|off|no)$/i.test(env.PAGE_CACHE ?? '')) return null;
  const raw = env.PAGE_CACHE_MAX_MB ?? '64';
  const megabytes = Number(raw);
  if (!/^\d+$/.test(raw) || megabytes < 1 || megabytes > 64 * 1024) {
    throw new Error(`PAGE_CACHE_MAX_MB must be a whole number of megabytes from 1 to 65536 (got "${raw}")`);
  }
  return { maxBytes: megabytes * 1024 * 1024 };
}
