import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { readConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { addMonths, daysInMonth, yearPageStart, type Ymd } from './date-rules';

export type CalendarView = 'day' | 'month' | 'year';

/** Years on one page of the year view, read when called. */
export const yearsPerPage = (): number => readConfig(uiConfig).calendar.yearsPerPage;

/** The day kept when the month changes under it (31 → 30, 29 → 28). */
export const clampDay = (y: number, m: number, d: number) => Math.min(d, daysInMonth(y, m));

/** Prev/next: 1 month (day view), 1 year (month view), one page of years (year view). */
export function pageCursor(view: CalendarView, cursor: Ymd, dir: -1 | 1): Ymd {
  if (view === 'day') {
    const t = addMonths(cursor.y, cursor.m, dir);
    return { ...t, d: clampDay(t.y, t.m, cursor.d) };
  }
  if (view === 'month') {
    const y = cursor.y + dir;
    return { ...cursor, y, d: clampDay(y, cursor.m, cursor.d) };
  }
  return { ...cursor, y: cursor.y + dir * yearsPerPage(), d: 1 };
}

/** How far an arrow key moves the cursor: days in a 7-wide grid, months or years in a 3-wide one. */
const ARROW_STEPS: Record<'day' | 'grid', Record<string, number>> = {
  day: { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 },
  grid: { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3 },
};

/** The cursor after an arrow key, or null when the key is not an arrow. */
export function arrowCursor(view: CalendarView, cursor: Ymd, key: string): Ymd | null {
  const delta = ARROW_STEPS[view === 'day' ? 'day' : 'grid'][key];
  if (delta === undefined) return null;
  if (view === 'day') {
    const dt = new Date(cursor.y, cursor.m, cursor.d + delta);
    return { y: dt.getFullYear(), m: dt.getMonth(), d: dt.getDate() };
  }
  if (view === 'month') return { ...addMonths(cursor.y, cursor.m, delta), d: 1 };
  return { ...cursor, y: cursor.y + delta, d: 1 };
}

/** The accessible names of the prev/next buttons of a view. */
export function pageLabels(view: CalendarView): readonly [string, string] {
  const c = readConfig(messages.calendar);
  if (view === 'day') return [c.prevMonth, c.nextMonth];
  if (view === 'month') return [c.prevYear, c.nextYear];
  return [c.prevYears, c.nextYears];
}

/** The header text: year and month (day view), year (month view), the page of years. */
export function headerText(view: CalendarView, cursor: Ymd): string {
  const c = readConfig(messages.calendar);
  if (view === 'day') return fmt(c.yearMonth, { year: cursor.y, month: cursor.m + 1 });
  if (view === 'month') return fmt(c.year, { year: cursor.y });
  const from = yearPageStart(cursor.y);
  return fmt(c.yearRange, { from, to: from + yearsPerPage() - 1 });
}
