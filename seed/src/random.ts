/**
 * A small seeded PRNG (mulberry32) for the synthetic data: the same seed always gives the
 * same sequence, on every machine, unlike Math.random.
 */

/** Hashes text and numbers into a 32-bit seed (FNV-1a, then a final avalanche). */
export function hashSeed(...parts: Array<string | number>): number {
  let h = 0x811c9dc5;
  const text = parts.join('\u0000');
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Weighted<T> = ReadonlyArray<readonly [T, number]>;

export class Random {
  private readonly next: () => number;

  constructor(readonly seed: number) {
    this.next = mulberry32(seed);
  }

  /**
   * An independent stream named `label`: each kind of record draws from its own stream,
   * so changing how one kind is generated leaves the others as they were.
   */
  fork(label: string): Random {
    return new Random(hashSeed(this.seed, label));
  }

  /** [0, 1) */
  float(): number {
    return this.next();
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A number from min (included) to max (excluded). */
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: ArrayLike<T>): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One value, each as likely as its weight. */
  weighted<T>(entries: Weighted<T>): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** Standard normal (Box-Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A long-tailed positive whole number whose median is `median` (log-normal). */
  logNormal(median: number, spread: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
    const value = Math.round(median * Math.exp(this.normal() * spread));
    return Math.min(max, Math.max(min, value));
  }

  string(length: number, alphabet: string): string {
    // Built in one go: repeated += would leave a chain of partial strings to collect.
    const codes = new Array<number>(length);
    for (let i = 0; i < length; i += 1) codes[i] = alphabet.charCodeAt(Math.floor(this.next() * alphabet.length));
    return String.fromCharCode(...codes);
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j] as T, items[i] as T];
    }
    return items;
  }
}
