// One gongsil room as the spec's GongsilRoom, and claiming (선점) a room for an office.
import { legalDistricts } from '../address/legal-districts.ts';
import { requestConfig } from '../config/request-config.ts';
import type { Db } from '../db/index.ts';
import { CLAIM_MSG, claimExpiresAt, releaseClaim } from '../gongsil/claims.ts';
import { caller } from '../lib/auth.ts';
import { ApiError, MSG } from '../lib/errors.ts';
import { isoTime, todayKst } from '../lib/format.ts';
import { body, ok, params, type Ctx, type Handlers } from '../lib/http.ts';
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
  /** Migration 025: the district, the owner's contact, the claim's time and its listing. */
  bjd_code?: string | null;
  owner_name?: string | null;
  owner_phone?: string | null;
  claimed_at?: Date | null;
  listing_rooms_seq?: number | null;
}

type Claim = 'OPEN' | 'REQUESTED' | 'MINE' | 'ENDED' | 'OTHER';

/** How the room stands for this office; OPEN and REQUESTED rooms can be claimed (선점). */
function claimOf(r: RoomRow, agentId: number): Claim {
  if (r.bucket === 'open') return 'OPEN';
  if (r.agent_id !== agentId) return 'OTHER';
  if (r.bucket === 'pick') return 'REQUESTED';
  return r.bucket === 'complete' ? 'ENDED' : 'MINE';
}

export interface RoomJsonOptions {
  /** The owner's contact, for the office holding the claim (never for anyone else). */
  withOwner?: boolean;
  /** The config's gongsil.claimDays: when given, an open claim says when it expires. */
  claimDays?: number;
}

export function roomJson(r: RoomRow, agentId: number, opts: RoomJsonOptions = {}) {
  const claim = claimOf(r, agentId);
  const mine = claim === 'MINE';
  const claimedAt = mine && r.claimed_at ? r.claimed_at : null;
  return {
    ...roomFields(r),
    claim,
    bjdCode: r.bjd_code ?? null,
    claimedAt: claimedAt && isoTime(claimedAt),
    claimExpiresAt:
      claimedAt && opts.claimDays !== undefined && r.listing_rooms_seq == null
        ? isoTime(claimExpiresAt(claimedAt, opts.claimDays))
        : null,
    listingRoomsSeq: mine ? (r.listing_rooms_seq ?? null) : null,
    ...(mine && opts.withOwner
      ? { owner: { name: r.owner_name ?? null, phone: r.owner_phone ?? null } }
      : {}),
  };
}

function roomFields(r: RoomRow) {
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

export const RELEASE_REASON_MSG = '선점을 푸는 이유를 입력해주세요.';
export const CLAIMED_BY_OTHER = '다른 중개사무소가 먼저 선점한 방입니다. 목록을 새로 불러왔습니다.';

export function gongsilPickHandlers({ db }: Ctx): Handlers {
  return {
    async postGongsilPick(req) {
      const a = caller(req);
      const { roomId } = params<{ roomId: number }>(req);
      // One conditional UPDATE: of two offices claiming at once, exactly one row changes.
      const [claimed] = await db.query<RoomRow>(
        `UPDATE gongsil_rooms SET bucket = 'preempt', agent_id = $2, updated_time = now(),
                claimed_at = now(), listing_rooms_seq = NULL
          WHERE rooms_seq = $1 AND (bucket = 'open' OR (bucket = 'pick' AND agent_id = $2))
          RETURNING *`,
        [roomId, a.agentId],
      );
      if (claimed) {
        const { ui } = await requestConfig(req, db);
        return ok(
          roomJson(claimed, a.agentId, { withOwner: true, claimDays: ui.gongsil.claimDays }),
        );
      }
      const [room] = await db.query<RoomRow>('SELECT * FROM gongsil_rooms WHERE rooms_seq = $1', [
        roomId,
      ]);
      if (!room) throw new ApiError(404, MSG.notFound);
      if (room.bucket === 'complete')
        throw new ApiError(409, '거래가 종료된 방은 선점할 수 없습니다.');
      if (room.agent_id === a.agentId) throw new ApiError(409, '이미 선점한 방입니다.');
      throw new ApiError(409, CLAIMED_BY_OTHER);
    },
    async getGongsilRoom(req) {
      const a = caller(req);
      const { roomId } = params<{ roomId: number }>(req);
      // A room in play, or one of this office's own ended rooms: what the tabs show it.
      const [room] = await db.query<RoomRow>(
        `SELECT * FROM gongsil_rooms
          WHERE rooms_seq = $1 AND (bucket <> 'complete' OR agent_id = $2)`,
        [roomId, a.agentId],
      );
      if (!room) throw new ApiError(404, MSG.notFound);
      const { ui } = await requestConfig(req, db);
      const district = room.bjd_code ? (await legalDistricts()).byCode(room.bjd_code) : undefined;
      return ok({
        ...roomJson(room, a.agentId, { withOwner: true, claimDays: ui.gongsil.claimDays }),
        ...(district ? { district } : {}),
      });
    },
    async postGongsilRelease(req) {
      const a = caller(req);
      const { roomId } = params<{ roomId: number }>(req);
      const reason = body<{ reason: string }>(req).reason.trim();
      if (!reason) throw new ApiError(400, RELEASE_REASON_MSG);
      const released = await releaseClaim(db.query, roomId, a.agentId, reason);
      if (released) return ok(roomJson(released as unknown as RoomRow, a.agentId));
      const [room] = await db.query<RoomRow>('SELECT * FROM gongsil_rooms WHERE rooms_seq = $1', [
        roomId,
      ]);
      if (!room || (room.bucket === 'complete' && room.agent_id !== a.agentId))
        throw new ApiError(404, MSG.notFound);
      if (room.agent_id === a.agentId && room.listing_rooms_seq != null)
        throw new ApiError(409, CLAIM_MSG.converted);
      throw new ApiError(409, CLAIM_MSG.notMine);
    },
  };
}
