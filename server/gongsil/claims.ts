// A claimed (선점) gongsil room from the claim to a listing: the office releases it (back to the
// pool, with its reason), turns it into a listing, or lets the config's days pass, after which
// releaseExpiredClaims gives it back. Each release is one statement that changes the room only
// while it is still that office's open claim and records the release in the same statement, so
// a room is released once however many processes or requests try at the same moment.
import type { Db } from '../db/index.ts';
import { ApiError } from '../lib/errors.ts';

type Q = Db['query'];

export const CLAIM_MSG = {
  notMine: '우리 사무소가 선점한 방만 선점을 풀 수 있습니다.',
  converted: '이미 매물로 등록한 방은 선점을 풀 수 없습니다.',
  notClaimable: '우리 사무소가 선점한 방만 매물로 등록할 수 있습니다.',
  autoReason: '선점 후 {days}일 안에 매물로 등록하지 않아 자동으로 선점이 풀렸습니다.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a claim made at `claimedAt` is released if it has not become a listing. */
export const claimExpiresAt = (claimedAt: Date, days: number) =>
  new Date(claimedAt.getTime() + days * DAY_MS);

/** Columns that put a room back in the pool. */
const BACK_TO_POOL = `bucket = 'open', agent_id = NULL, claimed_at = NULL, listing_rooms_seq = NULL`;

/** The office's own open claim back to the pool with its reason; null when it was not one. */
export async function releaseClaim(
  q: Q,
  roomsSeq: number,
  agentId: number,
  reason: string,
): Promise<Record<string, unknown> | null> {
  const [row] = await q<Record<string, unknown>>(
    `WITH r AS (
       UPDATE gongsil_rooms SET ${BACK_TO_POOL}, updated_time = now()
        WHERE rooms_seq = $1 AND bucket = 'preempt' AND agent_id = $2 AND listing_rooms_seq IS NULL
        RETURNING *),
     l AS (INSERT INTO gongsil_releases (rooms_seq, agent_id, reason, automatic)
           SELECT rooms_seq, $2, $3, false FROM r)
     SELECT * FROM r`,
    [roomsSeq, agentId, reason],
  );
  return row ?? null;
}

export interface ExpiredRelease {
  roomsSeq: number;
  agentId: number;
}

/**
 * Releases every claim older than `days` at `now` that has not become a listing, recording the
 * reason. Rows another process is releasing are skipped (SKIP LOCKED) and re-checked by the
 * UPDATE's own condition, so each claim is released by exactly one caller.
 */
export async function releaseExpiredClaims(
  q: Q,
  now: Date,
  days: number,
): Promise<ExpiredRelease[]> {
  const reason = CLAIM_MSG.autoReason.replace('{days}', String(days));
  const rows = await q<{ rooms_seq: number; agent_id: number }>(
    `WITH due AS (
       SELECT rooms_seq, agent_id FROM gongsil_rooms
        WHERE bucket = 'preempt' AND listing_rooms_seq IS NULL AND claimed_at <= $1
        FOR UPDATE SKIP LOCKED),
     r AS (
       UPDATE gongsil_rooms g SET ${BACK_TO_POOL}, updated_time = $2
         FROM due
        WHERE g.rooms_seq = due.rooms_seq AND g.bucket = 'preempt' AND g.listing_rooms_seq IS NULL
        RETURNING g.rooms_seq, due.agent_id),
     l AS (INSERT INTO gongsil_releases (rooms_seq, agent_id, reason, automatic, released_at)
           SELECT rooms_seq, agent_id, $3, true, $2 FROM r)
     SELECT rooms_seq, agent_id FROM r ORDER BY rooms_seq`,
    [new Date(now.getTime() - days * DAY_MS), now, reason],
  );
  return rows.map((r) => ({ roomsSeq: r.rooms_seq, agentId: r.agent_id }));
}

/** Marks the office's open claim as turned into the listing, or a 400 when it is not one. */
export async function convertClaim(
  q: Q,
  roomsSeq: number,
  agentId: number,
  listingRoomsSeq: number,
): Promise<void> {
  const done = await q(
    `UPDATE gongsil_rooms SET listing_rooms_seq = $3, updated_time = now()
      WHERE rooms_seq = $1 AND agent_id = $2 AND bucket = 'preempt' AND listing_rooms_seq IS NULL
      RETURNING rooms_seq`,
    [roomsSeq, agentId, listingRoomsSeq],
  );
  if (done.length === 0) throw new ApiError(400, CLAIM_MSG.notClaimable);
}
