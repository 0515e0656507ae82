// An order as the spec's Order: its lines, how it was paid, its refunds and its receipt request.
// One shape for the payment list (every refund shows in the history) and the receipt.
import type { Db } from '../db/index.ts';
import { isoTime } from '../lib/format.ts';
import type { Schema } from '../lib/operations.ts';
import type { VirtualAccount } from '../lib/payments.ts';
import { LINE_COLS, orderLineJson, type LineRow } from './order-lines.ts';

export interface OrderRow {
  id: number;
  ordered_at: Date;
  total: number;
  discount_total: number;
  status: 'PENDING' | 'PAID' | 'FAILED';
  payment_method: Schema<'PaymentMethod'> | null;
  paid_at: Date | null;
}

export const ORDER_COLS = 'id, ordered_at, total, discount_total, status, payment_method, paid_at';

type Status = LineRow & { status: Schema<'LineStatus'>; auto_renew: Schema<'AutoRenew'> | null };

/** The orders' lines, latest payments, refunds and receipt requests, as the spec's Orders. */
export async function ordersJson(
  q: Db['query'],
  orders: readonly OrderRow[],
): Promise<Schema<'Order'>[]> {
  const ids = orders.map((o) => o.id);
  if (!ids.length) return [];
  // One after another: inside a transaction they share one connection.
  const lines = await q<Status>(
    `SELECT ${LINE_COLS}, status, auto_renew FROM order_lines WHERE order_id = ANY($1::int[]) ORDER BY id`,
    [ids],
  );
  const payments = await q<{
    order_id: number;
    status: Schema<'PaymentStatus'>;
    message: string | null;
    virtual_account: VirtualAccount | string | null;
  }>(
    `SELECT DISTINCT ON (order_id) order_id, status, message, virtual_account FROM payments
        WHERE order_id = ANY($1::int[]) ORDER BY order_id, id DESC`,
    [ids],
  );
  const refunds = await q<{
    order_id: number;
    line_id: number;
    amount: string | number;
    kind: Schema<'RefundKind'>;
    used_days: number;
    total_days: number;
    refunded_at: Date;
  }>(
    `SELECT order_id, line_id, amount, kind, used_days, total_days, refunded_at FROM refunds
        WHERE order_id = ANY($1::int[]) ORDER BY id`,
    [ids],
  );
  const receipts = await q<{
    order_id: number;
    kind: Schema<'ReceiptKind'>;
    business_number: string;
    email: string | null;
    status: Schema<'ReceiptRequest'>['status'];
    issue_no: string | null;
    requested_at: Date;
  }>(
    `SELECT order_id, kind, business_number, email, status, issue_no, requested_at
         FROM receipt_requests WHERE order_id = ANY($1::int[])`,
    [ids],
  );
  return orders.map((o) => {
    const p = payments.find((x) => x.order_id === o.id);
    const r = receipts.find((x) => x.order_id === o.id);
    const va =
      typeof p?.virtual_account === 'string' ? JSON.parse(p.virtual_account) : p?.virtual_account;
    return {
      orderId: o.id,
      orderedAt: isoTime(o.ordered_at),
      total: Number(o.total),
      discountTotal: Number(o.discount_total),
      status: o.status,
      paymentMethod: o.payment_method,
      paidAt: o.paid_at ? isoTime(o.paid_at) : null,
      paymentStatus: p?.status ?? (o.status === 'PAID' ? ('APPROVED' as const) : null),
      paymentMessage: p?.message ?? null,
      virtualAccount: va ?? null,
      lines: lines
        .filter((l) => l.order_id === o.id)
        .map((l) => ({
          ...orderLineJson(l),
          id: l.id,
          status: l.status,
          autoRenew: l.auto_renew,
        })),
      refunds: refunds
        .filter((x) => x.order_id === o.id)
        .map((x) => ({
          lineId: x.line_id,
          name: lines.find((l) => l.id === x.line_id)?.name ?? '',
          amount: Number(x.amount),
          kind: x.kind,
          usedDays: x.used_days,
          totalDays: x.total_days,
          refundedAt: isoTime(x.refunded_at),
        })),
      receipt: r
        ? {
            kind: r.kind,
            businessNumber: r.business_number,
            email: r.email,
            status: r.status,
            issueNo: r.issue_no,
            requestedAt: isoTime(r.requested_at),
          }
        : null,
    };
  });
}
