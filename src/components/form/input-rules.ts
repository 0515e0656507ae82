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

/** What a paste over a field's limit leaves: the new value, where the caret goes, what was cut. */
export interface PasteCut {
  value: string;
  /** Caret position after the inserted part. */
  caret: number;
  /** Which limit cut the pasted text. */
  cutBy: 'length' | 'lines';
}

/** Drops a lone high surrogate at the end, so a cut never splits an emoji in two. */
const wholeChars = (s: string): string => (/[\uD800-\uDBFF]$/.test(s) ? s.slice(0, -1) : s);

/**
 * A paste that would exceed maxLength or maxLines keeps what fits, cut at the limit (issue 23 #5:
 * typing over the limit is rejected, A-62, but a paste is not typing). The pasted text replaces
 * the selection [start, end). Null when the whole paste fits: the browser inserts it as usual.
 */
export function applyPaste(
  value: string,
  pasted: string,
  start: number,
  end: number,
  opts: { maxLength?: number; maxLines?: number; multiline?: boolean },
): PasteCut | null {
  // A single-line input drops line breaks from a paste, as browsers do; a textarea keeps \n.
  const text = opts.multiline ? pasted.replace(/\r\n?/g, '\n') : pasted.replace(/[\r\n]/g, '');
  const before = value.slice(0, start);
  const after = value.slice(end);
  let kept = text;
  let cutBy: PasteCut['cutBy'] | null = null;
  if (opts.maxLines !== undefined) {
    const room = Math.max(0, opts.maxLines - countLines(before + after));
    const lines = kept.split('\n');
    if (lines.length - 1 > room) {
      kept = lines.slice(0, room + 1).join('\n');
      cutBy = 'lines';
    }
  }
  if (opts.maxLength !== undefined) {
    const room = Math.max(0, opts.maxLength - before.length - after.length);
    if (kept.length > room) {
      kept = wholeChars(kept.slice(0, room));
      cutBy = 'length';
    }
  }
  if (cutBy === null) return null;
  return { value: before + kept + after, caret: before.length + kept.length, cutBy };
}
