// One inquiry with its thread (the customer's first message, then inquiry_messages in order).
import type { Db } from '../db/index.ts';
import { ApiError, MSG } from '../lib/errors.ts';
import { isoTime } from '../lib/format.ts';

export type InquiryTab = 'talk' | 'sms';

export interface InquiryRow {
  inquiry_seq: number;
  tab: InquiryTab;
  customer_name: string;
  customer_phone: string;
  message: string;
  saved_time: Date;
  is_read: boolean;
}

/** The inquiry of this office in this channel, or 404 (another office's inquiry is not found). */
export async function findInquiry(
  q: Db['query'],
  agentId: number,
  tab: InquiryTab,
  inquiryId: number,
): Promise<InquiryRow> {
  const [row] = await q<InquiryRow>(
    `SELECT inquiry_seq, tab, customer_name, customer_phone, message, saved_time, is_read
       FROM inquiries WHERE inquiry_seq = $1 AND agent_id = $2 AND tab = $3`,
    [inquiryId, agentId, tab],
  );
  if (!row) throw new ApiError(404, MSG.notFound);
  return row;
}

export async function inquiryDetail(q: Db['query'], row: InquiryRow) {
  const later = await q<{ sender: 'CUSTOMER' | 'AGENT'; body: string; sent_time: Date }>(
    'SELECT sender, body, sent_time FROM inquiry_messages WHERE inquiry_seq = $1 ORDER BY sent_time, id',
    [row.inquiry_seq],
  );
  return {
    inquirySeq: row.inquiry_seq,
    tab: row.tab,
    customerName: row.customer_name,
    customerPhone: row.tab === 'sms' ? row.customer_phone : '',
    savedTime: isoTime(row.saved_time),
    isRead: row.is_read,
    thread: [
      { sender: 'CUSTOMER' as const, body: row.message, sentTime: isoTime(row.saved_time) },
      ...later.map((m) => ({ sender: m.sender, body: m.body, sentTime: isoTime(m.sent_time) })),
    ],
  };
}
