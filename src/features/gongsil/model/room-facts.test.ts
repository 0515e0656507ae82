import { describe, expect, it } from 'vitest';
import { formatRoomDate } from './room-facts';

describe('formatRoomDate', () => {
  it('writes an ISO time as yyyy.MM.dd of the local day', () => {
    expect(formatRoomDate(new Date(2026, 10, 2, 23, 59).toISOString())).toBe('2026.11.02');
    expect(formatRoomDate(new Date(2027, 0, 31, 0, 0).toISOString())).toBe('2027.01.31');
  });

  it('keeps text that is not a date, and nothing stays nothing', () => {
    expect(formatRoomDate('미정')).toBe('미정');
    expect(formatRoomDate('')).toBe('');
    expect(formatRoomDate(null)).toBe('');
    expect(formatRoomDate(undefined)).toBe('');
  });
});
