// Handlers of tag "room" that read: the office's listing page and one listing for editing.
// Another office's listing answers 404, exactly like one that does not exist.
import type { FastifyRequest } from 'fastify';
import { PositionSchema } from '../../src/generated/api/zod.ts';
import { requestConfig } from '../config/request-config.ts';
import type { Db } from '../db/index.ts';
import { caller } from '../lib/auth.ts';
import { ApiError, MSG } from '../lib/errors.ts';
import { isoTime } from '../lib/format.ts';
import { ok, pageArgs, params, query, type Ctx, type Handlers } from '../lib/http.ts';
import { advertiserOf } from '../rooms/advertiser.ts';
import {
  photoUrl,
  ROOM_SELECT,
  roomDetail,
  roomFloor,
  roomListFacts,
  type RoomRow,
} from '../rooms/room-record.ts';
import { adSlots, roomCounts } from '../rooms/slots.ts';

/** The listing of the caller's office, or 404. */
export async function ownRoom(q: Db['query'], req: FastifyRequest): Promise<RoomRow> {
  const { roomId } = params<{ roomId: string }>(req);
  const [row] = await q<RoomRow>(
    `SELECT ${ROOM_SELECT} FROM agent_rooms WHERE room_id = $1 AND agent_id = $2`,
    [roomId, caller(req).agentId],
  );
  if (!row) throw new ApiError(404, MSG.notFound);
  return row;
}

export function roomHandlers({ db }: Ctx): Handlers {
  return {
    async getDabangRoomList(req) {
      const a = caller(req);
      const qs = query<{ keyword?: string; status?: string; page?: number; limit?: number }>(req);
      const { page, limit, offset } = pageArgs(qs, 10);
      const args: unknown[] = [a.agentId];
      let w = 'r.agent_id = $1';
      const kw = qs.keyword?.trim();
      if (kw) {
        args.push(`%${kw.replace(/[\\%_]/g, (m) => `\\${m}`)}%`, kw);
        w += ` AND (r.title ILIKE $2 OR r.address ILIKE $2 OR r.rooms_seq::text = $3 OR r.room_id = $3)`;
      }
      if (qs.status) {
        args.push(qs.status);
        w += ` AND r.status = $${args.length}`;
      }
      const [c] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM agent_rooms r WHERE ${w}`,
        args,
      );
      const rows = await db.query<RoomRow & { photo_count: number; cover: string | null }>(
        `SELECT r.*, (SELECT count(*)::int FROM room_photos p WHERE p.rooms_seq = r.rooms_seq) AS photo_count,
                (SELECT p.photo_id FROM room_photos p WHERE p.rooms_seq = r.rooms_seq ORDER BY p.sort LIMIT 1) AS cover
           FROM agent_rooms r WHERE ${w}
          ORDER BY r.saved_time DESC, r.rooms_seq DESC LIMIT ${limit} OFFSET ${offset}`,
        args,
      );
      const counts = await roomCounts(db.query, a.agentId);
      return ok({
        items: rows.map((r) => ({
          roomId: r.room_id,
          roomsSeq: r.rooms_seq,
          title: r.title,
          address: r.address,
          roomType: r.room_type,
          sellingType: r.selling_type,
          deposit: r.deposit,
          price: r.price,
          status: r.status,
          savedTime: isoTime(r.saved_time),
          photoCount: r.photo_count,
          coverUrl: r.cover ? photoUrl(r.cover, 'thumb') : null,
          position: PositionSchema.parse(r.position),
          ...roomFloor(r),
          ...roomListFacts(r),
        })),
        total: c?.n ?? 0,
        page,
        limit,
        counts,
        slots: await adSlots(db.query, a.agentId, (await requestConfig(req, db)).products, counts),
      });
    },
    async getRoom(req) {
      const row = await ownRoom(db.query, req);
      const photos = await db.query<{ photo_id: string }>(
        'SELECT photo_id FROM room_photos WHERE rooms_seq = $1 ORDER BY sort',
        [row.rooms_seq],
      );
      return ok(
        roomDetail(
          row,
          photos.map((p) => p.photo_id),
          await advertiserOf(db.query, row),
        ),
      );
    },
  };
}
