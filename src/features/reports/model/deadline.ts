/**
 * Handling deadline of a fake-listing report (001 §9): two business days after the report,
 * skipping Saturdays, Sundays and Korean public holidays. Dates are counted in Korea time
 * (UTC+9, no daylight saving), so the deadline is the report's clock time on the second
 * business day after the report date. The rule lives in domain/business-days.ts, which the
 * server uses for the deadline it stores.
 */
import { handlingDeadline as domainDeadline } from '@domain/business-days';

export { isNonBusinessDay, kstDateKey, yearsToLoad } from '@domain/business-days';

/** `savedTime` moved forward by `businessDays` business days (same Korea clock time). */
export const handlingDeadline = (
  savedTime: Date,
  holidays: ReadonlySet<string>,
  businessDays = 2,
): Date => domainDeadline(savedTime, holidays, businessDays);

export interface TimeLeft {
  overdue: boolean;
  days: number;
  hours: number;
  minutes: number;
}

/** Whole days, hours and minutes from `now` until `deadline`; overdue once it has passed. */
export function timeLeft(deadline: Date, now: Date): TimeLeft {
  const ms = deadline.getTime() - now.getTime();
  if (ms <= 0) return { overdue: true, days: 0, hours: 0, minutes: 0 };
  const totalMinutes = Math.floor(ms / 60_000);
  return {
    overdue: false,
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  };
}
