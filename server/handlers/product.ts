// Handlers of tag "product": options, products in use, payment history, orders.
// Order prices are recomputed from the catalogue of the request's config version
// (server/orders/place-order.ts); client totals are only compared, never charged.
import { requestConfig } from '../config/request-config.ts';
import { caller } from '../lib/auth.ts';
import { ApiError } from '../lib/errors.ts';
import { isoTime, todayKst } from '../lib/format.ts';
import { body, ok, pageArgs, params, query, type Ctx, type Handlers } from '../lib/http.ts';
import { LINE_COLS, orderLineJson, type LineRow } from '../orders/order-lines.ts';
import { insertOrder, priceOrderItems, type OrderItemInput } from '../orders/place-order.ts';

export const PRICES_CHANGED =
  '상품 가격 정보가 변경되었습니다. 장바구니의 가격을 다시 불러왔으니 확인 후 다시 결제해주세요.';

/** Lines whose price today differs from the one the broker saw (by index in the order). */
function changedLines(
  items: readonly OrderItemInput[],
  priced: readonly { total: number }[],
): { index: number; expected: number; actual: number }[] {
  return items.flatMap((it, index) =>
    it.expectedTotal !== undefined && it.expectedTotal !== priced[index]!.total
      ? [{ index, expected: it.expectedTotal, actual: priced[index]!.total }]
      : [],
  );
}

export function productHandlers({ db }: Ctx): Handlers {
  return {
    async getProductOptions(req) {
      const { kind } = params<{ kind: string }>(req);
      const rows = await db.query<{ id: number; name: string }>(
        'SELECT id, name FROM product_options WHERE kind = $1 ORDER BY id',
        [kind],
      );
      return ok(rows.map((r) => ({ id: r.id, name: r.name })));
    },
    async getProductUsing(req) {
      const a = caller(req);
      const rows = await db.query<LineRow>(
        `SELECT ${LINE_COLS} FROM order_lines WHERE agent_id = $1 ORDER BY period_to DESC, id DESC`,
        [a.agentId, todayKst()],
      );
      return ok(
        rows.map((r) => ({
          id: r.id,
          type: r.type,
          name: r.name,
          quantity: r.quantity,
          periodFrom: r.period_from,
          periodTo: r.period_to,
          option:
            r.option_kind && r.option_id != null
              ? { kind: r.option_kind, id: r.option_id, name: r.option_name ?? '' }
              : null,
          isExpired: r.expired,
        })),
      );
    },
    async getPaymentList(req) {
      const a = caller(req);
      const { page, limit, offset } = pageArgs(query<{ page?: number; limit?: number }>(req), 10);
      const [c] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM orders WHERE agent_id = $1',
        [a.agentId],
      );
      const orders = await db.query<{
        id: number;
        ordered_at: Date;
        total: number;
        discount_total: number;
      }>(
        `SELECT id, ordered_at, total, discount_total FROM orders WHERE agent_id = $1 ORDER BY ordered_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
        [a.agentId],
      );
      const ids = orders.map((o) => o.id);
      const lines = ids.length
        ? await db.query<LineRow>(
            `SELECT ${LINE_COLS} FROM order_lines WHERE order_id = ANY($1::int[]) ORDER BY id`,
            [ids, todayKst()],
          )
        : [];
      return ok({
        orders: orders.map((o) => ({
          orderId: o.id,
          orderedAt: isoTime(o.ordered_at),
          total: o.total,
          discountTotal: o.discount_total,
          lines: lines.filter((l) => l.order_id === o.id).map(orderLineJson),
        })),
        total: c?.n ?? 0,
        page,
        limit,
      });
    },
    async postProductOrder(req) {
      const a = caller(req);
      const { items, agreePaidTerms } = body<{
        items: OrderItemInput[];
        agreePaidTerms: boolean;
      }>(req);
      // The broker reviewed the order and agreed to the paid-service terms (checkout step).
      if (agreePaidTerms !== true) throw new ApiError(400, '유료 서비스 이용약관에 동의해주세요.');
      // Prices come from the request's config version. Each line is compared with the total the
      // broker saw, so a publish that changed a price refuses the order before anything is
      // stored, and one that left this order's prices alone does not disturb it.
      const config = await requestConfig(req, db);
      const priced = await priceOrderItems(db, config.products, items, a.agentId, todayKst());
      const changed = changedLines(items, priced);
      if (changed.length) throw new ApiError(409, PRICES_CHANGED).with({ lines: changed });
      const { orderId, total } = await insertOrder(db, a, config.version, priced);
      return ok({ orderId, total });
    },
  };
}
