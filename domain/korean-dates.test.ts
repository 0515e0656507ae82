import { describe, expect, it } from 'vitest';
import { dividedDate, dividedDateTime, koreanDateTime, koreanMonthDay } from './korean-dates.ts';

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

describe('the one date format of the screens', () => {
  it('writes calendar dates as they are and instants in Korea time, with the divider', () => {
    expect(dividedDate('2026-11-30', '.')).toBe('2026.11.30');
    expect(dividedDate('2026-11-29T15:30:00Z', '.')).toBe('2026.11.30');
    expect(dividedDate(new Date('2026-11-29T14:59:00Z'), '-')).toBe('2026-11-29');
    expect(dividedDateTime('2026-11-29T15:30:00Z', '.')).toBe('2026.11.30 00:30');
    expect(dividedDateTime('2026-11-27T15:00:00Z', '.', { weekday: true })).toBe(
      '2026.11.28(토) 00:00',
    );
  });

  it('gives null for what is no date (the caller decides what shows)', () => {
    for (const v of ['', '어제', null, undefined, 17, new Date('x')]) {
      expect(dividedDate(v, '.')).toBeNull();
      expect(dividedDateTime(v, '.')).toBeNull();
    }
    // A calendar date has no time of day.
    expect(dividedDateTime('2026-11-30', '.')).toBeNull();
  });
});
