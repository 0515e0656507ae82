// Handlers of tag "room" for a listing's life after registration: advertise again, mark
// 거래완료 or 비공개, end or delete several at once, and export the list as CSV. The rules live
// once in server/rooms/room-lifecycle.ts; the list's filters in server/rooms/room-list-query.ts.
import { requestConfig } from '../config/request-config.ts';
import type { Db } from '../db/index.ts';
import { caller } from '../lib/auth.ts';
import { ApiError, MSG } from '../lib/errors.ts';
import { body, ok, query, type Ctx, type Handlers } from '../lib/http.ts';
import { atMostOnce } from '../lib/idempotency.ts';
import type { Schema } from '../lib/operations.ts';
import type { PhotoStore } from '../rooms/photo-store.ts';
import { CSV_MAX_ROWS, roomsCsv, roomsCsvDisposition } from '../rooms/room-csv.ts';
import { deleteRoomRows, endRoomAd, markRoom, reAdvertiseRoom } from '../rooms/room-lifecycle.ts';
import { roomListQuery, type RoomListFilter } from '../rooms/room-list-query.ts';
import { ROOM_SELECT, type RoomRow } from '../rooms/room-record.ts';
import { ownRoom } from './room.ts';

type BulkItem = Schema<'RoomBulkResult'>['items'][number];

/** The office's listing by its id, or null. */
async function roomOfOffice(q: Db['query'], agentId: number, roomId: string) {
  const [row] = await q<RoomRow>(
    `SELECT ${ROOM_SELECT} FROM agent_rooms WHERE room_id = $1 AND agent_id = $2`,
    [roomId, agentId],
  );
  return row ?? null;
}

export function roomLifecycleHandlers({ db, photos }: Ctx & { photos: PhotoStore }): Handlers {
  /** One listing of a bulk request, in its own transaction: a refusal is its result, and the
   * listings before and after it are still handled. */
  async function bulkOne(
    agentId: number,
    roomId: string,
    action: 'endAd' | 'delete',
  ): Promise<BulkItem> {
    try {
      const out = await db.tx(async (q) => {
        const room = await roomOfOffice(q, agentId, roomId);
        if (!room) throw new ApiError(404, MSG.notFound);
        if (action === 'endAd') return { room, status: await endRoomAd(q, room), photoIds: [] };
        return { room, status: undefined, photoIds: await deleteRoomRows(q, room) };
      });
      await photos.remove(out.photoIds);
      return {
        roomId,
        ok: true,
        title: out.room.title,
        ...(out.status ? { status: out.status } : {}),
      };
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const room = await roomOfOffice(db.query, agentId, roomId);
      return {
        roomId,
        ok: false,
        code: e.status,
        msg: e.message,
        ...(room ? { title: room.title } : {}),
      };
    }
  }

  return {
    async getDabangRoomListCsv(req, reply) {
      const a = caller(req);
      const { where, order, args } = roomListQuery(a.agentId, query<RoomListFilter>(req));
      const rows = await db.query<RoomRow & { photo_count: number }>(
        `SELECT r.*, (SELECT count(*)::int FROM room_photos p WHERE p.rooms_seq = r.rooms_seq) AS photo_count
           FROM agent_rooms r WHERE ${where} ORDER BY ${order} LIMIT ${CSV_MAX_ROWS}`,
        args,
      );
      const { messages } = await requestConfig(req, db);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', roomsCsvDisposition())
        .header('cache-control', 'no-store')
        .send(roomsCsv(rows, messages));
    },
    async postRoomReAdvertise(req, reply) {
      const room = await ownRoom(db.query, req);
      const { products } = await requestConfig(req, db);
      // The slot check and the change commit with the Idempotency-Key: a repeat of the click
      // answers the first result and takes no second slot (server/lib/idempotency.ts).
      const status = await atMostOnce(db, req, reply, 'postRoomReAdvertise', (q) =>
        reAdvertiseRoom(q, room, products),
      );
      return ok({ roomId: room.room_id, roomsSeq: room.rooms_seq, status });
    },
    async postRoomStatus(req) {
      const room = await ownRoom(db.query, req);
      const { status } = body<{ status: 'complete' | 'private' }>(req);
      const next = await db.tx((q) => markRoom(q, room, status));
      return ok({ roomId: room.room_id, roomsSeq: room.rooms_seq, status: next });
    },
    async postRoomBulk(req) {
      const a = caller(req);
      const { action, roomIds } = body<{ action: 'endAd' | 'delete'; roomIds: string[] }>(req);
      const items: BulkItem[] = [];
      for (const roomId of roomIds) items.push(await bulkOne(a.agentId, roomId, action));
      const done = items.filter((i) => i.ok).length;
      return ok({ items, done, failed: items.length - done });
    },
  };
}
