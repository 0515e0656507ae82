// The receipt of one order: what the broker sees after paying and from the payment list, with
// its payment, refunds and receipt request, and the office it was sold to.
import { caller } from '../lib/auth.ts';
import { ApiError, MSG } from '../lib/errors.ts';
import { ok, params, type Ctx, type Handlers } from '../lib/http.ts';
import { ORDER_COLS, ordersJson, type OrderRow } from '../orders/order-json.ts';

export function orderHandlers({ db }: Ctx): Handlers {
  return {
    async getProductOrder(req) {
      const a = caller(req);
      const { orderId } = params<{ orderId: number }>(req);
      const [o] = await db.query<OrderRow>(
        `SELECT ${ORDER_COLS} FROM orders WHERE id = $1 AND agent_id = $2`,
        [orderId, a.agentId],
      );
      if (!o) throw new ApiError(404, MSG.notFound);
      const [order] = await ordersJson(db.query, [o]);
      const [office] = await db.query<{ name: string; business_id: string; address: string }>(
        'SELECT name, business_id, address FROM agents WHERE id = $1',
        [a.agentId],
      );
      return ok({
        ...order!,
        buyer: {
          name: office?.name ?? '',
          businessNumber: office?.business_id ?? '',
          address: office?.address ?? '',
        },
      });
    },
  };
}
