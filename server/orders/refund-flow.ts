// Cancelling and refunding product lines (issue 27 item 3): the amount is domain/refunds.ts's
// (full before the first day, pro rata by days after it unless the product's catalogue entry
// says otherwise), given back through the payment adapter and recorded in refunds, the payment
// history. A line not started yet is CANCELLED and never in use; a started one is REFUNDED and
// its period ends on the day of the refund. A regular payment's auto-renewal stops with it.
import { findProduct, type Catalogue } from '../../domain/product.ts';
import { refundQuote, type RefundQuote } from '../../domain/refunds.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../lib/errors.ts';
import type { PaymentGateway } from '../lib/payments.ts';

export const REFUND_MSG = {
  notPaid: '결제가 완료된 주문만 취소할 수 있습니다.',
  lineNotFound: '취소할 상품을 찾을 수 없습니다.',
  done: '이미 취소 또는 환불된 상품입니다.',
  nothing: '이용이 시작되었거나 끝난 상품으로, 환불할 금액이 없습니다.',
} as const;

interface RefundLine {
  id: number;
  type: number;
  name: string;
  period_from: string;
  period_to: string;
  total: string | number;
  status: string;
}

const LINE_SQL = `SELECT id, type, name, to_char(period_from, 'YYYY-MM-DD') AS period_from,
  to_char(period_to, 'YYYY-MM-DD') AS period_to, total, status FROM order_lines`;

export interface LineQuote extends RefundQuote {
  lineId: number;
  name: string;
  refundable: boolean;
}

function quoteOf(cat: Catalogue, l: RefundLine, today: string): LineQuote {
  const rule = findProduct(cat, l.type)?.refundRule;
  const q =
    l.status === 'PAID'
      ? refundQuote(
          { periodFrom: l.period_from, periodTo: l.period_to, total: Number(l.total) },
          today,
          rule,
        )
      : { kind: 'NONE' as const, amount: 0, usedDays: 0, totalDays: 0 };
  return { lineId: l.id, name: l.name, ...q, refundable: q.kind !== 'NONE' };
}

async function paidOrder(q: Db['query'], orderId: number, agentId: number, lock: boolean) {
  const [o] = await q<{ id: number; status: string }>(
    `SELECT id, status FROM orders WHERE id = $1 AND agent_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [orderId, agentId],
  );
  if (!o) throw new ApiError(404, '주문을 찾을 수 없습니다.');
  if (o.status !== 'PAID') throw new ApiError(409, REFUND_MSG.notPaid);
  return o;
}

/** What each line of the order would give back today. */
export async function quoteOrder(
  q: Db['query'],
  cat: Catalogue,
  orderId: number,
  agentId: number,
  today: string,
): Promise<LineQuote[]> {
  await paidOrder(q, orderId, agentId, false);
  const lines = await q<RefundLine>(`${LINE_SQL} WHERE order_id = $1 ORDER BY id`, [orderId]);
  return lines.map((l) => quoteOf(cat, l, today));
}

/** Cancels the lines (in the caller's transaction): each refunded once, by today's quote. */
export async function refundLines(
  q: Db['query'],
  gateway: PaymentGateway,
  cat: Catalogue,
  who: { orderId: number; agentId: number },
  lineIds: readonly number[],
  today: string,
) {
  await paidOrder(q, who.orderId, who.agentId, true);
  const [payment] = await q<{ merchant_uid: string; provider_ref: string | null }>(
    `SELECT merchant_uid, provider_ref FROM payments WHERE order_id = $1 AND status = 'APPROVED'
      ORDER BY id DESC LIMIT 1`,
    [who.orderId],
  );
  const done: LineQuote[] = [];
  for (const id of new Set(lineIds)) {
    const [l] = await q<RefundLine>(`${LINE_SQL} WHERE id = $1 AND order_id = $2 FOR UPDATE`, [
      id,
      who.orderId,
    ]);
    if (!l) throw new ApiError(404, REFUND_MSG.lineNotFound);
    if (l.status !== 'PAID') throw new ApiError(409, REFUND_MSG.done);
    const quote = quoteOf(cat, l, today);
    if (!quote.refundable) throw new ApiError(409, REFUND_MSG.nothing).with({ lineId: id });
    const ref = await gateway.refund(q, {
      // Orders placed before payments were recorded were paid outside the adapter.
      merchantUid: payment?.merchant_uid ?? `ord${who.orderId}`,
      providerRef: payment?.provider_ref ?? null,
      amount: quote.amount,
      reason: quote.kind === 'FULL' ? '시작 전 취소' : '일할 환불',
    });
    await q(
      `INSERT INTO refunds (order_id, line_id, agent_id, amount, kind, used_days, total_days, provider_ref)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
      [
        who.orderId,
        id,
        who.agentId,
        quote.amount,
        quote.kind,
        quote.usedDays,
        quote.totalDays,
        ref.providerRef,
      ],
    );
    await q(
      quote.kind === 'FULL'
        ? `UPDATE order_lines SET status = 'CANCELLED', auto_renew = CASE WHEN auto_renew IS NULL THEN NULL ELSE 'STOPPED' END WHERE id = $1`
        : `UPDATE order_lines SET status = 'REFUNDED', period_to = $2::date, auto_renew = CASE WHEN auto_renew IS NULL THEN NULL ELSE 'STOPPED' END WHERE id = $1`,
      quote.kind === 'FULL' ? [id] : [id, today],
    );
    done.push(quote);
  }
  return done;
}
