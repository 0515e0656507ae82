// The registrant position of a listing (A-85, issue 23 #7): the account's own position, never
// one it does not hold. The positions that exist are the position lists of the request's config
// (ui.json `positions`, developer-owned: 000 §5, 001 §3).
import type { FastifyRequest } from 'fastify';
import { inPositionList, toPosition, type Position } from '../../domain/positions.ts';
import { requestConfig } from '../config/request-config.ts';
import type { Db } from '../db/index.ts';
import { caller } from '../lib/auth.ts';
import { ApiError } from '../lib/errors.ts';
import { ROOM_MSG } from './room-record.ts';

/** The caller's own position, as agent/info gives it to the session. */
async function ownPosition(db: Db, req: FastifyRequest): Promise<Position | null> {
  const [u] = await db.query<{ position: number }>('SELECT position FROM users WHERE id = $1', [
    caller(req).userId,
  ]);
  return toPosition(u?.position);
}

/**
 * Refuses (400) a registrant position the caller does not hold. `kept` is the position a listing
 * already records: an edit may keep it (the registrant stays who registered it).
 */
export async function checkRegistrant(
  db: Db,
  req: FastifyRequest,
  position: number,
  kept?: number,
): Promise<void> {
  const { positions } = (await requestConfig(req, db)).ui;
  const own = await ownPosition(db, req);
  const allowed = position === own || (kept !== undefined && position === kept);
  if (!allowed || !inPositionList(positions.all, position))
    throw new ApiError(400, ROOM_MSG.position);
}
