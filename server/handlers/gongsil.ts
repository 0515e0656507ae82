import { auth, ok, pageArgs, params, query, type Ctx, type Handlers } from '../lib/http.ts';
import { roomJson, type RoomRow } from './gongsil-room.ts';

export function gongsilHandlers({ db }: Ctx): Handlers {
  return {
    async getGongsilCount(req) {
      const a = auth(req);
      const [c] = await db.query<{
        pick: number;
        preempt: number;
        complete: number;
        total: number;
      }>(
        `SELECT count(*) FILTER (WHERE bucket = 'pick' AND agent_id = $1)::int AS pick,
                count(*) FILTER (WHERE bucket = 'preempt' AND agent_id = $1)::int AS preempt,
                count(*) FILTER (WHERE bucket = 'complete' AND agent_id = $1)::int AS complete,
                count(*) FILTER (WHERE bucket <> 'complete')::int AS total
           FROM gongsil_rooms`,
        [a.agentId],
      );
      return ok({
        pickCount: c?.pick ?? 0,
        allCount: c?.total ?? 0,
        preemptCount: c?.preempt ?? 0,
        completeCount: c?.complete ?? 0,
      });
    },
    async getGongsilList(req) {
      const a = auth(req);
      const { tab } = params<{ tab: string }>(req);
      const qs = query<{
        page?: number;
        limit?: number;
        status?: string;
        roomType?: string;
        sellingType?: string;
      }>(req);
      const { page, limit, offset } = pageArgs(qs, 24);
      const where: string[] = [];
      const args: unknown[] = [];
      const add = (sql: string, v: unknown) => {
        args.push(v);
        where.push(sql.replace('?', `$${args.length}`));
      };
      if (tab === 'all') where.push("bucket <> 'complete'");
      else {
        add('bucket = ?', tab);
        add('agent_id = ?', a.agentId);
      }
      if (qs.status) {
        if (qs.status === 'invisible' || qs.status === 'private')
          where.push("status IN ('invisible', 'private')");
        else add('status = ?', qs.status);
      }
      if (qs.roomType) add('room_type = ?', qs.roomType);
      if (qs.sellingType) add('selling_type = ?', qs.sellingType);
      const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const [c] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM gongsil_rooms ${w}`,
        args,
      );
      const rows = await db.query<RoomRow>(
        `SELECT * FROM gongsil_rooms ${w} ORDER BY saved_time DESC, rooms_seq DESC LIMIT ${limit} OFFSET ${offset}`,
        args,
      );
      return ok({
        items: rows.map((r) => roomJson(r, a.agentId)),
        page,
        limit,
        total: c?.n ?? 0,
      });
    },
  };
}
