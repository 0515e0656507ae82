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
  answered_time: Date | null;
  room_id: string | null;
  rooms_seq: number | null;
  room_title: string | null;
}

/** The inquiry's columns with its listing's (null when none is named or it was deleted), on
 * `inquiries i` joined with `agent_rooms r`. */
export const INQUIRY_SELECT = `i.inquiry_seq, i.tab, i.customer_name, i.customer_phone, i.message,
  i.saved_time, i.is_read, i.answered_time, r.room_id, r.rooms_seq, r.title AS room_title`;
export const INQUIRY_FROM = 'inquiries i LEFT JOIN agent_rooms r ON r.rooms_seq = i.rooms_seq';

/** The listing an inquiry names, as the API gives it. */
export const inquiryRoom = (r: Pick<InquiryRow, 'room_id' | 'rooms_seq' | 'room_title'>) =>
  r.room_id && r.rooms_seq !== null
    ? { roomId: r.room_id, roomsSeq: r.rooms_seq, title: r.room_title ?? '' }
    : null;

/** The inquiry of this office in this channel, or 404 (another office's inquiry is not found). */
export async function findInquiry(
  q: Db['query'],
  agentId: number,
  tab: InquiryTab,
  inquiryId: number,
): Promise<InquiryRow> {
  const [row] = await q<InquiryRow>(
    `SELECT ${INQUIRY_SELECT} FROM ${INQUIRY_FROM}
      WHERE i.inquiry_seq = $1 AND i.agent_id = $2 AND i.tab = $3`,
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
    room: inquiryRoom(row),
    answeredTime: row.answered_time ? isoTime(row.answered_time) : null,
    thread: [
      { sender: 'CUSTOMER' as const, body: row.message, sentTime: isoTime(row.saved_time) },
      ...later.map((m) => ({ sender: m.sender, body: m.body, sentTime: isoTime(m.sent_time) })),
    ],
  };
}
