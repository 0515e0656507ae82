// A customer's inquiry about an advertised listing (the consumer app's form): stored for the
// listing's office in the chosen channel and notified to its brokers in the same transaction
// (server/notifications/events.ts), so the header's centre shows it live.
import { ApiError } from '../lib/errors.ts';
import { body, ok, type Ctx, type Handlers } from '../lib/http.ts';
import { inquiryArrived } from '../notifications/events.ts';

export const INQUIRY_INTAKE_MSG = {
  noListing: '문의할 수 있는 매물을 찾을 수 없습니다. 광고 중인 매물에만 문의할 수 있습니다.',
} as const;

interface InquiryInput {
  roomId: number;
  channel: 'talk' | 'sms';
  customerName: string;
  customerPhone: string;
  message: string;
}

export function inquiryIntakeHandlers({ db, sms }: Ctx): Handlers {
  return {
    async postInquiry(req) {
      const i = body<InquiryInput>(req);
      const inquirySeq = await db.tx(async (q) => {
        const [row] = await q<{ inquiry_seq: number; agent_id: number }>(
          `INSERT INTO inquiries
             (agent_id, tab, customer_name, customer_phone, message, saved_time, rooms_seq)
           SELECT r.agent_id, $2, $3, $4, $5, now(), r.rooms_seq
             FROM agent_rooms r WHERE r.rooms_seq = $1 AND r.status = 'public'
           RETURNING inquiry_seq, agent_id`,
          [i.roomId, i.channel, i.customerName.trim(), i.customerPhone, i.message],
        );
        if (!row) throw new ApiError(404, INQUIRY_INTAKE_MSG.noListing);
        await inquiryArrived(q, sms, {
          agentId: row.agent_id,
          inquirySeq: row.inquiry_seq,
          customerName: i.customerName.trim(),
          roomId: i.roomId,
        });
        return row.inquiry_seq;
      });
      return ok({ inquirySeq });
    },
  };
}
