// The receipt of one order: what the broker sees after paying and from the payment list.
import { caller } from '../lib/auth.ts';
import { ApiError, MSG } from '../lib/errors.ts';
import { isoTime } from '../lib/format.ts';
import { ok, params, type Ctx, type Handlers } from '../lib/http.ts';
import { LINE_COLS, orderLineJson, type LineRow } from '../orders/order-lines.ts';

export function orderHandlers({ db }: Ctx): Handlers {
  return {
    async getProductOrder(req) {
      const a = caller(req);
      const { orderId } = params<{ orderId: number }>(req);
      const [o] = await db.query<{
        id: number;
        ordered_at: Date;
        total: number;
        discount_total: number;
      }>(
        'SELECT id, ordered_at, total, discount_total FROM orders WHERE id = $1 AND agent_id = $2',
        [orderId, a.agentId],
      );
      if (!o) throw new ApiError(404, MSG.notFound);
      const lines = await db.query<LineRow>(
        `SELECT ${LINE_COLS} FROM order_lines WHERE order_id = $1 ORDER BY id`,
        [o.id],
      );
      return ok({
        orderId: o.id,
        orderedAt: isoTime(o.ordered_at),
        total: o.total,
        discountTotal: o.discount_total,
        lines: lines.map(orderLineJson),
      });
    },
  };
}
