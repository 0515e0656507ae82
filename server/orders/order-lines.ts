// Order lines as stored (order_lines) and as the spec's OrderLine: one shape for the payment
// list, the products in use and the order receipt.
import type { Schema } from '../lib/operations.ts';

export interface LineRow {
  id: number;
  order_id: number;
  type: Schema<'ProductType'>;
  name: string;
  day: string;
  quantity: number;
  period_from: string;
  period_to: string;
  price: number;
  discount_price: number;
  total: number;
  is_renew: boolean;
  renew_id: number | null;
  option_kind: Schema<'OptionKind'> | null;
  option_id: number | null;
  option_name: string | null;
}

export const LINE_COLS = `id, order_id, type, name, day, quantity, to_char(period_from, 'YYYY-MM-DD') AS period_from,
  to_char(period_to, 'YYYY-MM-DD') AS period_to, price, discount_price, total, is_renew, renew_id, option_kind, option_id, option_name`;

/** Lines the office holds: paid, or refunded pro rata (their period ends on the refund's day).
 * Lines of an unpaid, declined or cancelled payment are never products in use. */
export const HELD_LINE = `status IN ('PAID', 'REFUNDED')`;

/** The office's lines that may be in use on the date parameter `today`, as a JSON array of
 * {type, day, quantity, periodFrom, periodTo}: lines already ended are left out here, and
 * domain/product-periods.ts (activeOn) decides which of the rest are in use. */
export const openLinesJsonSql = (agentId: string, today: string) =>
  `(SELECT coalesce(json_agg(json_build_object('type', l.type, 'day', l.day, 'quantity', l.quantity,
            'periodFrom', to_char(l.period_from, 'YYYY-MM-DD'), 'periodTo', to_char(l.period_to, 'YYYY-MM-DD'))), '[]'::json)
      FROM order_lines l WHERE l.agent_id = ${agentId} AND l.period_to >= ${today}::date AND l.${HELD_LINE})`;

export interface OpenLine {
  type: number;
  day: string;
  quantity: number;
  periodFrom: string;
  periodTo: string;
}

/** The lines openLinesJsonSql selected (node-postgres parses json, PGlite may hand a string). */
export const openLinesOf = (json: unknown): OpenLine[] =>
  (typeof json === 'string' ? JSON.parse(json) : (json ?? [])) as OpenLine[];

/** One order line as the spec's OrderLine (payment list and order receipt). */
export function orderLineJson(l: LineRow) {
  return {
    type: l.type,
    name: l.name,
    day: /^\d+$/.test(l.day) ? Number(l.day) : l.day,
    quantity: l.quantity,
    periodFrom: l.period_from,
    periodTo: l.period_to,
    price: l.price,
    discountPrice: l.discount_price,
    total: l.total,
    isRenew: l.is_renew,
    renewId: l.renew_id,
    optionName: l.option_name,
  };
}
