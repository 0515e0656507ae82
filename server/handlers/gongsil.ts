import { codePrefix } from '../address/legal-districts.ts';
import { ok, pageArgs, params, query, type Ctx, type Handlers } from '../lib/http.ts';
import { sessionInStatement, signedInQuery } from '../lib/session.ts';
import { roomJson, type RoomRow } from './gongsil-room.ts';

/** The unfiltered 전체 tab's total: the rooms in play, from migration 009's counters. The
 * header's 등록 매물 (handlers/stat.ts) is this number. */
export const GONGSIL_ALL_TOTAL_SQL = '(SELECT coalesce(sum(n), 0) FROM gongsil_open_counts)::int';
/** Rooms brokered to the end: every office's 완료 tab together (the header's 누적 중개). */
export const GONGSIL_COMPLETED_SQL =
  "(SELECT count(*) FROM gongsil_rooms WHERE bucket = 'complete' AND agent_id IS NOT NULL)::int";

// Each tab's count, the session checked in the same statement. An office's own tabs hold a few
// rooms each and are counted through gongsil_rooms_bucket_idx (migration 001); the 전체 tab
// (every room still in play, 90,000 at the scale of issue 14) is the sum of the per-key counters
// that migration 009 keeps by trigger.
// The dashboard's gongsil figures embed the same columns (gongsilCountsSql), so they cannot
// disagree with the tabs.
export const gongsilCountsSql = (agent: string) => `
    (SELECT count(*) FROM gongsil_rooms WHERE bucket = 'pick' AND agent_id = ${agent})::int AS pick,
    (SELECT count(*) FROM gongsil_rooms WHERE bucket = 'preempt' AND agent_id = ${agent})::int AS preempt,
    (SELECT count(*) FROM gongsil_rooms WHERE bucket = 'complete' AND agent_id = ${agent})::int AS complete,
    ${GONGSIL_ALL_TOTAL_SQL} AS total`;
export const GONGSIL_COUNTS = `SELECT ${gongsilCountsSql('me.agent_id')}
  FROM me`;

export interface GongsilFilter {
  tab: string;
  status?: string;
  roomType?: string;
  sellingType?: string;
  /** 법정동코드 of a 시도, 시군구, 읍면동 or 리: its rooms (issue 26 #4). */
  region?: string;
  /** Words of the address, the detail address or the request, or a room number. */
  keyword?: string;
  sort?: GongsilSort;
}

export type GongsilSort = 'newest' | 'oldest' | 'priceAsc' | 'priceDesc';

/** Newest first; rooms_seq breaks ties so pages never overlap. */
export const GONGSIL_ORDER = 'saved_time DESC, rooms_seq DESC';

/** Each sort's ORDER BY (migration 025's price_key: the deal type's amount). */
const SORT_ORDER: Record<GongsilSort, string> = {
  newest: GONGSIL_ORDER,
  oldest: 'saved_time ASC, rooms_seq ASC',
  priceAsc: 'price_key ASC, rooms_seq ASC',
  priceDesc: 'price_key DESC, rooms_seq DESC',
};

/** A keyword of 8 to 10 digits is a room number (the center's are 8 digits). */
const ROOM_NUMBER = /^\d{8,10}$/;

