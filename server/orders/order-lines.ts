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
  expired: boolean;
}

/** Whether a line has ended by `today` (a date parameter): the using screen's 만료, also what
 * the dashboard's "이용중인 상품" leaves out. */
export const lineExpiredSql = (today: string) => `(period_to < ${today}::date)`;

export const LINE_COLS = `id, order_id, type, name, day, quantity, to_char(period_from, 'YYYY-MM-DD') AS period_from,
  to_char(period_to, 'YYYY-MM-DD') AS period_to, price, discount_price, total, is_renew, renew_id, option_kind, option_id, option_name,
  ${lineExpiredSql('$2')} AS expired`;

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
