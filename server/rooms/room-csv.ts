// The office's listing list as a CSV file a broker opens in Excel: UTF-8 with a byte order mark
// (Excel reads Korean only with it), CRLF line ends, every field quoted (csv-stringify), and a
// field that a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first)
// prefixed with an apostrophe, as OWASP's "CSV Injection" advises: a title typed as
// =HYPERLINK(...) stays text.
import { stringify } from 'csv-stringify/sync';
import type { MessagesFile } from '../config/active-config.ts';
import { todayKst } from '../lib/format.ts';
import type { RoomRow } from './room-record.ts';

/** At most this many rows in one export (an office lists far fewer). */
export const CSV_MAX_ROWS = 10_000;

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as text, neutralised when a spreadsheet would read it as a formula. */
export const safeCell = (v: string | number): string => {
  const s = String(v);
  return FORMULA_START.test(s) ? `'${s}` : s;
};

const HEADER = [
  '매물번호',
  '상태',
  '제목',
  '주소',
  '매물 종류',
  '거래 유형',
  '보증금(만원)',
  '월세·매매가(만원)',
  '층',
  '전용면적(㎡)',
  '사진 수',
  '등록일',
];

type CsvRoom = Pick<
  RoomRow,
  | 'rooms_seq'
  | 'status'
  | 'title'
  | 'address'
  | 'room_type'
  | 'selling_type'
  | 'deposit'
  | 'price'
  | 'floor_kind'
  | 'floor'
  | 'total_floors'
  | 'area_m2'
  | 'saved_time'
> & { photo_count: number };

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

/** The floor as the list shows it (src/features/rooms/model/floor-text.ts): 3층/5층, B1/5층. */
function floorText(r: CsvRoom, list: MessagesFile['pages']['rooms']['list']): string {
  const floor = fill(list.floors[r.floor_kind], { n: Math.abs(r.floor ?? 0) });
  return fill(list.floorOfTotal, { floor, total: r.total_floors });
}

/** The CSV text (BOM first) of the rows, labels in the request's config version. */
export function roomsCsv(rows: CsvRoom[], messages: MessagesFile): string {
  const rooms = messages.pages.rooms;
  const deals = messages.gongsil.sellingTypes;
  const records = rows.map((r) =>
    [
      r.rooms_seq,
      rooms.statuses[r.status],
      r.title,
      r.address,
      rooms.roomTypes[r.room_type],
      deals[r.selling_type],
      r.deposit,
      r.price,
      floorText(r, rooms.list),
      Number(r.area_m2),
      r.photo_count,
      todayKst(r.saved_time),
    ].map(safeCell),
  );
  return stringify([HEADER, ...records], { bom: true, quoted: true, record_delimiter: 'windows' });
}

/** Content-Disposition of the export: 매물목록_<today>.csv, with an ASCII fallback (RFC 6266). */
export function roomsCsvDisposition(now = new Date()): string {
  const day = todayKst(now);
  return `attachment; filename="rooms_${day}.csv"; filename*=UTF-8''${encodeURIComponent(`매물목록_${day}.csv`)}`;
}
