/**
 * Handling deadline of a fake-listing report (001 §9): two business days after the report,
 * skipping Saturdays, Sundays and Korean public holidays. Dates are counted in Korea time
 * (UTC+9, no daylight saving), so the deadline is the report's clock time on the second
 * business day after the report date.
 */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of an instant in Korea time. */
export function kstDateKey(instant: Date): string {
  return new Date(instant.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** True for Saturday, Sunday or a date in `holidays` (keys `YYYY-MM-DD`, Korea time). */
export function isNonBusinessDay(instant: Date, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(instant.getTime() + KST_OFFSET_MS).getUTCDay();
  return weekday === 0 || weekday === 6 || holidays.has(kstDateKey(instant));
}

/** `savedTime` moved forward by `businessDays` business days (same Korea clock time). */
export function handlingDeadline(
  savedTime: Date,
  holidays: ReadonlySet<string>,
  businessDays = 2,
): Date {
  let t = savedTime.getTime();
  let counted = 0;
  while (counted < businessDays) {
    t += DAY_MS;
    if (!isNonBusinessDay(new Date(t), holidays)) counted += 1;
  }
  return new Date(t);
}

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

/** Years whose holiday lists are needed to compute a deadline from `savedTime`. */
export function yearsToLoad(savedTime: Date): string[] {
  const first = Number(kstDateKey(savedTime).slice(0, 4));
  // Two business days never reach beyond the next year's early days.
  return [String(first), String(first + 1)];
}
