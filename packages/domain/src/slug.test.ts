import { describe, expect, it } from 'vitest';
import { isSlug, slugify, SLUG_MAX_LENGTH } from './slug.js';

describe('slugify', () => {
  it('lowercases and joins words with single hyphens', () => {
    expect(slugify('Ybor City')).toBe('ybor-city');
    expect(slugify('Food & Drink')).toBe('food-drink');
    expect(slugify('  The   Florida -- Aquarium!  ')).toBe('the-florida-aquarium');
  });

  it('strips diacritics instead of turning them into hyphens', () => {
    expect(slugify('Crème Brûlée Café')).toBe('creme-brulee-cafe');
    expect(slugify('Piñata Señor')).toBe('pinata-senor');
  });

  it('decomposes compatibility characters', () => {
    expect(slugify('Ｔａｍｐａ ２')).toBe('tampa-2');
    expect(slugify('ﬁsh')).toBe('fish');
  });

  it('trims hyphens at both ends and keeps digits', () => {
    expect(slugify('--Bar 1920--')).toBe('bar-1920');
    expect(slugify('#1 Tacos')).toBe('1-tacos');
  });

  it('returns an empty string when nothing is left', () => {
    expect(slugify('')).toBe('');
    expect(slugify('!!! ---')).toBe('');
    expect(slugify('东京')).toBe('');
  });

  it('cuts long text at a word boundary', () => {
    const words = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
    const slug = slugify(words);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
    expect(words.toLowerCase().replace(/ /g, '-').startsWith(`${slug}-`)).toBe(true);
    expect(slug).toBe('word0-word1-word2-word3-word4-word5-word6-word7-word8-word9-word10-word11-word12-word13-word14');
  });

  it('keeps exactly 96 characters when the next one is a hyphen', () => {
    const text = `${'a'.repeat(90)} bbbbb cc`;
    expect(slugify(text)).toBe(`${'a'.repeat(90)}-bbbbb`);
    expect(slugify(text)).toHaveLength(96);
  });

  it('hard-cuts a single word longer than the limit', () => {
    expect(slugify('x'.repeat(120))).toBe('x'.repeat(96));
  });

  it('produces slugs that isSlug accepts', () => {
    for (const text of ['Hyde Park Village', 'Crème', 'a — b', 'x'.repeat(200)]) {
      expect(isSlug(slugify(text))).toBe(true);
    }
  });
});

describe('isSlug', () => {
  it('accepts lower-case words joined by single hyphens', () => {
    expect(isSlug('downtown-tampa')).toBe(true);
    expect(isSlug('a1')).toBe(true);
  });

  it('rejects anything slugify would not produce', () => {
    expect(isSlug('')).toBe(false);
    expect(isSlug('Downtown-Tampa')).toBe(false);
    expect(isSlug('-tampa')).toBe(false);
    expect(isSlug('tampa-')).toBe(false);
    expect(isSlug('ybor--city')).toBe(false);
    expect(isSlug('sqft_yearly')).toBe(false);
    expect(isSlug('a'.repeat(97))).toBe(false);
  });
});
