// Handlers of tag "product": options, products in use, payment history, orders.
// Order prices are recomputed from the catalogue of the request's config version
// (server/orders/place-order.ts); client totals are only compared, never charged.
import { periodState, type Period } from '../../domain/product-periods.ts';
import { requestConfig } from '../config/request-config.ts';
import { caller } from '../lib/auth.ts';
import { ApiError } from '../lib/errors.ts';
import { todayKst } from '../lib/format.ts';
import { body, ok, pageArgs, params, query, type Ctx, type Handlers } from '../lib/http.ts';
import { atMostOnce } from '../lib/idempotency.ts';
import type { PaymentMethod } from '../lib/payments.ts';
import { productRenewed } from '../notifications/events.ts';
import { ORDER_COLS, ordersJson, type OrderRow } from '../orders/order-json.ts';
import { HELD_LINE, LINE_COLS, type LineRow } from '../orders/order-lines.ts';
import { chargeOrder } from '../orders/payment-flow.ts';
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

/** 예정, 이용중 or 만료 on the Korean date (domain/product-periods.ts); isExpired as before. */
function usingState(p: Period, today: string) {
  const state = periodState(p, today);
  return { state, isExpired: state === 'EXPIRED' };
}

export function productHandlers({ db, payments, sms }: Ctx): Handlers {
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
      // `renewed`: a later line renews this one, so its period is renewed already (one renewal
      // per line: server/orders/renewals.ts).
      const rows = await db.query<LineRow & { renewed: boolean }>(
        `SELECT ${LINE_COLS}, EXISTS (SELECT 1 FROM order_lines n WHERE n.renew_id = order_lines.id
             AND n.status NOT IN ('VOID', 'CANCELLED')) AS renewed
           FROM order_lines WHERE agent_id = $1 AND ${HELD_LINE} ORDER BY period_to DESC, id DESC`,
        [a.agentId],
      );
      const today = todayKst();
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
          ...usingState({ periodFrom: r.period_from, periodTo: r.period_to }, today),
          renewed: r.renewed,
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
      const orders = await db.query<OrderRow>(
        `SELECT ${ORDER_COLS} FROM orders WHERE agent_id = $1 ORDER BY ordered_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
        [a.agentId],
      );
      // Each order with its payment, refunds and receipt request: the payment history.
      return ok({
        orders: await ordersJson(db.query, orders),
        total: c?.n ?? 0,
        page,
        limit,
      });
    },
    async postProductOrder(req, reply) {
      const a = caller(req);
      const {
        items,
        agreePaidTerms,
        paymentMethod = 'CARD',
      } = body<{
        items: OrderItemInput[];
        agreePaidTerms: boolean;
        paymentMethod?: PaymentMethod;
      }>(req);
      // The broker reviewed the order and agreed to the paid-service terms (checkout step).
      if (agreePaidTerms !== true) throw new ApiError(400, '유료 서비스 이용약관에 동의해주세요.');
      // Prices come from the request's config version. Each line is compared with the total the
      // broker saw, so a publish that changed a price refuses the order before anything is
      // stored, and one that left this order's prices alone does not disturb it. Priced, checked
      // and stored in one transaction with its Idempotency-Key: a repeat of the key answers this
      // order again and pays for nothing (server/lib/idempotency.ts).
      const config = await requestConfig(req, db);
      const today = todayKst();
      const placed = await atMostOnce(db, req, reply, 'postProductOrder', async (q) => {
        const priced = await priceOrderItems(q, config.products, items, a.agentId, today);
        const changed = changedLines(items, priced);
        if (changed.length) throw new ApiError(409, PRICES_CHANGED).with({ lines: changed });
        const order = await insertOrder(q, a, config, priced);
        // Charged in the same transaction: an order stored without its payment attempt, or a
        // payment without its order, cannot happen (server/orders/payment-flow.ts).
        const paid = await chargeOrder(q, payments, {
          id: order.orderId,
          agentId: a.agentId,
          total: order.total,
          method: paymentMethod,
          lineNames: priced.map((l) => l.name),
        });
        // A renewal is news once it is paid; a declined or unanswered payment renews nothing.
        if (paid.status === 'PAID')
          for (const l of priced)
            if (l.renewId !== null)
              await productRenewed(q, sms, {
                agentId: a.agentId,
                lineId: l.renewId,
                name: l.name,
                periodTo: l.periodTo,
              });
        return { ...order, ...paid };
      });
      return ok(placed);
    },
  };
}
