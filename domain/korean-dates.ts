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
