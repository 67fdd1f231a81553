import { describe, expect, it } from 'vitest';
import { pick } from './pick';

describe('pick', () => {
  it('keeps the named fields and nothing else', () => {
    expect(pick({ a: 1, b: 'two', c: [3] }, ['a', 'c'])).toEqual({ a: 1, c: [3] });
  });

  it('keeps null, leaves out what the object lacks', () => {
    const value: { a: number | null; b?: number } = { a: null };
    const picked = pick(value, ['a', 'b']);
    expect(picked).toEqual({ a: null });
    expect('b' in picked).toBe(false);
  });
});
