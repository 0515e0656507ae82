import { describe, expect, it } from 'vitest';
import { addDaysYmd, periodEnd, toYmd } from './dates';

describe('cart dates', () => {
  it('writes the local calendar day as yyyy-MM-dd', () => {
    expect(toYmd(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(toYmd(new Date(2026, 10, 30, 0, 0))).toBe('2026-11-30');
  });

  it('shifts by calendar days across month, year and leap-day ends', () => {
    expect(addDaysYmd('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDaysYmd('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysYmd('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysYmd('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDaysYmd('2026-11-22', 0)).toBe('2026-11-22');
  });

  it('ends a period on its last day: 30 days from the 1st end on the 30th', () => {
    expect(periodEnd('2026-11-01', 30)).toBe('2026-11-30');
    expect(periodEnd('2026-11-22', 1)).toBe('2026-11-22');
  });
});
