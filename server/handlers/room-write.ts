// Handlers of tag "room" that write: register, edit, start and end the ad, delete. Registration
// takes a free ad slot when there is one (public) and otherwise waits for one (waiting); starting
// the ad of a waiting listing takes a slot freed later (a product bought, another ad ended);
// ending the ad or deleting an advertised listing gives the slot back, because slots in use are
// counted from the public listings (server/rooms/slots.ts).
import {
  setRoomDistrict,
  withDistrict,
  type RoomInputWithDistrict,
} from '../address/room-district.ts';
import { requestConfig } from '../config/request-config.ts';
import type { Db } from '../db/index.ts';
import { convertClaim } from '../gongsil/claims.ts';
import { caller } from '../lib/auth.ts';
import { ApiError } from '../lib/errors.ts';
import { body, ok, type Ctx, type Handlers } from '../lib/http.ts';
import type { Schema } from '../lib/operations.ts';
import type { PhotoStore } from '../rooms/photo-store.ts';
import { checkRegistrant } from '../rooms/registrant.ts';
import { deleteRoomRows, endRoomAd } from '../rooms/room-lifecycle.ts';
import { checkRoomInput, ROOM_COLUMNS, ROOM_MSG, roomValues } from '../rooms/room-record.ts';
import { adSlots, lockOffice } from '../rooms/slots.ts';
import { ownRoom } from './room.ts';

type Q = Db['query'];

/**
 * Points the listing's photos at it in the given order. Photos must be the office's own and
 * free or already this listing's. Returns the ids the listing no longer uses.
 */
async function attachPhotos(
  q: Q,
  agentId: number,
  roomsSeq: number,
  photoIds: string[],
): Promise<string[]> {
  const before = await q<{ photo_id: string }>(
    'SELECT photo_id FROM room_photos WHERE rooms_seq = $1',
    [roomsSeq],
  );
  for (const [i, id] of photoIds.entries()) {
    const done = await q<{ photo_id: string }>(
      `UPDATE room_photos SET rooms_seq = $1, sort = $2
        WHERE photo_id = $3 AND agent_id = $4 AND objection_id IS NULL AND (rooms_seq IS NULL OR rooms_seq = $1)
        RETURNING photo_id`,
      [roomsSeq, i, id, agentId],
    );
    if (done.length === 0) throw new ApiError(400, ROOM_MSG.photos);
  }
  const dropped = before.map((p) => p.photo_id).filter((id) => !photoIds.includes(id));
  if (dropped.length)
    await q('DELETE FROM room_photos WHERE photo_id = ANY($1::text[])', [dropped]);
  return dropped;
}

async function hasRegistrationPenalty(q: Q, userId: number): Promise<boolean> {
  const [u] = await q<{ blocked: boolean }>(
    `SELECT ((penalty_until IS NOT NULL AND penalty_until > now()) OR has_naver_penalty) AS blocked
       FROM users WHERE id = $1`,
    [userId],
  );
  return Boolean(u?.blocked);
}

