// One gongsil room as the spec's GongsilRoom, and claiming (선점) a room for an office.
import type { Db } from '../db/index.ts';
import { caller } from '../lib/auth.ts';
import { ApiError, MSG } from '../lib/errors.ts';
import { isoTime, todayKst } from '../lib/format.ts';
import { ok, params, type Ctx, type Handlers } from '../lib/http.ts';
import type { Schema } from '../lib/operations.ts';

export interface RoomRow {
  rooms_seq: number;
  agent_id: number | null;
  bucket: string;
  room_type: Schema<'RoomType'>;
  selling_type: Schema<'SellingType'>;
  deposit: number;
  price: number;
  address: string;
  detail_address: string;
  status: Schema<'GongsilRoomStatus'>;
  area_m2: number;
  floor: string;
  saved_time: Date;
  updated_time: Date;
  request_memo: string | null;
  requester_name: string | null;
}

type Claim = 'OPEN' | 'REQUESTED' | 'MINE' | 'ENDED' | 'OTHER';

/** How the room stands for this office; OPEN and REQUESTED rooms can be claimed (선점). */
function claimOf(r: RoomRow, agentId: number): Claim {
  if (r.bucket === 'open') return 'OPEN';
  if (r.agent_id !== agentId) return 'OTHER';
  if (r.bucket === 'pick') return 'REQUESTED';
  return r.bucket === 'complete' ? 'ENDED' : 'MINE';
}

export function roomJson(r: RoomRow, agentId: number) {
  return {
    roomsSeq: r.rooms_seq,
    roomType: r.room_type,
    sellingType: r.selling_type,
    deposit: r.deposit,
    price: r.price,
    address: r.address,
    detailAddress: r.detail_address,
    status: r.status,
    areaM2: Number(r.area_m2),
    floor: r.floor,
    savedTime: isoTime(r.saved_time),
    updatedTime: isoTime(r.updated_time),
    requestMemo: r.request_memo,
    requesterName: r.requester_name,
    claim: claimOf(r, agentId),
  };
}

/**
 * The header's "오늘 신규 의뢰": rooms of the 전체 tab (every office's requests still in play)
 * registered since midnight Korean time. The 중개의뢰 tab counts something else (this office's
 * own requests, whatever their date); the list says so under its tabs.
 */
export async function todayNewRequestCount(q: Db['query'], now = new Date()): Promise<number> {
  const midnight = new Date(`${todayKst(now)}T00:00:00+09:00`);
  const [c] = await q<{ n: number }>(
    "SELECT count(*)::int AS n FROM gongsil_rooms WHERE bucket <> 'complete' AND saved_time >= $1",
    [midnight],
  );
  return c?.n ?? 0;
}

export const CLAIMED_BY_OTHER = '다른 중개사무소가 먼저 선점한 방입니다. 목록을 새로 불러왔습니다.';

export function gongsilPickHandlers({ db }: Ctx): Handlers {
  return {
    async postGongsilPick(req) {
      const a = caller(req);
      const { roomId } = params<{ roomId: number }>(req);
      // One conditional UPDATE: of two offices claiming at once, exactly one row changes.
      const [claimed] = await db.query<RoomRow>(
        `UPDATE gongsil_rooms SET bucket = 'preempt', agent_id = $2, updated_time = now()
          WHERE rooms_seq = $1 AND (bucket = 'open' OR (bucket = 'pick' AND agent_id = $2))
          RETURNING *`,
        [roomId, a.agentId],
      );
      if (claimed) return ok(roomJson(claimed, a.agentId));
      const [room] = await db.query<RoomRow>('SELECT * FROM gongsil_rooms WHERE rooms_seq = $1', [
        roomId,
      ]);
      if (!room) throw new ApiError(404, MSG.notFound);
      if (room.bucket === 'complete')
        throw new ApiError(409, '거래가 종료된 방은 선점할 수 없습니다.');
      if (room.agent_id === a.agentId) throw new ApiError(409, '이미 선점한 방입니다.');
      throw new ApiError(409, CLAIMED_BY_OTHER);
    },
  };
}
