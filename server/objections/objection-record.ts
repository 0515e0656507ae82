// One objection as the broker and staff read it (issue 27 #4), from the objections row, the
// handling it objects to (report_history) and its attachments (room_photos.objection_id).
import { isoTime } from '../lib/format.ts';
import type { Schema } from '../lib/operations.ts';

export const OBJECTION_MSG = {
  late: '이의신청 기간이 지났습니다. 자율처리 후 {days}일 안에 신청할 수 있습니다.',
  filed: '이미 이의신청한 처리 내역입니다.',
  photos: '첨부 사진을 찾을 수 없습니다. 사진을 다시 올려주세요.',
  decided: '이미 결과가 나온 이의신청입니다.',
  answerNeeded: '인용 또는 기각에는 답변을 입력해주세요.',
} as const;

export const OBJECTION_COLUMNS = `o.id, o.history_id, h.rooms_seq, h.inflow_type, o.reason, o.status, o.answer,
  o.answered_at, o.created_at, h.report_step, h.warning, h.penalty,
  coalesce((SELECT array_agg(p.photo_id ORDER BY p.sort, p.photo_id) FROM room_photos p
             WHERE p.objection_id = o.id), '{}') AS photo_ids`;

export interface ObjectionRow {
  id: number;
  history_id: number;
  rooms_seq: number;
  inflow_type: Schema<'InflowType'>;
  reason: string;
  status: Schema<'ObjectionStatus'>;
  answer: string;
  answered_at: Date | null;
  created_at: Date;
  report_step: Schema<'ReportStep'>;
  warning: string;
  penalty: string;
  photo_ids: string[];
}

export const objectionOf = (r: ObjectionRow): Schema<'Objection'> => ({
  id: r.id,
  historyId: r.history_id,
  roomsSeq: r.rooms_seq,
  inflowType: r.inflow_type,
  reason: r.reason,
  photoIds: r.photo_ids,
  status: r.status,
  answer: r.answer,
  answeredAt: r.answered_at ? isoTime(r.answered_at) : null,
  createdAt: isoTime(r.created_at),
});
