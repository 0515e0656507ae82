// The office's listing list as one query (the page, its total and the CSV export run the same
// WHERE and ORDER BY): keyword, status, room and deal type, and a price range on the headline
// amount (server/db/migrations/026_listing_lifecycle.sql), in one of five orders. Every order
// and filter starts with the office id, which the indexes of that migration lead with.
import type { Db } from '../db/index.ts';
import { ApiError } from '../lib/errors.ts';
import type { Schema } from '../lib/operations.ts';

export type RoomListSort = 'newest' | 'oldest' | 'priceAsc' | 'priceDesc' | 'status';

export interface RoomListFilter {
  keyword?: string;
  status?: Schema<'RoomStatus'>;
  roomType?: Schema<'RoomType'>;
  sellingType?: Schema<'SellingType'>;
  priceMin?: number;
  priceMax?: number;
  sort?: RoomListSort;
}

export const ROOM_LIST_MSG = {
  priceRange: '최저 금액이 최고 금액보다 클 수 없습니다.',
} as const;

const NEWEST = 'r.saved_time DESC, r.rooms_seq DESC';
const ORDER: Record<RoomListSort, string> = {
  newest: NEWEST,
  oldest: 'r.saved_time ASC, r.rooms_seq ASC',
  priceAsc: 'r.amount ASC, r.price ASC, r.rooms_seq DESC',
  priceDesc: 'r.amount DESC, r.price DESC, r.rooms_seq DESC',
  // 광고중, 광고대기, 광고종료, 비공개, 거래완료, then verification states: the rank migration 026
  // keeps beside the status, so the order walks agent_rooms_agent_status_rank_idx.
  status: `r.status_rank, ${NEWEST}`,
};

/** A keyword that can be a listing number (rooms_seq, an integer) or a listing id (room_id). */
const LISTING_NUMBER = /^[1-9][0-9]{0,9}$/;
const INT_MAX = 2 ** 31 - 1;
const ROOM_ID = /^[0-9A-Za-z]+$/;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/**
 * The WHERE clause (on `agent_rooms r`) and ORDER BY of the office's list with its arguments,
 * `$1` being the office. A price range upside down is a 400 with the Korean reason.
 */
export function roomListQuery(
  agentId: number,
  f: RoomListFilter,
): { where: string; order: string; args: unknown[]; keyword: boolean } {
  if (f.priceMin !== undefined && f.priceMax !== undefined && f.priceMin > f.priceMax)
    throw new ApiError(400, ROOM_LIST_MSG.priceRange);
  const args: unknown[] = [agentId];
  const and: string[] = ['r.agent_id = $1'];
  const arg = (v: unknown) => {
    args.push(v);
    return `$${args.length}`;
  };
  const kw = f.keyword?.trim();
  if (kw) {
    // search_text is lower(title, address), kept by the database (migration 030): the same
    // rows as ILIKE on both, without lower-casing every row on every call. The listing number
    // and id are compared only when the keyword can be one (an integer, letters and digits).
    const arms = [`r.search_text LIKE lower(${arg(`%${escapeLike(kw)}%`)})`];
    if (LISTING_NUMBER.test(kw) && Number(kw) <= INT_MAX)
      arms.push(`r.rooms_seq = ${arg(Number(kw))}`);
    if (ROOM_ID.test(kw)) arms.push(`r.room_id = ${arg(kw)}`);
    and.push(`(${arms.join(' OR ')})`);
  }
  if (f.status) and.push(`r.status = ${arg(f.status)}`);
  if (f.roomType) and.push(`r.room_type = ${arg(f.roomType)}`);
  if (f.sellingType) and.push(`r.selling_type = ${arg(f.sellingType)}`);
  if (f.priceMin !== undefined) and.push(`r.amount >= ${arg(f.priceMin)}`);
  if (f.priceMax !== undefined) and.push(`r.amount <= ${arg(f.priceMax)}`);
  return { where: and.join(' AND '), order: ORDER[f.sort ?? 'newest'], args, keyword: !!kw };
}

/** The page's statement: the listings with their photo count and cover, in the list's order. */
export const roomPageSql = (where: string, order: string, limit: number, offset: number) =>
  `SELECT r.*, (SELECT count(*)::int FROM room_photos p WHERE p.rooms_seq = r.rooms_seq) AS photo_count,
          (SELECT p.photo_id FROM room_photos p WHERE p.rooms_seq = r.rooms_seq ORDER BY p.sort LIMIT 1) AS cover
     FROM agent_rooms r WHERE ${where}
    ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;

/** The total of the same conditions. */
export const roomTotalSql = (where: string) =>
  `SELECT count(*)::int AS n FROM agent_rooms r WHERE ${where}`;

/** With a keyword, the page and its total in one pass: a keyword is tested on every listing of
 * the office (no index serves a substring of Korean text, docs/perf/scale.md), so counting them
 * in the same statement as the page halves the work. The pass sorts only the order's columns;
 * the page's rows and their photo columns are read after it, for the page only. */
export const roomPageWithTotalSql = (where: string, order: string, limit: number, offset: number) =>
  `SELECT r.*, p.list_total,
          (SELECT count(*)::int FROM room_photos f WHERE f.rooms_seq = r.rooms_seq) AS photo_count,
          (SELECT f.photo_id FROM room_photos f WHERE f.rooms_seq = r.rooms_seq ORDER BY f.sort LIMIT 1) AS cover
     FROM (SELECT r.rooms_seq, count(*) OVER ()::int AS list_total FROM agent_rooms r WHERE ${where}
            ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) p
     JOIN agent_rooms r ON r.rooms_seq = p.rooms_seq
    ORDER BY ${order}`;

/** A page of the list and the total of its conditions. Without a keyword the page reads its
 * rows in the list's order from an index and the total counts index entries; with one, both
 * come from one pass (and a page past the end counts on its own). */
export async function roomListPage<T>(
  q: Db['query'],
  list: ReturnType<typeof roomListQuery>,
  limit: number,
  offset: number,
): Promise<{ rows: T[]; total: number }> {
  const { where, order, args, keyword } = list;
  const count = async () => (await q<{ n: number }>(roomTotalSql(where), args))[0]?.n ?? 0;
  if (!keyword) {
    const total = await count();
    return { rows: await q<T>(roomPageSql(where, order, limit, offset), args), total };
  }
  const rows = await q<T & { list_total: number }>(
    roomPageWithTotalSql(where, order, limit, offset),
    args,
  );
  const total = rows[0]?.list_total ?? (offset > 0 ? await count() : 0);
  return { rows, total };
}
