import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('formatDate / formatDateTime', () => {
  it('writes a calendar date as it is and an instant as its day in Korea time', () => {
    expect(formatDate('2026-11-30')).toBe('2026.11.30');
    expect(formatDate('2026-11-02T14:59:00Z')).toBe('2026.11.02');
    expect(formatDate('2026-11-02T15:00:00Z')).toBe('2026.11.03');
  });

  it('writes an instant as date and time in Korea time', () => {
    expect(formatDateTime('2026-11-30T05:05:00Z')).toBe('2026.11.30 14:05');
    expect(formatDateTime('2026-11-30T05:05:00Z', { weekday: true })).toBe('2026.11.30(월) 14:05');
  });

  it('keeps text that is not a date, and nothing stays nothing', () => {
    expect(formatDate('미정')).toBe('미정');
    expect(formatDateTime('어제 오후')).toBe('어제 오후');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});
