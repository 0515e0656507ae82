import { uiConfig } from '@/generated/config/ui';
import { readConfig } from '@/lib/config';

/** Value format of the date picker (seed 001 §5). */
export const VALUE_FORMAT = 'yyyy-MM-dd';

/** A calendar day without time: year, month 0..11, day 1..31. */
export interface Ymd {
  y: number;
  m: number;
  d: number;
}

const VALUE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Four-digit year, two-digit month, two-digit day, with optional separators. */
const TYPED_RE = /^(\d{4})[.\-/ ]?(\d{2})[.\-/ ]?(\d{2})$/;

export function isRealDate(y: number, m: number, d: number): boolean {
  if (m < 0 || m > 11 || d < 1) return false;
  return d <= daysInMonth(y, m);
}

export function daysInMonth(y: number, m: number): number {
  assertMonth(m);
  return new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
}

/** A month outside 0..11 is a programming error (seed 001 §8). */
export function assertMonth(m: number): void {
  if (!Number.isInteger(m) || m < 0 || m > 11) throw new RangeError(`month out of range: ${m}`);
}

/** Parses a yyyy-MM-dd value; null when it is not a real date. */
export function parseValue(v: string | null | undefined): Ymd | null {
  const m = v ? VALUE_RE.exec(v) : null;
  if (!m) return null;
  const ymd = { y: Number(m[1]), m: Number(m[2]) - 1, d: Number(m[3]) };
  return isRealDate(ymd.y, ymd.m, ymd.d) ? ymd : null;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export const toValue = ({ y, m, d }: Ymd): string => `${pad(y, 4)}-${pad(m + 1)}-${pad(d)}`;

/** Comparable number yyyymmdd. */
export const ymdKey = ({ y, m, d }: Ymd): number => y * 10000 + (m + 1) * 100 + d;

/**
 * A min or max bound: a valid yyyy-MM-dd, else the default (an invalid format is logged to the
 * console, seed 001 §8).
 */
export function parseBound(v: string | undefined, fallback: string, which: 'min' | 'max'): Ymd {
  if (v === undefined || v === '') return parseValue(fallback) as Ymd;
  const parsed = parseValue(v);
  if (!parsed) {
    console.error(`DatePicker: invalid ${which} date format "${v}" (expected ${VALUE_FORMAT})`);
    return parseValue(fallback) as Ymd;
  }
  return parsed;
}

/** The displayed text of a value: yyyy{divider}MM{divider}dd ('' when empty or invalid). */
export function displayValue(
  v: string | null | undefined,
  divider: string = readConfig(uiConfig).calendar.divider,
): string {
  const p = parseValue(v);
  return p ? [pad(p.y, 4), pad(p.m + 1), pad(p.d)].join(divider) : '';
}

/** While focused the input holds digits only, at most `maxLength` (8, A-65). */
export const sanitizeTyped = (raw: string, maxLength: number): string =>
  raw.replace(/\D/g, '').slice(0, maxLength);

/** The digits a focused input starts with. */
export const typedFromValue = (v: string | null | undefined): string => {
  const p = parseValue(v);
  return p ? `${pad(p.y, 4)}${pad(p.m + 1)}${pad(p.d)}` : '';
};

/** Why a typed entry was not taken: not yyyyMMdd, no such day, outside min..max. */
export type TypedProblem = 'format' | 'notReal' | 'outOfRange';

/**
 * The value after typed entry is committed on blur (seed 001 §5), and why the entry was not
 * taken: empty clears; non-matching (`format`) or impossible dates (`notReal`) revert to the
 * previous value; out of range clears (`outOfRange`); otherwise the date (yyyy-MM-dd).
 */
export function typedEntry(
  text: string,
  prev: string,
  min: Ymd,
  max: Ymd,
): { value: string; problem: TypedProblem | null } {
  const t = text.trim();
  if (t === '') return { value: '', problem: null };
  const m = TYPED_RE.exec(t);
  if (!m) return { value: prev, problem: 'format' };
  const ymd = { y: Number(m[1]), m: Number(m[2]) - 1, d: Number(m[3]) };
  if (!isRealDate(ymd.y, ymd.m, ymd.d)) return { value: prev, problem: 'notReal' };
  const k = ymdKey(ymd);
  if (k < ymdKey(min) || k > ymdKey(max)) return { value: '', problem: 'outOfRange' };
  return { value: toValue(ymd), problem: null };
}

/** The value after typed entry is committed on blur (see typedEntry). */
export const commitTyped = (text: string, prev: string, min: Ymd, max: Ymd): string =>
  typedEntry(text, prev, min, max).value;

export function todayYmd(now: Date = new Date()): Ymd {
  return { y: now.getFullYear(), m: now.getMonth(), d: now.getDate() };
}

export const inRangeDay = (ymd: Ymd, min: Ymd, max: Ymd): boolean =>
  ymdKey(ymd) >= ymdKey(min) && ymdKey(ymd) <= ymdKey(max);

/** A month is enabled when any of its days is in range. */
export function monthInRange(y: number, m: number, min: Ymd, max: Ymd): boolean {
  assertMonth(m);
  const first = ymdKey({ y, m, d: 1 });
  const last = ymdKey({ y, m, d: daysInMonth(y, m) });
  return last >= ymdKey(min) && first <= ymdKey(max);
}

export const yearInRange = (y: number, min: Ymd, max: Ymd): boolean => y >= min.y && y <= max.y;

/** First year of the 12-year page holding `y`. */
export const yearPageStart = (y: number): number =>
  y - (y % readConfig(uiConfig).calendar.yearsPerPage);

/** Weeks of a month (Sunday first): day numbers or null for padding cells. */
export function monthGrid(y: number, m: number): (number | null)[][] {
  assertMonth(m);
  const firstDow = new Date(y, m, 1).getDay();
  const n = daysInMonth(y, m);
  const cells: (number | null)[] = [
    ...Array.from({ length: firstDow }, () => null),
    ...Array.from({ length: n }, (_, i) => i + 1),
  ];
  while (cells.length % 7) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Adds months to a (year, month) pair. */
export function addMonths(y: number, m: number, delta: number): { y: number; m: number } {
  const t = y * 12 + m + delta;
  return { y: Math.floor(t / 12), m: ((t % 12) + 12) % 12 };
}
