// Dates as a Korean reader expects them: "11월 30일(월)", with the weekday computed from the date.
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
