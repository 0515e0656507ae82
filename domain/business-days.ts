// Business days in Korea (UTC+9, no daylight saving): Saturdays, Sundays and public holidays
// are not business days. Holidays are passed in as `YYYY-MM-DD` keys, so the SPA and the server
// use the same rule with whatever holiday source each loads.

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of an instant in Korea time. */
export function kstDateKey(instant: Date): string {
  return new Date(instant.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Day of the week in Korea time, 0 = Sunday. */
export function kstWeekday(instant: Date): number {
  return new Date(instant.getTime() + KST_OFFSET_MS).getUTCDay();
}

/** True for Saturday, Sunday or a date in `holidays` (keys `YYYY-MM-DD`, Korea time). */
export function isNonBusinessDay(instant: Date, holidays: ReadonlySet<string>): boolean {
  const weekday = kstWeekday(instant);
  return weekday === 0 || weekday === 6 || holidays.has(kstDateKey(instant));
}

/** `from` moved forward by `businessDays` business days, keeping the Korea clock time. */
export function addBusinessDays(
  from: Date,
  businessDays: number,
  holidays: ReadonlySet<string>,
): Date {
  let t = from.getTime();
  let counted = 0;
  while (counted < businessDays) {
    t += DAY_MS;
    if (!isNonBusinessDay(new Date(t), holidays)) counted += 1;
  }
  return new Date(t);
}

/**
 * Handling deadline of a fake-listing report (001 §9): the report's clock time on the
 * `businessDays`-th business day after it was saved.
 */
export const handlingDeadline = (
  savedTime: Date,
  holidays: ReadonlySet<string>,
  businessDays: number,
): Date => addBusinessDays(savedTime, businessDays, holidays);

/** Years whose holiday lists a deadline from `savedTime` may need (it never reaches further). */
export function yearsToLoad(savedTime: Date): string[] {
  const first = Number(kstDateKey(savedTime).slice(0, 4));
  return [String(first), String(first + 1)];
}
