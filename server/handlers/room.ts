import { auth, isoTime, ok, pageArgs, query, type Ctx, type Handlers } from '../lib/http.ts';

export function roomHandlers({ db }: Ctx): Handlers {
  return {
    async getDabangRoomList(req) {
      const a = auth(req);
      const qs = query<{ keyword?: string; page?: number; limit?: number }>(req);
      const { page, limit, offset } = pageArgs(qs, 10);
      const args: unknown[] = [a.agentId];
      let w = 'agent_id = $1';
      const kw = qs.keyword?.trim();
      if (kw) {
        args.push(`%${kw.replace(/[\\%_]/g, (m) => `\\${m}`)}%`, kw);
        w += ` AND (title ILIKE $2 OR address ILIKE $2 OR rooms_seq::text = $3)`;
      }
      const [c] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM agent_rooms WHERE ${w}`,
        args,
      );
      const rows = await db.query<{
        rooms_seq: number;
        title: string;
        address: string;
        room_type: string;
        selling_type: string;
        deposit: number;
        price: number;
        status: string;
        saved_time: Date;
      }>(
        `SELECT * FROM agent_rooms WHERE ${w} ORDER BY saved_time DESC, rooms_seq DESC LIMIT ${limit} OFFSET ${offset}`,
        args,
      );
      return ok({
        items: rows.map((r) => ({
          roomsSeq: r.rooms_seq,
          title: r.title,
          address: r.address,
          roomType: r.room_type,
          sellingType: r.selling_type,
          deposit: r.deposit,
          price: r.price,
          status: r.status,
          savedTime: isoTime(r.saved_time),
        })),
        total: c?.n ?? 0,
        page,
        limit,
      });
    },
  };
}
