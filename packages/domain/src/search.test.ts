import { describe, expect, it } from 'vitest';
import { escapeLike, SEARCH_MAX_LENGTH, SEARCH_MAX_TERMS, searchTerms } from './search.js';

describe('searchTerms', () => {
  it('splits on any whitespace and lowercases', () => {
    expect(searchTerms('  Cuban   Sandwich\tYbor\n')).toEqual(['cuban', 'sandwich', 'ybor']);
  });

  it('returns no terms for blank input', () => {
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms(' \t ')).toEqual([]);
  });

  it('drops repeated terms, whatever their case', () => {
    expect(searchTerms('Tacos tacos TACOS bar')).toEqual(['tacos', 'bar']);
  });

  it('keeps every word, whole, so that every word must match', () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(10);
    expect(searchTerms(`${'x'.repeat(70)} y`)).toEqual(['x'.repeat(70), 'y']);
  });

  it('allows twenty words', () => {
    expect(SEARCH_MAX_TERMS).toBe(20);
  });

  it('keeps punctuation for the caller to escape', () => {
    expect(searchTerms('50% off_sale')).toEqual(['50%', 'off_sale']);
  });

  it('accepts queries up to 200 characters', () => {
    expect(SEARCH_MAX_LENGTH).toBe(200);
  });
});

describe('escapeLike', () => {
  it('escapes backslash, percent and underscore', () => {
    expect(escapeLike('50%')).toBe('50\\%');
    expect(escapeLike('off_sale')).toBe('off\\_sale');
    expect(escapeLike('a\\b')).toBe('a\\\\b');
    expect(escapeLike('%_\\')).toBe('\\%\\_\\\\');
  });

  it('leaves other text alone', () => {
    expect(escapeLike('café [1]*')).toBe('café [1]*');
  });
});
