import { describe, expect, it } from 'vitest';
import { activeOn, isActiveOn, periodState, seoulToday } from './product-periods.ts';

const line = { periodFrom: '2026-12-01', periodTo: '2026-12-30' };

describe('product periods (Korean calendar, both ends included)', () => {
  it('a line that starts later is scheduled, not active', () => {
    expect(periodState(line, '2026-11-30')).toBe('SCHEDULED');
    expect(isActiveOn(line, '2026-11-30')).toBe(false);
  });

  it('is active from its first day to its last day', () => {
    expect(periodState(line, '2026-12-01')).toBe('ACTIVE');
    expect(periodState(line, '2026-12-30')).toBe('ACTIVE');
  });

  it('is expired the day after its last day', () => {
    expect(periodState(line, '2026-12-31')).toBe('EXPIRED');
  });

  it('today is the date in Seoul, not in UTC or the machine zone', () => {
    // 2026-11-30 15:30 UTC is already 2026-12-01 00:30 in Seoul.
    expect(seoulToday(new Date('2026-11-30T15:30:00Z'))).toBe('2026-12-01');
    expect(seoulToday(new Date('2026-11-30T14:59:59Z'))).toBe('2026-11-30');
  });

  it('activeOn keeps only the lines in use that day', () => {
    const later = { periodFrom: '2027-01-01', periodTo: '2027-01-30' };
    expect(activeOn([line, later], '2026-12-15')).toEqual([line]);
  });
});
