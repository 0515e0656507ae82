// When a bought product line counts: the one rule for the products-in-use list, the dashboard,
// the ad slots, the session's product flags and the e-contract conditions (issue 23, item 3).
// A line is in use from its first day to its last day, both included, on the Korean calendar:
// a line that starts later is 예정 (scheduled), one whose last day has passed is 만료.
import { kstDateKey } from './business-days.ts';

export type PeriodState = 'SCHEDULED' | 'ACTIVE' | 'EXPIRED';

/** A product line's period, `yyyy-MM-dd` both ends included. */
export interface Period {
  readonly periodFrom: string;
  readonly periodTo: string;
}

/** Today's date in Korea (Asia/Seoul) as `yyyy-MM-dd`: the day the rule is applied to. */
export const seoulToday = (now: Date = new Date()): string => kstDateKey(now);

/** Where a period stands on `today` (`yyyy-MM-dd`, from seoulToday). */
export function periodState(p: Period, today: string): PeriodState {
  if (today < p.periodFrom) return 'SCHEDULED';
  if (today > p.periodTo) return 'EXPIRED';
  return 'ACTIVE';
}

/** Whether the line is in use on `today`: only these lines count anywhere. */
export const isActiveOn = (p: Period, today: string): boolean => periodState(p, today) === 'ACTIVE';

/** The lines in use on `today`. */
export const activeOn = <L extends Period>(lines: readonly L[], today: string): L[] =>
  lines.filter((l) => isActiveOn(l, today));
