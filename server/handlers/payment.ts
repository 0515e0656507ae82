// Paying and being paid (issue 27 item 3): the PG's callback, cancelling and refunding lines,
// 현금영수증 and 세금계산서 requests, and the auto-renewal of regular payments.
import { requestConfig } from '../config/request-config.ts';
import { caller } from '../lib/auth.ts';
import { ApiError } from '../lib/errors.ts';
import { isoTime, todayKst } from '../lib/format.ts';
import { body, ok, params, type Ctx, type Handlers } from '../lib/http.ts';
import { atMostOnce } from '../lib/idempotency.ts';
import { applyCallback } from '../orders/payment-flow.ts';
import { quoteOrder, refundLines } from '../orders/refund-flow.ts';

export const RECEIPT_MSG = {
  notPaid: '결제가 완료된 주문에만 영수증을 신청할 수 있습니다.',
  twice: '이 주문에는 이미 현금영수증 또는 세금계산서를 신청했습니다.',
  email: '세금계산서를 받을 이메일을 입력해주세요.',
  notFound: '주문을 찾을 수 없습니다.',
} as const;

export const REGULAR_MSG = {
  notFound: '정기결제 상품을 찾을 수 없습니다.',
  stopped: '자동 연장을 해지한 정기결제는 다시 켤 수 없습니다. 상품을 새로 구매해주세요.',
} as const;

type AutoRenew = 'ON' | 'PAUSED' | 'STOPPED';

/** "120-81-45671" and "1208145671" name the same business; stored as 123-45-67890. */
const businessNumber = (s: string) => {
  const d = s.replace(/\D/g, '');
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
};

