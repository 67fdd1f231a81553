import { AREAS, BUSINESS_CATEGORIES, type Area, type BusinessCategory } from '@tampa-local/domain';

/** What recommendations and videos say about the business they are about. */
export type BusinessFacts = { name: string; category: BusinessCategory; area: Area };

/**
 * The name, category and area of every business of a batch, packed tightly (a byte each
 * for category and area, names as UTF-8 in one buffer: about 25 bytes a business) so that
 * recommendations and videos can name any business of a million without the batch's
 * records staying in memory.
 */
export class BusinessDirectory {
  private categories: Uint8Array;
  private areas: Uint8Array;
  private names: Buffer;
  private nameEnds: Uint32Array;
  private used = 0;
  length = 0;

  constructor(capacity = 1024) {
    const slots = Math.max(1, capacity);
    this.categories = new Uint8Array(slots);
    this.areas = new Uint8Array(slots);
    this.nameEnds = new Uint32Array(slots);
    this.names = Buffer.alloc(slots * 24);
  }

  add(business: BusinessFacts): void {
    if (this.length === this.categories.length) this.growSlots();
    const bytes = Buffer.byteLength(business.name);
    while (this.used + bytes > this.names.length) this.names = grow(this.names, this.names.length * 2);
    this.names.write(business.name, this.used);
    this.used += bytes;
    this.nameEnds[this.length] = this.used;
    this.categories[this.length] = code(BUSINESS_CATEGORIES, business.category);
    this.areas[this.length] = code(AREAS, business.area);
    this.length += 1;
  }

  clear(): void {
    this.length = 0;
    this.used = 0;
  }

  get(index: number): BusinessFacts {
    if (!(index >= 0 && index < this.length)) throw new RangeError(`No business ${index} in the directory`);
    return {
      name: this.names.toString('utf8', index === 0 ? 0 : this.nameEnds[index - 1], this.nameEnds[index]),
      category: BUSINESS_CATEGORIES[this.categories[index]!]!,
      area: AREAS[this.areas[index]!]!,
    };
  }

  /** The indexes of each category's businesses, in order. */
  indexesByCategory(): Map<BusinessCategory, Uint32Array> {
    const byCode = BUSINESS_CATEGORIES.map(() => ({ size: 0, filled: 0, indexes: new Uint32Array(0) }));
    for (let i = 0; i < this.length; i += 1) byCode[this.categories[i]!]!.size += 1;
    for (const list of byCode) list.indexes = new Uint32Array(list.size);
    for (let i = 0; i < this.length; i += 1) {
      const list = byCode[this.categories[i]!]!;
      list.indexes[list.filled] = i;
      list.filled += 1;
    }
    const byCategory = new Map<BusinessCategory, Uint32Array>();
    // Only categories that have businesses, as a look-up of an absent one finds nothing.
    BUSINESS_CATEGORIES.forEach((category, i) => {
      const list = byCode[i]!;
      if (list.size > 0) byCategory.set(category, list.indexes);
    });
    return byCategory;
  }

  private growSlots(): void {
    const slots = this.categories.length * 2;
    this.categories = grow(this.categories, slots);
    this.areas = grow(this.areas, slots);
    this.nameEnds = grow(this.nameEnds, slots);
  }
}

function code<T extends string>(values: readonly T[], value: T): number {
  const index = values.indexOf(value);
  if (index < 0) throw new RangeError(`Unknown value ${value}`);
  return index;
}

function grow<T extends Uint8Array | Uint32Array>(array: T, length: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(length);
  bigger.set(array);
  return bigger;
}
