/**
 * Rendered pages kept in memory, per web process, so a page a visitor asked for a moment
 * ago is not rendered again (docs/decisions.md, "Page caching").
 *
 * A page is kept when every answer its render read from the cms said it may be (the cms
 * sends X-Content-Until and X-Content-Marks with public answers), until Tampa's next
 * midnight at most (what the render itself reads from the clock, such as "Today", an
 * event that has ended or the year, changes no sooner), less when an answer says so (an
 * opening status: the cms works out until when it holds). The cms's
 * stream of content changes (content-feed.ts) empties it: an editor's change empties
 * every page, a change to one business's reviews only the pages that show what it
 * touched (the same rules as the cms's caches: packages/domain, content-changes.ts).
 * While the stream is down nothing is kept or served from here.
 *
 * Each response keeps its own Content-Security-Policy nonce: a kept page is stored gzipped,
 * ready to send, with its nonce's places as stored (uncompressed) deflate blocks, and each
 * visitor's copy gets the nonce of their response: a hit costs a copy and a checksum, not
 * a compression (gzipTemplate below). Only the gzipped copy is kept (a fifth of the HTML);
 * the rare client that takes no gzip gets it inflated.
 */
import { constants, crc32, deflateRawSync, gunzipSync } from 'node:zlib';
import {
  combineAnswerMarks,
  nextCityMidnight,
  parseAnswerMarks,
  touchedBy,
  wholeNumberSetting,
  type AnswerMarks,
  type ContentChange,
} from '@tampa-local/domain';
import { LRUCache } from 'lru-cache';

/**
 * What a render read from the cms: each answer's X-Content-Until and X-Content-Marks
 * (noted by the app's HTTP client, src/lib/request-id.ts), and whether a call failed or
 * its answer said neither (then the page is not kept).
 */
export type RenderReads = {
  answers: { until: string | undefined; marks: string | undefined }[];
  uncacheable: boolean;
};

/**
 * A page gzipped with a slot of `slotLength` bytes between each two pieces of its HTML:
 * the deflated pieces (each but the last followed by a stored block's header), and each
 * piece's CRC-32, length and shift (x^(8·length) mod the CRC polynomial, for combining).
 */
export type GzipTemplate = {
  parts: Buffer[];
  crcs: number[];
  lengths: number[];
  shifts: number[];
  slotLength: number;
  slotShift: number;
};

/** A rendered page to keep: its gzip template, the headers to send again, until when it holds and what it shows of reviews. */
export type PageToKeep = {
  gzip: GzipTemplate;
  headers: Record<string, string>;
  until: number;
  marks: AnswerMarks | undefined;
};

/** A kept page, with the bytes it takes. */
export type KeptPage = PageToKeep & { size: number };

/**
 * CRC-32 arithmetic (the gzip trailer's checksum) for joining checksums of parts without
 * reading the parts again: crc(A·B) = crc(A)·x^(8·|B|) + crc(B) over GF(2), modulo the
 * CRC polynomial, in its reflected form (bit 31 is x^0). zlib has crc32_combine; Node
 * exposes only crc32.
 */
const CRC_POLYNOMIAL = 0xedb88320;

/** a(x)·b(x) modulo the polynomial. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  let factor = b;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= factor;
    factor = factor & 1 ? (factor >>> 1) ^ CRC_POLYNOMIAL : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31. */
const POWERS = (() => {
  const table = new Uint32Array(32);
  let power = 0x40000000; // x^1
  for (let k = 0; k < 32; k += 1) {
    table[k] = power;
    power = multiplyModP(power, power);
  }
  return table;
})();

/** x^(8·bytes) modulo the polynomial: what shifts a checksum past `bytes` more bytes. */
export function crcShift(bytes: number): number {
  let power = 0x80000000; // x^0
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k += 1) {
    if (n % 2) power = multiplyModP(POWERS[k % 32] ?? 0, power);
  }
  return power;
}