/** LIKE pattern of text as typed (its %, _ and \ taken literally). */
const likeText = (t: string) => `%${t.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** One tab's page and total in one statement: $1 limit, $2 offset, then `args`. Filter values
 * are parameters, so each combination of filters is one fixed SQL text (prepared once). An
 * empty page leaves one row of nulls beside the total. */
export function gongsilListQuery(f: GongsilFilter): { sql: string; args: unknown[] } {
  const filters: string[] = [];
  const args: unknown[] = [];
  const add = (column: string, v: unknown) => {
    args.push(v);
    filters.push(`${column} = $${args.length + 2}`);
  };
  const own = f.tab !== 'all';
  if (own) add('bucket', f.tab);
  if (f.status) {
    if (f.status === 'invisible' || f.status === 'private')
      filters.push("status IN ('invisible', 'private')");
    else add('status', f.status);
  }
  if (f.roomType) add('room_type', f.roomType);
  if (f.sellingType) add('selling_type', f.sellingType);
  // Filters the counters of migration 009 cannot answer: the total is then counted.
  const counted: string[] = [];
  if (f.region) {
    args.push(`${codePrefix(f.region)}%`);
    counted.push(`bjd_code LIKE $${args.length + 2}`);
  }
  const kw = f.keyword?.trim();
  if (kw && ROOM_NUMBER.test(kw)) {
    // A room number is that room (by its key); as words it would read every room's text.
    args.push(kw);
    counted.push(`rooms_seq = $${args.length + 2}::bigint`);
  } else if (kw) {
    args.push(likeText(kw));
    const like = args.length + 2;
    counted.push(
      `(address ILIKE $${like} OR detail_address ILIKE $${like} OR request_memo ILIKE $${like})`,
    );
  }
  filters.push(...counted);
  const rooms = [own ? 'agent_id = me.agent_id' : "bucket <> 'complete'", ...filters].join(' AND ');
  // The 전체 tab's total sums the counters of migration 009 (same columns, rooms in play only);
  // an own tab, or a search the counters cannot answer, counts its rooms.
  const counters = filters.length ? `WHERE ${filters.join(' AND ')}` : '';
  const total =
    own || counted.length
      ? `SELECT count(*)::int AS total FROM gongsil_rooms WHERE ${rooms}`
      : `SELECT coalesce(sum(n), 0)::int AS total FROM gongsil_open_counts ${counters}`;
  const order = SORT_ORDER[f.sort ?? 'newest'];
  const outer = order.replace(/(^|, )/g, '$1g.');
  // The limit and offset are read through sub-selects, so the planner prices every call alike
  // and keeps one generic plan. As plain `LIMIT $1 OFFSET $2` it priced the generic plan as
  // reading a tenth of the rooms against a custom plan for the 24 asked, and planned the 전체
  // statements afresh on every call at 100,000 rooms (CPU per call 1.3–1.7 → 0.4–0.5 ms on
  // PGlite); the plan is the same ordered index scan either way (gongsil-indexes.test.ts).
  const sql = `SELECT me.agent_id AS me_agent_id, c.total, g.* FROM me
     CROSS JOIN LATERAL (${total}) c
     LEFT JOIN LATERAL (SELECT * FROM gongsil_rooms WHERE ${rooms}
                         ORDER BY ${order}
                         LIMIT (SELECT $1::int) OFFSET (SELECT $2::int)) g ON true
    ORDER BY ${outer}`;
  return { sql, args };
}

export function gongsilHandlers({ db }: Ctx): Handlers {
  return {
    getGongsilCount: sessionInStatement(async (req) => {
      const [c] = await signedInQuery<{
        pick: number;
        preempt: number;
        complete: number;
        total: number;
      }>(db, req, GONGSIL_COUNTS);
      return ok({
        pickCount: c.pick,
        allCount: c.total,
        preemptCount: c.preempt,
        completeCount: c.complete,
      });
    }),
    getGongsilList: sessionInStatement(async (req) => {
      const { tab } = params<{ tab: string }>(req);
      const qs = query<Omit<GongsilFilter, 'tab'> & { page?: number; limit?: number }>(req);
      const { page, limit, offset } = pageArgs(qs, 24);
      const { sql, args } = gongsilListQuery({ ...qs, tab });
      const rows = await signedInQuery<RoomRow & { me_agent_id: number; total: number }>(
        db,
        req,
        sql,
        [limit, offset, ...args],
      );
      const me = rows[0].me_agent_id;
      return ok({
        items: rows.filter((r) => r.rooms_seq !== null).map((r) => roomJson(r, me)),
        page,
        limit,
        total: rows[0].total,
      });
    }),
  };
}
