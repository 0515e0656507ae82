// How values leave the server: times, dates and counts in the forms the spec and the screens use.
import { seoulToday } from '../../domain/product-periods.ts';

export const isoTime = (v: unknown): string =>
  v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();

export function isoDate(v: unknown): string {
  if (v instanceof Date) {
    // DATE columns come back as local-midnight Date objects
    const y = v.getFullYear();
    const m = String(v.getMonth() + 1).padStart(2, '0');
    const d = String(v.getDate()).padStart(2, '0');
    return `${y}-${m}-${d}`;
  }
  return String(v).slice(0, 10);
}

export const countStr = (n: number): string => n.toLocaleString('ko-KR');

/** Today in Korea as yyyy-MM-dd (the domain's seoulToday). */
export const todayKst = (now = new Date()): string => seoulToday(now);

/** An instant as Korea time to the minute, `2026-11-27 14:30` (notification texts). */
export const formatKst = (instant: Date): string =>
  new Date(instant.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 16).replace('T', ' ');
