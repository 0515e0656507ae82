// What a cancelled product line gives back (issue 27 item 3). A line not started yet is cancelled
// in full. A started one is refunded by its product's rule in the catalogue
// (spec/config/products.json `refundRule`): `proRataDays` (the default) gives back the days not
// used, counting the day of the refund as used; `noneAfterStart` gives nothing back once the
// first day has come (coupons and one-off services are spent when bought). A line whose last day
// has passed gives nothing back. Amounts are whole 원, rounded down, so a refund never exceeds
// what the days left are worth.
import type { Period } from './product-periods.ts';

export type RefundRule = 'proRataDays' | 'noneAfterStart';

export const DEFAULT_REFUND_RULE: RefundRule = 'proRataDays';

export type RefundKind = 'FULL' | 'PRO_RATA' | 'NONE';

export interface RefundQuote {
  readonly kind: RefundKind;
  /** 원 given back. */
  readonly amount: number;
  /** Days of the period counted as used (the day of the refund included). */
  readonly usedDays: number;
  readonly totalDays: number;
}

const DAY_MS = 86_400_000;

/** Days from `a` to `b` (`yyyy-MM-dd`), b - a. */
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** Days of a period, both ends included. */
export const periodDays = (p: Period): number => daysBetween(p.periodFrom, p.periodTo) + 1;

/**
 * The refund of a line paid `total` 원 for `period`, cancelled on `today` (Korean date,
 * `yyyy-MM-dd`), under the product's rule.
 */
export function refundQuote(
  line: Period & { readonly total: number },
  today: string,
  rule: RefundRule = DEFAULT_REFUND_RULE,
): RefundQuote {
  const totalDays = periodDays(line);
  if (today < line.periodFrom) return { kind: 'FULL', amount: line.total, usedDays: 0, totalDays };
  const usedDays = Math.min(totalDays, daysBetween(line.periodFrom, today) + 1);
  const left = totalDays - usedDays;
  if (left <= 0 || rule === 'noneAfterStart')
    return { kind: 'NONE', amount: 0, usedDays, totalDays };
  // Integer arithmetic: total × left fits a double exactly for any price the catalogue allows
  // (≤ 1e8 원 per unit × 100 units × 720 days < 2^53).
  return {
    kind: 'PRO_RATA',
    amount: Math.floor((line.total * left) / totalDays),
    usedDays,
    totalDays,
  };
}

/** The sum of refunds an order has had, and what is left of what was paid. */
export function refundBalance(paid: number, refunds: readonly { amount: number }[]) {
  const refunded = refunds.reduce((s, r) => s + r.amount, 0);
  return { refunded, net: paid - refunded };
}