export function roomWriteHandlers({ db, photos }: Ctx & { photos: PhotoStore }): Handlers {
  return {
    async postRoom(req) {
      const a = caller(req);
      const input = await withDistrict(checkRoomInput(body<RoomInputWithDistrict>(req)));
      // The penalty blocks registration on the server too, whatever the screen allowed.
      if (await hasRegistrationPenalty(db.query, a.userId))
        throw new ApiError(403, ROOM_MSG.penalty);
      await checkRegistrant(db, req, input.position);
      // Resolved before the transaction: the slots count with this request's catalogue.
      const { products } = await requestConfig(req, db);
      return ok(
        await db.tx(async (q) => {
          await lockOffice(q, a.agentId);
          const slots = await adSlots(q, a.agentId, products);
          const status = slots.used < slots.total ? 'public' : 'waiting';
          const cols = [
            'rooms_seq',
            'agent_id',
            'registrant_user_id',
            'status',
            'saved_time',
            ...ROOM_COLUMNS,
          ];
          const [row] = await q<{
            room_id: string;
            rooms_seq: number;
            status: Schema<'RoomStatus'>;
          }>(
            `INSERT INTO agent_rooms (${cols.join(', ')})
             VALUES (nextval('agent_rooms_seq'), $1, $2, $3, now(), ${ROOM_COLUMNS.map((_, i) => `$${i + 4}`).join(', ')})
             RETURNING room_id, rooms_seq, status`,
            [a.agentId, a.userId, status, ...roomValues(input)],
          );
          await attachPhotos(q, a.agentId, row!.rooms_seq, input.photoIds ?? []);
          await setRoomDistrict(q, row!.rooms_seq, input.bjdCode);
          // Registered from a claimed gongsil room (내 매물로 등록): the claim is kept.
          if (input.gongsilRoomsSeq !== undefined)
            await convertClaim(q, input.gongsilRoomsSeq, a.agentId, row!.rooms_seq);
          return { roomId: row!.room_id, roomsSeq: row!.rooms_seq, status: row!.status };
        }),
      );
    },
    async putRoom(req) {
      const a = caller(req);
      const room = await ownRoom(db.query, req);
      const input = await withDistrict(checkRoomInput(body<RoomInputWithDistrict>(req)));
      await checkRegistrant(db, req, input.position, room.position);
      const dropped = await db.tx(async (q) => {
        // The registrant stays who registered the listing, unless the editing account registers
        // it anew under its own position (A-85); the ad names the registrant.
        const registrant = input.position === room.position ? room.registrant_user_id : a.userId;
        await q(
          `UPDATE agent_rooms SET ${ROOM_COLUMNS.map((c, i) => `${c} = $${i + 3}`).join(', ')},
                  registrant_user_id = $2, updated_time = now()
            WHERE rooms_seq = $1`,
          [room.rooms_seq, registrant, ...roomValues(input)],
        );
        await setRoomDistrict(q, room.rooms_seq, input.bjdCode);
        return attachPhotos(q, a.agentId, room.rooms_seq, input.photoIds ?? []);
      });
      await photos.remove(dropped);
      return ok({ roomId: room.room_id, roomsSeq: room.rooms_seq, status: room.status });
    },
    async postRoomStartAd(req) {
      const room = await ownRoom(db.query, req);
      if (room.status === 'public') throw new ApiError(409, ROOM_MSG.startAdActive);
      if (room.status !== 'waiting') throw new ApiError(400, ROOM_MSG.startAdNotWaiting);
      const { products } = await requestConfig(req, db);
      await db.tx(async (q) => {
        // Same lock as registration, so two writes cannot take the same last slot.
        await lockOffice(q, room.agent_id);
        const slots = await adSlots(q, room.agent_id, products);
        if (slots.used >= slots.total) throw new ApiError(409, ROOM_MSG.startAdNoSlot);
        const done = await q(
          `UPDATE agent_rooms SET status = 'public', updated_time = now()
            WHERE rooms_seq = $1 AND status = 'waiting' RETURNING rooms_seq`,
          [room.rooms_seq],
        );
        // Another request started it between the read above and the lock.
        if (done.length === 0) throw new ApiError(409, ROOM_MSG.startAdActive);
      });
      return ok({ roomId: room.room_id, roomsSeq: room.rooms_seq, status: 'public' });
    },
    async postRoomEndAd(req) {
      const room = await ownRoom(db.query, req);
      const status = await endRoomAd(db.query, room);
      return ok({ roomId: room.room_id, roomsSeq: room.rooms_seq, status });
    },
    async deleteRoom(req) {
      const room = await ownRoom(db.query, req);
      const ids = await db.tx((q) => deleteRoomRows(q, room));
      await photos.remove(ids);
      return ok(true);
    },
  };
}
