import { caller } from '../lib/auth.ts';
import { ApiError, MSG } from '../lib/errors.ts';
import { isoTime } from '../lib/format.ts';
import { body, ok, pageArgs, params, query, type Ctx, type Handlers } from '../lib/http.ts';
import { atMostOnce } from '../lib/idempotency.ts';
import { findInquiry, inquiryDetail, type InquiryTab } from './inquiry-thread.ts';

/** Sender line of an answer sent as a text message, so the customer knows who replied. */
const smsBody = (office: string, message: string) => `[${office}] ${message}`;

export function inquiryHandlers({ db, sms }: Ctx): Handlers {
  return {
    async getInquiryList(req) {
      const a = caller(req);
      const { tab } = params<{ tab: string }>(req);
      const { limit, offset } = pageArgs(query<{ page?: number }>(req), 10);
      const [c] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM inquiries WHERE agent_id = $1 AND tab = $2',
        [a.agentId, tab],
      );
      const rows = await db.query<{
        inquiry_seq: number;
        customer_name: string;
        message: string;
        saved_time: Date;
        is_read: boolean;
      }>(
        `SELECT inquiry_seq, customer_name, message, saved_time, is_read FROM inquiries WHERE agent_id = $1 AND tab = $2
          ORDER BY saved_time DESC, inquiry_seq DESC LIMIT ${limit} OFFSET ${offset}`,
        [a.agentId, tab],
      );
      return ok({
        items: rows.map((r) => ({
          inquirySeq: r.inquiry_seq,
          customerName: r.customer_name,
          message: r.message,
          savedTime: isoTime(r.saved_time),
          isRead: r.is_read,
        })),
        total: c?.n ?? 0,
      });
    },
    async getInquiryDetail(req) {
      const a = caller(req);
      const { tab, inquiryId } = params<{ tab: InquiryTab; inquiryId: number }>(req);
      // A read changes nothing (a prefetch or a crawler must not mark it read): the screen
      // marks it read with postInquiryRead once it is shown.
      const row = await findInquiry(db.query, a.agentId, tab, inquiryId);
      return ok(await inquiryDetail(db.query, row));
    },
    async postInquiryRead(req) {
      const a = caller(req);
      const { tab, inquiryId } = params<{ tab: InquiryTab; inquiryId: number }>(req);
      // The unread counts (dashboard, header) follow.
      const done = await db.query(
        `UPDATE inquiries SET is_read = true WHERE inquiry_seq = $1 AND agent_id = $2 AND tab = $3
         RETURNING inquiry_seq`,
        [inquiryId, a.agentId, tab],
      );
      if (done.length === 0) throw new ApiError(404, MSG.notFound);
      return ok({ isRead: true as const });
    },
    async postInquiryAnswer(req, reply) {
      const a = caller(req);
      const { tab, inquiryId } = params<{ tab: InquiryTab; inquiryId: number }>(req);
      const message = body<{ message: string }>(req).message.trim();
      if (!message) throw new ApiError(400, '답변 내용을 입력해주세요.');
      // The text message, the thread and the Idempotency-Key commit together: a double click or
      // a retry with the same key sends one message (server/lib/idempotency.ts).
      const detail = await atMostOnce(db, req, reply, 'postInquiryAnswer', async (q) => {
        const row = await findInquiry(q, a.agentId, tab, inquiryId);
        if (tab === 'sms') {
          if (!row.customer_phone)
            throw new ApiError(400, '고객 휴대폰 번호가 없어 문자로 답변할 수 없습니다.');
          const [office] = await q<{ name: string }>('SELECT name FROM agents WHERE id = $1', [
            a.agentId,
          ]);
          await sms.send(q, {
            to: row.customer_phone,
            body: smsBody(office?.name ?? '', message),
            purpose: 'INQUIRY_ANSWER',
            userId: a.userId,
          });
        }
        await q(
          `INSERT INTO inquiry_messages (inquiry_seq, sender, user_id, body) VALUES ($1, 'AGENT', $2, $3)`,
          [inquiryId, a.userId, message],
        );
        await q('UPDATE inquiries SET is_read = true WHERE inquiry_seq = $1', [inquiryId]);
        return inquiryDetail(q, { ...row, is_read: true });
      });
      return ok(detail);
    },
  };
}
