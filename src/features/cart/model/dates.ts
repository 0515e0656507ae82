// Calendar dates as yyyy-MM-dd in the browser's time zone, written out rather than with date-fns'
// `format` (about 5 KB gzip that the purchase page would otherwise load before its first paint).
const pad2 = (n: number) => String(n).padStart(2, '0');

/** Local calendar date as yyyy-MM-dd. */
export const toYmd = (d: Date): string =>
  `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;

/** yyyy-MM-dd shifted by `days` (calendar days: month and year ends roll over). */
export function addDaysYmd(ymd: string, days: number): string {
  const [y, m, d] = ymd.split('-').map(Number);
  return toYmd(new Date(y!, m! - 1, d! + days));
}

/** Last day of a period that starts on `from` and lasts `days` days (same rule as the server). */
export const periodEnd = (from: string, days: number): string => addDaysYmd(from, days - 1);
