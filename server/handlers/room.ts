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
import { roomListPage, roomListQuery, type RoomListFilter } from '../rooms/room-list-query.ts';
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
      const qs = query<RoomListFilter & { page?: number; limit?: number }>(req);
      const { page, limit, offset } = pageArgs(qs, 10);
      const { rows, total } = await roomListPage<
        RoomRow & { photo_count: number; cover: string | null }
      >(db.query, roomListQuery(a.agentId, qs), limit, offset);
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
        total,
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