/** The CRC-32 of A followed by B, from crc(A), crc(B) and B's shift (crcShift(|B|)). */
export const crcCombine = (crcA: number, crcB: number, shiftB: number): number =>
  (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;

/** The gzip header: deflate, no name or time, from a Unix system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]);

/** Pieces shorter than this are stored as they are: deflating them costs more than it saves. */
const STORE_BELOW = 1024;

/** A stored (uncompressed) deflate block's header for `length` bytes (at most 65,535), `last` ending the stream. */
const storedBlockHeader = (length: number, last: boolean): Buffer =>
  Buffer.from([last ? 0x01 : 0x00, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]);

/**
 * A gzip stream of `pieces` with a slot of `slotLength` bytes between each two, to be
 * filled per response (gzipFill). Each piece is deflated on its own and ends on a byte
 * boundary (a sync flush), so a stored block of the slot's bytes can follow it; a short
 * piece (the markup between two nonces of the head's script links) is itself a stored
 * block. The last piece ends the stream.
 */
export function gzipTemplate(pieces: Buffer[], slotLength: number): GzipTemplate {
  if (slotLength > 0xffff) throw new RangeError('slot too long for a stored block');
  const slotHeader = storedBlockHeader(slotLength, false);
  const parts = pieces.map((piece, index) => {
    const last = index === pieces.length - 1;
    const block =
      piece.length < STORE_BELOW
        ? Buffer.concat([storedBlockHeader(piece.length, last), piece])
        : deflateRawSync(piece, { finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH });
    return last ? block : Buffer.concat([block, slotHeader]);
  });
  return {
    parts,
    crcs: pieces.map((piece) => crc32(piece)),
    lengths: pieces.map((piece) => piece.length),
    shifts: pieces.map((piece) => crcShift(piece.length)),
    slotLength,
    slotShift: crcShift(slotLength),
  };
}

/** The gzip stream of the template's pieces joined by `slot`. */
export function gzipFill(template: GzipTemplate, slot: Buffer): Buffer {
  if (slot.length !== template.slotLength) throw new RangeError('slot of another length');
  const slotCrc = crc32(slot);
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  template.parts.forEach((part, index) => {
    if (index > 0) {
      crc = crcCombine(crc, slotCrc, template.slotShift);
      length += slot.length;
      out.push(slot);
    }
    crc = crcCombine(crc, template.crcs[index] ?? 0, template.shifts[index] ?? 0x80000000);
    length += template.lengths[index] ?? 0;
    out.push(part);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  out.push(trailer);
  return Buffer.concat(out);
}

/** The page as sent: gzipped for a client that takes gzip, else inflated. */
export function pageBody(template: GzipTemplate, slot: Buffer, gzip: boolean): Buffer {
  const body = gzipFill(template, slot);
  return gzip ? body : gunzipSync(body);
}

/** `html` cut at each place `nonce` appears. */
export function cutAtNonce(html: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  const pieces: Buffer[] = [];
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
 * `renderedAt`: epoch ms.
 */
export function keepable(
  reads: RenderReads,
  renderedAt: number,
): { until: number; marks: AnswerMarks | undefined } | null {
  if (reads.uncacheable) return null;
  let until = nextCityMidnight(new Date(renderedAt)).getTime();
  const marks: (AnswerMarks | undefined)[] = [];
  for (const answer of reads.answers) {
    if (answer.until === undefined) return null;
    if (answer.until !== 'never') {
      const value = Number(answer.until);
      if (!Number.isFinite(value)) return null;
      until = Math.min(until, value);
    }
    let parsed: AnswerMarks | undefined;
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
  readonly pages: LRUCache<string, KeptPage>;
  /** Bumped by every change: a render that started before one is not kept. */
  generation = 0;
  /** Whether the cms's stream of changes is open (nothing is kept or served while it is not). */
  live = false;

  constructor({ maxBytes, maxPages = 20_000 }: { maxBytes: number; maxPages?: number }) {
    this.pages = new LRUCache<string, KeptPage>({
      max: maxPages,
      maxSize: maxBytes,
      sizeCalculation: (page) => page.size,
    });
  }

  setLive(live: boolean): void {
    this.generation += 1;
    this.live = live;
    this.pages.clear();
  }

  /**
   * Forgets what a change touched: every page, or those showing what a change to one
   * business's reviews altered.
   */
  forget(change: ContentChange): void {
    this.generation += 1;
    if (change.scope === 'all') {
      this.pages.clear();
      return;
    }
    const touched: string[] = [];
    for (const [key, page] of this.pages.entries()) {
      if (touchedBy(page.marks, change.change)) touched.push(key);
    }
    for (const key of touched) this.pages.delete(key);
  }

  /** The page kept under `key`, unless it lapsed by `now` (epoch ms). */
  get(key: string, now: number = Date.now()): KeptPage | undefined {
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
   * Whether a page whose render started at generation `startedAt` may still be kept (no
   * change came since, and the changes are followed).
   */
  mayKeep(startedAt: number): boolean {
    return this.live && startedAt === this.generation;
  }

  /**
   * Keeps a rendered page, gzipped with its nonce's slots (gzipTemplate), unless a change
   * came since its render started (`startedAt`, a generation).
   */
  set(key: string, { gzip, headers, until, marks }: PageToKeep, startedAt: number): void {
    if (!this.mayKeep(startedAt)) return;
    const size = gzip.parts.reduce((sum, part) => sum + part.length + 40, 0) + key.length + 512;
    this.pages.set(key, { gzip, headers, until, marks, size });
  }

  get size(): number {
    return this.pages.size;
  }
}

/**
 * The page cache's settings: PAGE_CACHE ("off", "false", "0" or "no" turns it off) and
 * PAGE_CACHE_MAX_MB (256).
 */
export function pageCacheSetting(env: Record<string, string | undefined>): { maxBytes: number } | null {
  if (/^(0|false|off|no)$/i.test(env.PAGE_CACHE ?? '')) return null;
  const megabytes = wholeNumberSetting('PAGE_CACHE_MAX_MB', env.PAGE_CACHE_MAX_MB, {
    min: 1,
    max: 64 * 1024,
    fallback: 256,
  });
  return { maxBytes: megabytes * 1024 * 1024 };
}
