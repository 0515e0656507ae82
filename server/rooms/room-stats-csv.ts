// The office's statistics as CSV files (getRoomStatsCsv), Excel-safe like the listing list's
// export (server/rooms/room-csv.ts: BOM, CRLF, every field quoted, formula starts neutralised).
import { stringify } from 'csv-stringify/sync';
import type { MessagesFile } from '../config/active-config.ts';
import { todayKst } from '../lib/format.ts';
import type { Schema } from '../lib/operations.ts';
import { safeCell } from './room-csv.ts';

const LISTING_HEADER = [
  '매물번호',
  '제목',
  '상태',
  '광고일수',
  '문의 수',
  '채팅 문의',
  '문자 문의',
  '공실 선점 전환',
];
const MONTH_HEADER = [
  '월',
  '등록',
  '광고종료',
  '거래완료',
  '공실 선점 전환',
  '사용 슬롯',
  '보유 슬롯',
  '결제 금액(원)',
  '상품별 결제',
];

const csv = (rows: (string | number)[][]) =>
  stringify(
    rows.map((r) => r.map(safeCell)),
    { bom: true, quoted: true, record_delimiter: 'windows' },
  );

/** One row per listing, labels in the request's config version. */
export function listingStatsCsv(rows: Schema<'ListingStat'>[], messages: MessagesFile): string {
  const statuses = messages.pages.rooms.statuses;
  return csv([
    LISTING_HEADER,
    ...rows.map((r) => [
      r.roomsSeq,
      r.title,
      statuses[r.status],
      r.daysAdvertised,
      r.inquiries,
      r.talkInquiries,
      r.smsInquiries,
      r.fromGongsilClaim ? 'Y' : 'N',
    ]),
  ]);
}

/** One row per month; the money per product as "name amount" pairs in one cell. */
export function monthStatsCsv(months: Schema<'OfficeMonthStat'>[]): string {
  return csv([
    MONTH_HEADER,
    ...months.map((m) => [
      m.month,
      m.registered,
      m.ended,
      m.completed,
      m.claimsConverted,
      m.slotsUsed,
      m.slotsHeld,
      m.spent,
      m.spentByProduct.map((p) => `${p.name} ${p.amount}`).join(', '),
    ]),
  ]);
}

/** Content-Disposition: 매물통계_<today>.csv or 월별통계_<today>.csv, ASCII fallback (RFC 6266). */
export function statsCsvDisposition(part: 'listings' | 'months', now = new Date()): string {
  const day = todayKst(now);
  const name = part === 'months' ? '월별통계' : '매물통계';
  return `attachment; filename="room_stats_${part}_${day}.csv"; filename*=UTF-8''${encodeURIComponent(`${name}_${day}.csv`)}`;
}
