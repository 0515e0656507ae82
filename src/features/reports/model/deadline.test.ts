import { getHolidayPreset } from '@hyunbinseo/holidays-kr';
import { describe, expect, it } from 'vitest';
import { handlingDeadline, isNonBusinessDay, kstDateKey, timeLeft, yearsToLoad } from './deadline';

const kst = (s: string) => new Date(`${s}+09:00`);
const none = new Set<string>();

describe('handlingDeadline (2 business days, weekends and Korean holidays skipped)', () => {
  it('adds two weekdays at the same Korea clock time', () => {
    // Monday → Wednesday
    expect(handlingDeadline(kst('2026-03-09T10:30:00'), none)).toEqual(kst('2026-03-11T10:30:00'));
  });

  it('skips the weekend', () => {
    // Thursday → Friday (1), Monday (2)
    expect(handlingDeadline(kst('2026-03-12T15:00:00'), none)).toEqual(kst('2026-03-16T15:00:00'));
    // Friday → Monday, Tuesday
    expect(handlingDeadline(kst('2026-03-13T09:00:00'), none)).toEqual(kst('2026-03-17T09:00:00'));
    // Saturday → Monday, Tuesday
    expect(handlingDeadline(kst('2026-03-14T09:00:00'), none)).toEqual(kst('2026-03-17T09:00:00'));
  });

  it('skips a public holiday given in the set', () => {
    // Monday 2026-05-04; Tuesday 05-05 is 어린이날 → Wednesday (1), Thursday (2)
    const holidays = new Set(['2026-05-05']);
    expect(handlingDeadline(kst('2026-05-04T10:00:00'), holidays)).toEqual(
      kst('2026-05-07T10:00:00'),
    );
  });

  it('uses the real holidays-kr data: 추석 2026 (Sep 24–26) pushes the deadline', async () => {
    const preset = await getHolidayPreset('2026');
    const holidays = new Set(Object.keys(preset));
    expect(holidays.has('2026-09-25')).toBe(true);
    // Wednesday 09-23: Thu 24, Fri 25 holidays, Sat, Sun → Mon 28 (1), Tue 29 (2)
    expect(handlingDeadline(kst('2026-09-23T11:00:00'), holidays)).toEqual(
      kst('2026-09-29T11:00:00'),
    );
  });

  it('counts days in Korea time, not UTC', () => {
    // 2026-03-13 23:30 KST is a Friday in Korea (still Friday 14:30 UTC)
    const friLate = kst('2026-03-13T23:30:00');
    expect(kstDateKey(friLate)).toBe('2026-03-13');
    expect(handlingDeadline(friLate, none)).toEqual(kst('2026-03-17T23:30:00'));
    // 2026-03-16 00:30 KST is Monday in Korea although it is Sunday in UTC
    expect(isNonBusinessDay(kst('2026-03-16T00:30:00'), none)).toBe(false);
  });

  it('honours another number of business days', () => {
    expect(handlingDeadline(kst('2026-03-13T09:00:00'), none, 1)).toEqual(
      kst('2026-03-16T09:00:00'),
    );
  });

  it('needs the report year and the next one (year-end crossing)', () => {
    expect(yearsToLoad(kst('2026-12-31T10:00:00'))).toEqual(['2026', '2027']);
    // Thursday 2026-12-31 → Fri 2027-01-01 is 1월 1일 → Mon 01-04, Tue 01-05
    expect(handlingDeadline(kst('2026-12-31T10:00:00'), new Set(['2027-01-01']))).toEqual(
      kst('2027-01-05T10:00:00'),
    );
  });
});

describe('timeLeft', () => {
  const deadline = kst('2026-03-11T10:30:00');
  it('splits the remaining time into days, hours and minutes', () => {
    expect(timeLeft(deadline, kst('2026-03-10T07:10:30'))).toEqual({
      overdue: false,
      days: 1,
      hours: 3,
      minutes: 19,
    });
  });
  it('is overdue at and after the deadline', () => {
    expect(timeLeft(deadline, deadline).overdue).toBe(true);
    expect(timeLeft(deadline, kst('2026-03-12T00:00:00'))).toEqual({
      overdue: true,
      days: 0,
      hours: 0,
      minutes: 0,
    });
  });
});
