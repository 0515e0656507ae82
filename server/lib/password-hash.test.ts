// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bcryptRounds } from './password-hash.ts';

describe('bcrypt work factor', () => {
  it('is 10 in production, when BCRYPT_ROUNDS is unset or not a number', () => {
    expect(bcryptRounds(undefined)).toBe(10);
    expect(bcryptRounds('')).toBe(10);
    expect(bcryptRounds('ten')).toBe(10);
  });
  it('follows BCRYPT_ROUNDS within 4–14, so a typo cannot disable it', () => {
    expect(bcryptRounds('12')).toBe(12);
    expect(bcryptRounds('1')).toBe(4);
    expect(bcryptRounds('0')).toBe(10);
    expect(bcryptRounds('40')).toBe(14);
  });
});
