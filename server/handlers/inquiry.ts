import {
  auth,
  isoTime,
  ok,
  pageArgs,
  params,
  query,
  type Ctx,
  type Handlers,
} from '../lib/http.ts';

export function inquiryHandlers({ db }: Ctx): Handlers {
  return {
    async getInquiryList(req) {
      const a = auth(req);
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
  };
}
