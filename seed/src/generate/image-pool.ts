import type { Random } from '../random';
import type { SyntheticImage } from './records';

/** The images of the media library grouped by the start of their file names. */
export class ImagePool {
  private readonly cache = new Map<string, SyntheticImage[]>();
  private readonly generic: SyntheticImage[];

  constructor(private readonly images: readonly SyntheticImage[]) {
    const isSpecific = (name: string) => /^(avatar|property|event)-/.test(name);
    this.generic = images.filter((image) => !isSpecific(image.name));
    if (this.generic.length === 0) this.generic = [...images];
  }

  /** Images whose names start with one of the prefixes; any general image otherwise. */
  matching(prefixes: readonly string[]): SyntheticImage[] {
    const key = prefixes.join('|');
    let found = this.cache.get(key);
    if (!found) {
      found = this.images.filter((image) => prefixes.some((prefix) => image.name.startsWith(prefix)));
      if (found.length === 0) found = this.generic;
      this.cache.set(key, found);
    }
    return found;
  }

  pick(prefixes: readonly string[], r: Random, probability = 1): SyntheticImage | null {
    const pool = this.matching(prefixes);
    if (pool.length === 0 || !r.chance(probability)) return null;
    return r.pick(pool);
  }
}
