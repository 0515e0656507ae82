// Dates as a Korean reader expects them: "11월 30일(월)", with the weekday computed from the date,
// and the one format screens show dates in: 2026.11.30, 2026.11.30 14:05, 2026.11.30(월) 14:05,
// with the divider of the UI constants (ui.json calendar.divider) passed in.
import { kstDateKey, kstWeekday } from './business-days.ts';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** One-letter Korean weekday of an instant, in Korea time. */
export const koreanWeekday = (instant: Date): string => WEEKDAYS[kstWeekday(instant)]!;

/** `M월 D일(요일)` of an instant, in Korea time. */
export function koreanMonthDay(instant: Date): string {
  const [, m, d] = kstDateKey(instant).split('-').map(Number);
  return `${m}월 ${d}일(${koreanWeekday(instant)})`;
}

/** `YYYY년 M월 D일(요일) HH:mm` of an instant, in Korea time: when a restriction ends. */
export function koreanDateTime(instant: Date): string {
  const [y] = kstDateKey(instant).split('-');
  const kst = new Date(instant.getTime() + 9 * 3_600_000);
  const hh = String(kst.getUTCHours()).padStart(2, '0');
  const mm = String(kst.getUTCMinutes()).padStart(2, '0');
  return `${y}년 ${koreanMonthDay(instant)} ${hh}:${mm}`;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (yyyy-MM-dd, taken as it is) or an instant (read in Korea time); null if neither. */
function dateParts(
  value: unknown,
): { y: string; m: string; d: string; instant: Date | null } | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    const [y, m, d] = kstDateKey(value).split('-') as [string, string, string];
    return { y, m, d, instant: value };
  }
  if (typeof value !== 'string' || value.trim() === '') return null;
  const plain = CALENDAR_DATE.exec(value.trim());
  if (plain) return { y: plain[1]!, m: plain[2]!, d: plain[3]!, instant: null };
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : dateParts(instant);
}

/** `2026.11.30` (with `divider`), or null when `value` is no date. */
export function dividedDate(value: unknown, divider: string): string | null {
  const p = dateParts(value);
  return p ? [p.y, p.m, p.d].join(divider) : null;
}

/**
 * `2026.11.30 14:05` in Korea time, `2026.11.30(월) 14:05` with the weekday; null when `value` is
 * no instant.
 */
export function dividedDateTime(
  value: unknown,
  divider: string,
  opts: { weekday?: boolean } = {},
): string | null {
  const p = dateParts(value);
  if (!p?.instant) return null;
  const kst = new Date(p.instant.getTime() + 9 * 3_600_000);
  const hh = String(kst.getUTCHours()).padStart(2, '0');
  const mm = String(kst.getUTCMinutes()).padStart(2, '0');
  const day = opts.weekday ? `(${koreanWeekday(p.instant)})` : '';
  return `${[p.y, p.m, p.d].join(divider)}${day} ${hh}:${mm}`;
}
