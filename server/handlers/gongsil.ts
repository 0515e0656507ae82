import { ok, pageArgs, params, query, type Ctx, type Handlers } from '../lib/http.ts';
import { signedInQuery } from '../lib/session.ts';
import { roomJson, type RoomRow } from './gongsil-room.ts';

// Each tab's count with its own index (migrations 001 and 007), the session checked in the same
// statement.
// The dashboard's gongsil figures embed the same columns (gongsilCountsSql), so they cannot
// disagree with the tabs.
export const gongsilCountsSql = (agent: string) => `
    (SELECT count(*) FROM gongsil_rooms WHERE bucket = 'pick' AND agent_id = ${agent})::int AS pick,
    (SELECT count(*) FROM gongsil_rooms WHERE bucket = 'preempt' AND agent_id = ${agent})::int AS preempt,
    (SELECT count(*) FROM gongsil_rooms WHERE bucket = 'complete' AND agent_id = ${agent})::int AS complete,
    (SELECT count(*) FROM gongsil_rooms WHERE bucket <> 'complete')::int AS total`;
export const GONGSIL_COUNTS = `SELECT ${gongsilCountsSql('me.agent_id')}
  FROM me`;

export interface GongsilFilter {
  tab: string;
  status?: string;
  roomType?: string;
  sellingType?: string;
}

/** The WHERE clause of a tab with its filters: values as parameters from `first` on, so each
 * combination is one fixed SQL text (prepared once). `agent` is the office id expression. */
export function gongsilWhere(f: GongsilFilter, agent: string, first: number) {
  const where: string[] = [];
  const args: unknown[] = [];
  const add = (sql: string, v: unknown) => {
    args.push(v);
    where.push(sql.replace('?', `$${first + args.length - 1}`));
  };
  if (f.tab === 'all') where.push("bucket <> 'complete'");
  else {
    add('bucket = ?', f.tab);
    where.push(`agent_id = ${agent}`);
  }
  if (f.status) {
    if (f.status === 'invisible' || f.status === 'private')
      where.push("status IN ('invisible', 'private')");
    else add('status = ?', f.status);
  }
  if (f.roomType) add('room_type = ?', f.roomType);
  if (f.sellingType) add('selling_type = ?', f.sellingType);
  return { where: where.join(' AND '), args };
}

/** Newest first; rooms_seq breaks ties so pages never overlap. */
export const GONGSIL_ORDER = 'saved_time DESC, rooms_seq DESC';

/** One tab's page and total in one statement ($1 limit, $2 offset, then the filter values of
 * `gongsilWhere(f, 'me.agent_id', 3)`); an empty page leaves one row of nulls. */
export const gongsilListSql = (where: string) =>
  `SELECT me.agent_id AS me_agent_id, c.total, g.* FROM me
     CROSS JOIN LATERAL (SELECT count(*)::int AS total FROM gongsil_rooms WHERE ${where}) c
     LEFT JOIN LATERAL (SELECT * FROM gongsil_rooms WHERE ${where}
                         ORDER BY ${GONGSIL_ORDER} LIMIT $1 OFFSET $2) g ON true
    ORDER BY g.saved_time DESC, g.rooms_seq DESC`;

export function gongsilHandlers({ db }: Ctx): Handlers {
  return {
    async getGongsilCount(req) {
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
    },
    async getGongsilList(req) {
      const { tab } = params<{ tab: string }>(req);
      const qs = query<Omit<GongsilFilter, 'tab'> & { page?: number; limit?: number }>(req);
      const { page, limit, offset } = pageArgs(qs, 24);
      const { where, args } = gongsilWhere({ ...qs, tab }, 'me.agent_id', 3);
      const rows = await signedInQuery<RoomRow & { me_agent_id: number; total: number }>(
        db,
        req,
        gongsilListSql(where),
        [limit, offset, ...args],
      );
      const me = rows[0].me_agent_id;
      return ok({
        items: rows.filter((r) => r.rooms_seq !== null).map((r) => roomJson(r, me)),
        page,
        limit,
        total: rows[0].total,
      });
    },
  };
}
