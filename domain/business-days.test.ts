import { getHolidayPreset } from '@hyunbinseo/holidays-kr';
import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  handlingDeadline,
  isNonBusinessDay,
  yearsToLoad,
} from './business-days.ts';
import { koreanMonthDay, koreanWeekday } from './korean-dates.ts';

const kst = (s: string) => new Date(`${s}+09:00`);
const none = new Set<string>();

describe('business days (Korea time; weekends and holidays skipped)', () => {
  it('Monday + 2 → Wednesday, same clock time', () => {
    expect(handlingDeadline(kst('2026-03-09T10:30:00'), none, 2)).toEqual(
      kst('2026-03-11T10:30:00'),
    );
  });

  it('Friday + 2 → Tuesday; a Saturday report counts from Monday', () => {
    expect(handlingDeadline(kst('2026-03-13T09:00:00'), none, 2)).toEqual(
      kst('2026-03-17T09:00:00'),
    );
    expect(handlingDeadline(kst('2026-03-14T09:00:00'), none, 2)).toEqual(
      kst('2026-03-17T09:00:00'),
    );
  });

  it('the day boundary is Korea midnight, not UTC midnight', () => {
    // 23:30 KST on Friday is 14:30 UTC Friday; Saturday 00:30 KST is still Friday in UTC.
    expect(isNonBusinessDay(kst('2026-03-14T00:30:00'), none)).toBe(true);
    expect(handlingDeadline(kst('2026-03-13T23:30:00'), none, 2)).toEqual(
      kst('2026-03-17T23:30:00'),
    );
  });

  it('skips the holidays it is given, across a year end', () => {
    expect(addBusinessDays(kst('2026-12-31T10:00:00'), 1, new Set(['2027-01-01']))).toEqual(
      kst('2027-01-04T10:00:00'),
    );
    expect(yearsToLoad(kst('2026-12-31T10:00:00'))).toEqual(['2026', '2027']);
  });

  it('with the holidays-kr data: 추석 2026 (Sep 24–26) pushes the deadline', async () => {
    const holidays = new Set(Object.keys(await getHolidayPreset('2026')));
    expect(handlingDeadline(kst('2026-09-23T11:00:00'), holidays, 2)).toEqual(
      kst('2026-09-29T11:00:00'),
    );
  });
});

describe('Korean dates', () => {
  it('computes the weekday from the date', () => {
    expect(koreanMonthDay(kst('2026-11-30T02:00:00'))).toBe('11월 30일(월)');
    expect(koreanWeekday(kst('2026-11-29T23:59:00'))).toBe('일');
    // 01:00 KST on the 1st is still the 30th in UTC: the Korean date wins.
    expect(koreanMonthDay(kst('2026-12-01T01:00:00'))).toBe('12월 1일(화)');
  });
});
