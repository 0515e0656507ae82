// What happens to a listing after registration, one rule each, for the single-listing handlers
// and the bulk one alike (server/handlers/room-lifecycle.ts): end its ad, delete it, advertise it
// again, mark it 거래완료 or 비공개. Slots in use are counted from the public listings
// (server/rooms/slots.ts), so any change away from public frees one.
import type { Catalogue } from '../../domain/product.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../lib/errors.ts';
import type { Schema } from '../lib/operations.ts';
import { ROOM_MSG, type RoomRow } from './room-record.ts';
import { adSlots, lockOffice } from './slots.ts';

type Q = Db['query'];
type Status = Schema<'RoomStatus'>;

export const LIFECYCLE_MSG = {
  reAdvertise: '광고종료, 비공개 또는 거래완료인 매물만 다시 광고할 수 있습니다.',
  mark: '검수 중인 매물은 상태를 바꿀 수 없습니다.',
  markSame: '이미 같은 상태인 매물입니다.',
  markCompleteOnly:
    '거래완료 매물은 비공개로 바꿀 수 없습니다. 다시 광고하려면 재광고를 눌러주세요.',
} as const;

/** Ended, hidden or done: what a broker may put on the air again. */
const RE_ADVERTISABLE: readonly Status[] = ['invisible', 'private', 'complete'];
/** What may be marked 거래완료 or 비공개 (not a listing under verification). */
const MARKABLE: readonly Status[] = ['public', 'waiting', 'invisible', 'private'];

/** Ends the ad of an advertised or waiting listing (its slot is free again). */
export async function endRoomAd(q: Q, room: RoomRow): Promise<Status> {
  if (room.status !== 'public' && room.status !== 'waiting')
    throw new ApiError(400, ROOM_MSG.endAd);
  await q(
    "UPDATE agent_rooms SET status = 'invisible', updated_time = now() WHERE rooms_seq = $1",
    [room.rooms_seq],
  );
  return 'invisible';
}

/** Deletes the listing and its photo rows; returns the photo ids whose files are to go. */
export async function deleteRoomRows(q: Q, room: RoomRow): Promise<string[]> {
  const rows = await q<{ photo_id: string }>(
    'DELETE FROM room_photos WHERE rooms_seq = $1 RETURNING photo_id',
    [room.rooms_seq],
  );
  await q('DELETE FROM agent_rooms WHERE rooms_seq = $1', [room.rooms_seq]);
  return rows.map((r) => r.photo_id);
}

/**
 * Puts an ended, private or completed listing on the air again with registration's slot rule:
 * public when a slot of the office's products is free, else waiting. Runs inside the caller's
 * transaction under the office lock, so two writes cannot take the same last slot.
 */
export async function reAdvertiseRoom(q: Q, room: RoomRow, products: Catalogue): Promise<Status> {
  if (!RE_ADVERTISABLE.includes(room.status)) throw new ApiError(400, LIFECYCLE_MSG.reAdvertise);
  await lockOffice(q, room.agent_id);
  const slots = await adSlots(q, room.agent_id, products);
  const status: Status = slots.used < slots.total ? 'public' : 'waiting';
  const done = await q(
    `UPDATE agent_rooms SET status = $2, updated_time = now()
      WHERE rooms_seq = $1 AND status = ANY($3::text[]) RETURNING rooms_seq`,
    [room.rooms_seq, status, RE_ADVERTISABLE],
  );
  // Another request changed it between the read and the lock.
  if (done.length === 0) throw new ApiError(400, LIFECYCLE_MSG.reAdvertise);
  return status;
}

/** Marks a listing 거래완료 (complete) or 비공개 (private). */
export async function markRoom(
  q: Q,
  room: RoomRow,
  status: 'complete' | 'private',
): Promise<Status> {
  if (room.status === status) throw new ApiError(400, LIFECYCLE_MSG.markSame);
  if (room.status === 'complete') throw new ApiError(400, LIFECYCLE_MSG.markCompleteOnly);
  if (!MARKABLE.includes(room.status)) throw new ApiError(400, LIFECYCLE_MSG.mark);
  await q('UPDATE agent_rooms SET status = $2, updated_time = now() WHERE rooms_seq = $1', [
    room.rooms_seq,
    status,
  ]);
  return status;
}
