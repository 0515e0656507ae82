import { addDays, format, parseISO } from 'date-fns';

export const DATE_FORMAT = 'yyyy-MM-dd';

/** Local calendar date as yyyy-MM-dd. */
export const toYmd = (d: Date): string => format(d, DATE_FORMAT);

/** yyyy-MM-dd shifted by `days`. */
export const addDaysYmd = (ymd: string, days: number): string =>
  toYmd(addDays(parseISO(ymd), days));

/** Last day of a period that starts on `from` and lasts `days` days (same rule as the server). */
export const periodEnd = (from: string, days: number): string => addDaysYmd(from, days - 1);
