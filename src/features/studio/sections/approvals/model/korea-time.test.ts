import { describe, expect, it } from 'vitest';
import { isTime, koreaInstant, nextHourInKorea } from './korea-time';

describe('Korea time for schedules', () => {
  it('makes an instant at +09:00 from a Korean date and time', () => {
    const at = koreaInstant('2026-12-01', '09:30');
    expect(at).toBe('2026-12-01T09:30:00+09:00');
    expect(new Date(at).toISOString()).toBe('2026-12-01T00:30:00.000Z');
  });

  it('takes 24-hour HH:mm only', () => {
    expect(['00:00', '09:30', '23:59'].every(isTime)).toBe(true);
    expect(['9:30', '24:00', '12:60', '오전 9시'].some(isTime)).toBe(false);
  });

  it('starts at the next whole hour in Korea, the next day after 23:00', () => {
    // 23:10 on 30 November in Korea is 14:10 UTC.
    expect(nextHourInKorea(new Date('2026-11-30T14:10:00Z'))).toEqual({
      date: '2026-12-01',
      time: '00:00',
    });
    expect(nextHourInKorea(new Date('2026-11-30T00:10:00Z'))).toEqual({
      date: '2026-11-30',
      time: '10:00',
    });
  });
});
