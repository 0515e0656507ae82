import { describe, expect, it } from 'vitest';
import { koreanDateTime, koreanMonthDay } from './korean-dates.ts';

describe('Korean dates', () => {
  it('computes the weekday in Korea time', () => {
    // 2026-11-30 is a Monday; 15:30 UTC on the 29th is already the 30th in Korea.
    expect(koreanMonthDay(new Date('2026-11-29T15:30:00Z'))).toBe('11월 30일(월)');
  });

  it('writes when a restriction ends as year, date, weekday and Korean time', () => {
    expect(koreanDateTime(new Date('2026-11-27T15:00:00Z'))).toBe('2026년 11월 28일(토) 00:00');
    expect(koreanDateTime(new Date('2026-12-31T14:59:00Z'))).toBe('2026년 12월 31일(목) 23:59');
  });
});