/** The day after a period ends, when a regular payment renews. */
function dayAfter(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function paymentHandlers({ db, payments }: Ctx): Handlers {
  return {
    async postPaymentCallback(req) {
      // Signed by the PG (PaymentGateway.verifyCallback), not by a session: a forged or altered
      // body is 400, a repeat of a settled outcome answers it again and pays nothing twice.
      const r = await db.tx((q) => applyCallback(q, payments, req.body));
      return ok(r);
    },
    async getOrderRefundQuote(req) {
      const a = caller(req);
      const { orderId } = params<{ orderId: number }>(req);
      const config = await requestConfig(req, db);
      const lines = await quoteOrder(db.query, config.products, orderId, a.agentId, todayKst());
      return ok({ orderId, lines });
    },
    async postOrderRefund(req, reply) {
      const a = caller(req);
      const { orderId } = params<{ orderId: number }>(req);
      const { lineIds } = body<{ lineIds: number[] }>(req);
      const config = await requestConfig(req, db);
      const today = todayKst();
      const refunds = await atMostOnce(db, req, reply, 'postOrderRefund', (q) =>
        refundLines(q, payments, config.products, { orderId, agentId: a.agentId }, lineIds, today),
      );
      return ok({
        orderId,
        refunds,
        amount: refunds.reduce((s, r) => s + r.amount, 0),
      });
    },
    async postOrderReceipt(req) {
      const a = caller(req);
      const { orderId } = params<{ orderId: number }>(req);
      const b = body<{
        kind: 'CASH_RECEIPT' | 'TAX_INVOICE';
        businessNumber: string;
        email?: string;
      }>(req);
      if (b.kind === 'TAX_INVOICE' && !b.email) throw new ApiError(400, RECEIPT_MSG.email);
      const out = await db.tx(async (q) => {
        const [o] = await q<{ status: string; total: string | number }>(
          'SELECT status, total FROM orders WHERE id = $1 AND agent_id = $2 FOR UPDATE',
          [orderId, a.agentId],
        );
        if (!o) throw new ApiError(404, RECEIPT_MSG.notFound);
        if (o.status !== 'PAID') throw new ApiError(409, RECEIPT_MSG.notPaid);
        const [prior] = await q('SELECT id FROM receipt_requests WHERE order_id = $1', [orderId]);
        if (prior) throw new ApiError(409, RECEIPT_MSG.twice);
        const bn = businessNumber(b.businessNumber);
        // A 현금영수증 is issued by the PG at once; a 세금계산서 is issued by the portal's
        // accounts and stays REQUESTED until then.
        let issued: { issueNo: string } | null = null;
        if (b.kind === 'CASH_RECEIPT') {
          const [p] = await q<{ merchant_uid: string }>(
            `SELECT merchant_uid FROM payments WHERE order_id = $1 AND status = 'APPROVED' ORDER BY id DESC LIMIT 1`,
            [orderId],
          );
          issued = await payments.issueCashReceipt(q, {
            merchantUid: p?.merchant_uid ?? `ord${orderId}`,
            amount: Number(o.total),
            businessNumber: bn,
          });
        }
        const [r] = await q<{ requested_at: Date }>(
          `INSERT INTO receipt_requests (order_id, agent_id, kind, business_number, email, status, issue_no, issued_at)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8) RETURNING requested_at`,
          [
            orderId,
            a.agentId,
            b.kind,
            bn,
            b.email ?? null,
            issued ? 'ISSUED' : 'REQUESTED',
            issued?.issueNo ?? null,
            issued ? new Date() : null,
          ],
        );
        return {
          kind: b.kind,
          businessNumber: bn,
          email: b.email ?? null,
          status: issued ? ('ISSUED' as const) : ('REQUESTED' as const),
          issueNo: issued?.issueNo ?? null,
          requestedAt: isoTime(r!.requested_at),
        };
      });
      return ok(out);
    },
    async getRegularPayments(req) {
      const a = caller(req);
      const rows = await db.query<{
        id: number;
        order_id: number;
        name: string;
        day: string;
        period_from: string;
        period_to: string;
        total: string | number;
        auto_renew: AutoRenew;
      }>(
        `SELECT id, order_id, name, day, to_char(period_from, 'YYYY-MM-DD') AS period_from,
                to_char(period_to, 'YYYY-MM-DD') AS period_to, total, auto_renew
           FROM order_lines WHERE agent_id = $1 AND auto_renew IS NOT NULL AND status = 'PAID'
          ORDER BY period_to DESC, id DESC`,
        [a.agentId],
      );
      return ok(
        rows.map((r) => ({
          lineId: r.id,
          orderId: r.order_id,
          name: r.name,
          day: r.day,
          periodFrom: r.period_from,
          periodTo: r.period_to,
          amount: Number(r.total),
          autoRenew: r.auto_renew,
          nextChargeOn: r.auto_renew === 'ON' ? dayAfter(r.period_to) : null,
        })),
      );
    },
    async putRegularPayment(req) {
      const a = caller(req);
      const { lineId } = params<{ lineId: number }>(req);
      const { autoRenew } = body<{ autoRenew: AutoRenew }>(req);
      const out = await db.tx(async (q) => {
        const [l] = await q<{ auto_renew: AutoRenew; period_to: string }>(
          `SELECT auto_renew, to_char(period_to, 'YYYY-MM-DD') AS period_to FROM order_lines
            WHERE id = $1 AND agent_id = $2 AND auto_renew IS NOT NULL AND status = 'PAID' FOR UPDATE`,
          [lineId, a.agentId],
        );
        if (!l) throw new ApiError(404, REGULAR_MSG.notFound);
        if (l.auto_renew === 'STOPPED' && autoRenew !== 'STOPPED')
          throw new ApiError(409, REGULAR_MSG.stopped);
        await q('UPDATE order_lines SET auto_renew = $2 WHERE id = $1', [lineId, autoRenew]);
        return {
          lineId,
          autoRenew,
          nextChargeOn: autoRenew === 'ON' ? dayAfter(l.period_to) : null,
        };
      });
      return ok(out);
    },
  };
}
