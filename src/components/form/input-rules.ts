/**
 * Input rules of the form blocks (seed 001 §5, A-62, A-66, A-67). Each rule takes the previous
 * and the proposed value and returns the value to keep: the proposed one, a cleaned form of it,
 * or the previous one when the change is rejected.
 */

/** Characters a number input without decimals refuses at the key level (seed 001 §5). */
export const REJECTED_NUMBER_KEYS = ['e', 'E', '-', '+', '=', ' ', ',', '.'] as const;

/** Text input: with enforcement on, a change longer than maxLength is rejected. */
export function applyTextLimit(
  prev: string,
  next: string,
  maxLength: number | undefined,
  enforce = true,
): string {
  if (enforce && maxLength !== undefined && next.length > maxLength) return prev;
  return next;
}

export interface NumberRuleOptions {
  /** Decimal places allowed; undefined or 0 means "no decimals". */
  decimals?: number;
  /** Character cap, used without decimals. */
  maxLength?: number;
  /** Numeric maximum, used with decimals. */
  max?: number;
}

/** Strips leading zeros but keeps one before a period ("007" → "7", "00.5" → "0.5"). */
export function stripLeadingZeros(v: string): string {
  const stripped = v.replace(/^0+(?=\d)/, '');
  return stripped;
}

/** Number input change rule. */
export function applyNumberRule(prev: string, next: string, opts: NumberRuleOptions): string {
  const decimals = opts.decimals ?? 0;
  if (decimals <= 0) {
    if (!/^\d*$/.test(next)) return prev;
    if (opts.maxLength !== undefined && next.length > opts.maxLength) return prev;
    return next;
  }
  const pattern = new RegExp(`^\\d*(\\.\\d{0,${decimals}})?$`);
  if (!pattern.test(next)) return prev;
  const cleaned = stripLeadingZeros(next);
  if (opts.max !== undefined && cleaned !== '' && cleaned !== '.' && Number(cleaned) > opts.max)
    return prev;
  return cleaned;
}

/** On blur a decimal value becomes a plain number string ("12." → "12", "1.50" → "1.5"). */
export function normalizeNumberOnBlur(v: string, decimals: number | undefined): string {
  if (!decimals || decimals <= 0) return v;
  if (v === '' || v === '.') return '';
  const n = Number(v);
  return Number.isFinite(n) ? String(n) : '';
}

/** Number of lines of a textarea value. */
export const countLines = (v: string): number => v.split('\n').length;

/** Textarea: rejects text over maxLength or with more lines than maxLines. */
export function applyTextareaRule(
  prev: string,
  next: string,
  opts: { maxLength?: number; maxLines?: number },
): string {
  if (opts.maxLength !== undefined && next.length > opts.maxLength) return prev;
  if (opts.maxLines !== undefined && countLines(next) > opts.maxLines) return prev;
  return next;
}
