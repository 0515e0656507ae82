import { describe, expect, it } from 'vitest';
import { listOf, numberOr, objectOf } from './answer-shape';

describe('answer shapes', () => {
  it('keeps the objects of a list and nothing else', () => {
    expect(listOf([{ a: 1 }, null, 3, 'x', {}])).toEqual([{ a: 1 }, {}]);
    expect(listOf(null)).toEqual([]);
    expect(listOf({})).toEqual([]);
  });
  it('objects and numbers fall back', () => {
    expect(objectOf(null)).toEqual({});
    expect(objectOf([1])).toEqual({});
    expect(objectOf({ a: 1 })).toEqual({ a: 1 });
    expect(numberOr('3', 0)).toBe(0);
    expect(numberOr(Number.NaN, 7)).toBe(7);
    expect(numberOr(2, 0)).toBe(2);
  });
});
