import { describe, expect, it } from 'vitest';
import { makeBusiness } from '@/testing/fixtures';
import { pickerMatches } from './search-businesses';

const page = (items: ReturnType<typeof makeBusiness>[], total = items.length) => ({ items, total });

describe('pickerMatches', () => {
  it('keeps businesses whose name or category contains the text, any case, at most 10', () => {
    const items = [
      ...Array.from({ length: 12 }, (_, i) =>
        makeBusiness({ id: `b${i}`, name: `Taco Spot ${i}`, category: 'restaurants' }),
      ),
      makeBusiness({ id: 'desc', name: 'Harbor Hotel', category: 'hotels', description: 'Tacos on Tuesdays' }),
    ];
    const { shown, hasMore } = pickerMatches(page(items), 'TACO');
    expect(shown).toHaveLength(10);
    expect(shown.map((b) => b.id)).toEqual(items.slice(0, 10).map((b) => b.id));
    expect(hasMore).toBe(true);
  });

  it('matches the category slug or label', () => {
    const items = [
      makeBusiness({ id: 'a', name: 'Blue Bar', category: 'nightlife' }),
      makeBusiness({ id: 'b', name: 'Harbor Brunch', category: 'restaurants' }),
    ];
    expect(pickerMatches(page(items), 'nightLife').shown.map((b) => b.id)).toEqual(['a']);
    expect(pickerMatches(page(items), 'night').hasMore).toBe(false);
  });

  it('notes more results when the server had more candidates than it sent', () => {
    const items = [makeBusiness({ id: 'a', name: 'Blue Bar' })];
    expect(pickerMatches(page(items, 80), 'blue').hasMore).toBe(true);
  });

  it('shows nothing for blank text', () => {
    expect(pickerMatches(page([makeBusiness()]), '  ')).toEqual({ shown: [], hasMore: false });
  });
});
