import { describe, expect, it } from 'vitest';
import { combineAnswerMarks, parseAnswerMarks, parseContentChange, type ReviewsChange } from './content-changes.js';

const change: ReviewsChange = {
  business: { id: 'abc', slug: 'harbor-brunch', category: 'restaurants', rowIds: [7] },
  figures: { before: { rating: 4, reviewCount: 2 }, after: { rating: 4.5, reviewCount: 3 } },
  authors: [12],
};

describe('content changes as the cms announces them', () => {
  it('reads a review change, and anything else as a change to everything', () => {
    expect(parseContentChange({ scope: 'reviews', change })).toEqual({ scope: 'reviews', change });
    expect(parseContentChange({ scope: 'all' })).toEqual({ scope: 'all' });
    for (const other of [null, 'reviews', { scope: 'reviews' }, { scope: 'reviews', change: { business: 1 } }])
      expect(parseContentChange(other)).toEqual({ scope: 'all' });
  });
});

describe('answer marks as the cms sends them', () => {
  it('reads well-formed marks and refuses the rest (then an answer shows every business)', () => {
    const marks = {
      businesses: ['abc'],
      windows: [{ order: 'rating', category: null, low: [4, 2], high: null }],
      reviewsOf: ['harbor-brunch'],
      authors: [12],
      rowIds: [7, 8],
    };
    expect(parseAnswerMarks(marks)).toEqual(marks);
    expect(parseAnswerMarks({ businesses: [], windows: [] })).toEqual({ businesses: [], windows: [] });
    for (const bad of [
      null,
      { businesses: 'abc', windows: [] },
      { businesses: [], windows: [{ order: 'price', category: null, low: null, high: null }] },
      { businesses: [], windows: [{ order: 'rating', category: null, low: [1], high: null }] },
      { businesses: [], windows: [], authors: ['12'] },
    ])
      expect(parseAnswerMarks(bad)).toBeUndefined();
  });

  it('a page shows what any of its answers shows; one answer without marks shows everything', () => {
    const a = { businesses: ['a'], windows: [], reviewsOf: ['a'] };
    const b = { businesses: ['a', 'b'], windows: [], authors: [3] };
    expect(combineAnswerMarks([a, b])).toEqual({
      businesses: ['a', 'b'],
      windows: [],
      reviewsOf: ['a'],
      authors: [3],
      rowIds: [],
    });
    expect(combineAnswerMarks([a, undefined])).toBeUndefined();
  });
});
