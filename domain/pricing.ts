// Order pricing (001 §9), one function for the cart and the server. The server recomputes every
// order with it from the catalogue it is given; client totals are never trusted.
import { familyTiers, findProduct, type Catalogue } from './product.ts';

const REGULAR = 'regular_';

/** Number of days, or `regular_{days}` for a regular-payment package option. */
export type ItemDay = number | `regular_${number}`;

export const isRegularDay = (day: ItemDay | string): day is `regular_${number}` =>
  typeof day === 'string';

/** Number of days of an item day, regular or not. */
export const dayCount = (day: ItemDay): number =>
  isRegularDay(day) ? Number(day.slice(REGULAR.length)) : day;

export interface PackageBonus {
  slots: number;
  plus30: number;
  plus1: number;
}

export interface LinePrice {
  /** Unit price (non-package) or tier price (package), before quantity. */
  originPrice: number;
  /** originPrice × quantity */
  price: number;
  /** Discount rate in percent (packages only). */
  discount: number;
  /** round(price × discount / 100) */
  discountPrice: number;
  /** price − discountPrice */
  total: number;
  bonus: PackageBonus | null;
  /** Listings the line activates (package slots × quantity, otherwise the quantity). */
  activeCount: number;
  /** Days the line runs. */
  days: number;
}

/** Why a line cannot be sold; each side words it for its own reader. */
export type PriceRefusal = 'unknownProduct' | 'badQuantity' | 'badPeriod' | 'noRegularPayment';

export type LineQuote = { ok: true; line: LinePrice } | { ok: false; refusal: PriceRefusal };

/**
 * Prices one line: packages take the tier (or regular variant) price × quantity and its
 * discount percentage, rounded; other products take unitPrices[days] × quantity, no discount.
 */
export function quoteLine(
  catalogue: Catalogue,
  type: number,
  day: ItemDay,
  quantity: number,
): LineQuote {
  const p = findProduct(catalogue, type);
  if (!p) return { ok: false, refusal: 'unknownProduct' };
  if (!Number.isInteger(quantity) || quantity < 1) return { ok: false, refusal: 'badQuantity' };
  const days = dayCount(day);
  if (p.family !== undefined) {
    const { tiers, regular } = familyTiers(catalogue, p);
    const tier = (isRegularDay(day) ? regular : tiers).find((t) => t.day === days);
    if (!tier) return { ok: false, refusal: 'badPeriod' };
    const price = tier.price * quantity;
    const discountPrice = Math.round((price * tier.discount) / 100);
    return {
      ok: true,
      line: {
        originPrice: tier.price,
        price,
        discount: tier.discount,
        discountPrice,
        total: price - discountPrice,
        bonus: { slots: tier.slots, plus30: tier.plus30, plus1: tier.plus1 },
        activeCount: tier.slots * quantity,
        days,
      },
    };
  }
  if (isRegularDay(day)) return { ok: false, refusal: 'noRegularPayment' };
  const unit = p.unitPrices?.[String(days)];
  if (unit === undefined) return { ok: false, refusal: 'badPeriod' };
  const price = unit * quantity;
  return {
    ok: true,
    line: {
      originPrice: unit,
      price,
      discount: 0,
      discountPrice: 0,
      total: price,
      bonus: null,
      activeCount: quantity,
      days,
    },
  };
}

/** The line's price, or null when it cannot be sold. */
export function priceLine(
  catalogue: Catalogue,
  type: number,
  day: ItemDay,
  quantity: number,
): LinePrice | null {
  const q = quoteLine(catalogue, type, day, quantity);
  return q.ok ? q.line : null;
}

export interface OrderTotals {
  price: number;
  discountPrice: number;
  total: number;
}

export interface OrderLineInput {
  type: number;
  day: ItemDay;
  quantity: number;
}

export type OrderQuote =
  | { ok: true; lines: LinePrice[]; totals: OrderTotals }
  | { ok: false; index: number; refusal: PriceRefusal };

/** Prices every line of an order; the first unsellable line refuses the whole order. */
export function priceOrder(catalogue: Catalogue, lines: readonly OrderLineInput[]): OrderQuote {
  const priced: LinePrice[] = [];
  for (const [index, l] of lines.entries()) {
    const q = quoteLine(catalogue, l.type, l.day, l.quantity);
    if (!q.ok) return { ok: false, index, refusal: q.refusal };
    priced.push(q.line);
  }
  return { ok: true, lines: priced, totals: sumLines(priced) };
}

/** Sum of line prices. */
export function sumLines(lines: readonly OrderTotals[]): OrderTotals {
  return lines.reduce<OrderTotals>(
    (acc, l) => ({
      price: acc.price + l.price,
      discountPrice: acc.discountPrice + l.discountPrice,
      total: acc.total + l.total,
    }),
    { price: 0, discountPrice: 0, total: 0 },
  );
}

/** Parses `regular_30` / `30` as sent in an order; null when it is neither. */
export function parseItemDay(value: number | string): ItemDay | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? value : null;
  const m = /^regular_([1-9]\d*)$/.exec(value);
  if (m) return `regular_${Number(m[1])}`;
  return /^[1-9]\d*$/.test(value) ? Number(value) : null;
}
