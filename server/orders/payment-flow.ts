// Charging an order through the payment adapter (server/lib/payments.ts) and settling it once.
// An order is placed UNPAID (its lines are not products the office holds) and becomes PAID only
// when its payment is approved, by the gateway's answer or later by its callback. A decline
// leaves it FAILED with its lines VOID; a time-out leaves it PENDING until a callback says what
// happened. Settling is guarded by the payment's status (PENDING → APPROVED or DECLINED once), so
// a callback the PG repeats, or one that arrives after the answer, pays nothing twice.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { ApiError } from '../lib/errors.ts';
import {
  PaymentTimeoutError,
  type PaymentGateway,
  type PaymentMethod,
  type VirtualAccount,
} from '../lib/payments.ts';

export type OrderStatus = 'PENDING' | 'PAID' | 'FAILED';
export type PaymentStatus = 'PENDING' | 'APPROVED' | 'DECLINED';

export interface PaymentAnswer {
  method: PaymentMethod;
  status: PaymentStatus;
  message: string | null;
  virtualAccount: VirtualAccount | null;
}

export const PAYMENT_MSG = {
  timeout: '결제 결과를 아직 받지 못했습니다. 결제가 확인되면 결제 내역에 표시됩니다.',
  conflict: '이미 다른 결과로 처리된 결제입니다.',
  amount: '결제 금액이 주문 금액과 다릅니다.',
  notFound: '결제 정보를 찾을 수 없습니다.',
  forged: '결제사 서명이 올바르지 않습니다.',
} as const;

/** "일반 올인원 외 1건": what the office sees on its card statement. */
export function orderName(lineNames: readonly string[]): string {
  const [first = '', ...rest] = lineNames;
  return rest.length ? `${first} 외 ${rest.length}건` : first;
}

/** Marks the payment settled (only from PENDING) and the order and its lines with it. Returns
 * false when the payment was settled already. */
async function settle(
  q: Db['query'],
  paymentId: number,
  outcome: { status: 'APPROVED'; providerRef: string } | { status: 'DECLINED'; message: string },
): Promise<boolean> {
  const [p] = await q<{ order_id: number }>(
    `UPDATE payments SET status = $2, settled_at = now(),
       provider_ref = coalesce($3, provider_ref), message = $4
     WHERE id = $1 AND status = 'PENDING' RETURNING order_id`,
    [
      paymentId,
      outcome.status,
      outcome.status === 'APPROVED' ? outcome.providerRef : null,
      outcome.status === 'DECLINED' ? outcome.message : null,
    ],
  );
  if (!p) return false;
  if (outcome.status === 'APPROVED') {
    await q(`UPDATE orders SET status = 'PAID', paid_at = now() WHERE id = $1`, [p.order_id]);
    await q(`UPDATE order_lines SET status = 'PAID' WHERE order_id = $1 AND status = 'UNPAID'`, [
      p.order_id,
    ]);
  } else {
    await q(`UPDATE orders SET status = 'FAILED' WHERE id = $1`, [p.order_id]);
    await q(`UPDATE order_lines SET status = 'VOID' WHERE order_id = $1 AND status = 'UNPAID'`, [
      p.order_id,
    ]);
  }
  return true;
}

/** Charges a just-placed order (in the order's transaction) and settles what the gateway says. */
export async function chargeOrder(
  q: Db['query'],
  gateway: PaymentGateway,
  order: { id: number; agentId: number; total: number; method: PaymentMethod; lineNames: string[] },
): Promise<{ status: OrderStatus; payment: PaymentAnswer }> {
  const merchantUid = `ord${order.id}_${randomBytes(6).toString('hex')}`;
  await q(`UPDATE orders SET payment_method = $2 WHERE id = $1`, [order.id, order.method]);
  const [p] = await q<{ id: number }>(
    `INSERT INTO payments (order_id, agent_id, merchant_uid, method, amount, status, provider)
     VALUES ($1,$2,$3,$4,$5,'PENDING',$6) RETURNING id`,
    [order.id, order.agentId, merchantUid, order.method, order.total, gateway.name],
  );
  const pending = (message: string | null, virtualAccount: VirtualAccount | null) => ({
    status: 'PENDING' as const,
    payment: { method: order.method, status: 'PENDING' as const, message, virtualAccount },
  });
  let result;
  try {
    result = await gateway.charge(q, {
      merchantUid,
      amount: order.total,
      method: order.method,
      orderName: orderName(order.lineNames),
    });
  } catch (e) {
    if (e instanceof PaymentTimeoutError) return pending(PAYMENT_MSG.timeout, null);
    throw e;
  }
  if (result.status === 'PENDING') {
    await q('UPDATE payments SET provider_ref = $2, virtual_account = $3 WHERE id = $1', [
      p!.id,
      result.providerRef,
      result.virtualAccount ? JSON.stringify(result.virtualAccount) : null,
    ]);
    return pending(null, result.virtualAccount ?? null);
  }
  await settle(q, p!.id, result);
  return {
    status: result.status === 'APPROVED' ? 'PAID' : 'FAILED',
    payment: {
      method: order.method,
      status: result.status,
      message: result.status === 'DECLINED' ? result.message : null,
      virtualAccount: null,
    },
  };
}

/** A PG callback, checked and applied once: a repeat of a settled outcome answers it again; a
 * different outcome for a settled payment is refused (409). */
export async function applyCallback(
  q: Db['query'],
  gateway: PaymentGateway,
  body: unknown,
): Promise<{
  merchantUid: string;
  status: PaymentStatus;
  orderStatus: OrderStatus;
  applied: boolean;
}> {
  const c = gateway.verifyCallback(body);
  if (!c) throw new ApiError(400, PAYMENT_MSG.forged);
  const [p] = await q<{
    id: number;
    order_id: number;
    amount: string | number;
    status: PaymentStatus;
  }>('SELECT id, order_id, amount, status FROM payments WHERE merchant_uid = $1 FOR UPDATE', [
    c.merchantUid,
  ]);
  if (!p) throw new ApiError(404, PAYMENT_MSG.notFound);
  if (Number(p.amount) !== c.amount) throw new ApiError(409, PAYMENT_MSG.amount);
  let applied = false;
  if (p.status === 'PENDING') {
    applied = await settle(
      q,
      p.id,
      c.status === 'APPROVED'
        ? { status: 'APPROVED', providerRef: c.providerRef }
        : { status: 'DECLINED', message: '결제사에서 결제를 취소했습니다.' },
    );
  } else if (p.status !== c.status) {
    throw new ApiError(409, PAYMENT_MSG.conflict);
  }
  const [o] = await q<{ status: OrderStatus }>('SELECT status FROM orders WHERE id = $1', [
    p.order_id,
  ]);
  return { merchantUid: c.merchantUid, status: c.status, orderStatus: o!.status, applied };
}
