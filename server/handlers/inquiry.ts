import { caller } from '../lib/auth.ts';
import { ApiError, MSG } from '../lib/errors.ts';
import { isoTime } from '../lib/format.ts';
import { body, ok, pageArgs, params, query, type Ctx, type Handlers } from '../lib/http.ts';
import { atMostOnce } from '../lib/idempotency.ts';
import {
  findInquiry,
  INQUIRY_FROM,
  INQUIRY_SELECT,
  inquiryDetail,
  inquiryRoom,
  type InquiryRow,
  type InquiryTab,
} from './inquiry-thread.ts';

/** Sender line of an answer sent as a text message, so the customer knows who replied. */
const smsBody = (office: string, message: string) => `[${office}] ${message}`;

export function inquiryHandlers({ db, sms }: Ctx): Handlers {
  return {
    async getInquiryList(req) {
      const a = caller(req);
      const { tab } = params<{ tab: string }>(req);
      const qs = query<{ page?: number; state?: 'answered' | 'unanswered'; keyword?: string }>(req);
      const { limit, offset } = pageArgs(qs, 10);
      const args: unknown[] = [a.agentId, tab];
      const and = ['i.agent_id = $1', 'i.tab = $2'];
      if (qs.state) and.push(`i.answered_time IS ${qs.state === 'answered' ? 'NOT ' : ''}NULL`);
      const kw = qs.keyword?.trim();
      if (kw) {
        args.push(`%${kw.replace(/[\\%_]/g, (m) => `\\${m}`)}%`, kw);
        and.push(
          `(i.customer_name ILIKE $3 OR i.message ILIKE $3 OR r.title ILIKE $3 OR r.rooms_seq::text = $4)`,
        );
      }
      const w = and.join(' AND ');
      const [c] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${INQUIRY_FROM} WHERE ${w}`,
        args,
      );
      const rows = await db.query<InquiryRow>(
        `SELECT ${INQUIRY_SELECT} FROM ${INQUIRY_FROM} WHERE ${w}
          ORDER BY i.saved_time DESC, i.inquiry_seq DESC LIMIT ${limit} OFFSET ${offset}`,
        args,
      );
      return ok({
        items: rows.map((r) => ({
          inquirySeq: r.inquiry_seq,
          customerName: r.customer_name,
          message: r.message,
          savedTime: isoTime(r.saved_time),
          isRead: r.is_read,
          room: inquiryRoom(r),
          answeredTime: r.answered_time ? isoTime(r.answered_time) : null,
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
        // The first answer dates the inquiry answered (its state and the 48-hour answer rate).
        const [done] = await q<{ answered_time: Date }>(
          `UPDATE inquiries SET is_read = true, answered_time = coalesce(answered_time, now())
            WHERE inquiry_seq = $1 RETURNING answered_time`,
          [inquiryId],
        );
        return inquiryDetail(q, { ...row, is_read: true, answered_time: done!.answered_time });
      });
      return ok(detail);
    },
  };
}
