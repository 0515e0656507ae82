// Publishing at a time: an approved review request scheduled for an instant goes live once that
// instant has passed, exactly once however many server processes run. Each process's timer
// (./schedule-runner.ts) takes one due schedule at a time with FOR UPDATE SKIP LOCKED, publishes
// it and marks it published in the same transaction: another process skips the locked row and,
// after the commit, no longer finds it scheduled. A schedule that cannot go live (a field
// changed on both sides since, a problem) is marked failed with the Korean reason instead, and
// its request stays approved. "Now" is the caller's clock, so tests move time without waiting.
import { dividedDateTime } from '../../domain/korean-dates.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../lib/errors.ts';
import { addEvent, audit, lockedRequest, publishRequestIn } from './review-requests.ts';

type Q = Db['query'];

/** How far ahead a schedule may be (a year and a day, so "same day next year" fits). */
const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;
export const PAST_MSG = '예약 시각이 이미 지났습니다. 지금보다 늦은 시각을 골라주세요.';
export const SCHEDULE_NOT_FOUND_MSG = '게시 예약을 찾을 수 없습니다.';

export type ScheduleState = 'scheduled' | 'published' | 'cancelled' | 'failed';

export interface ScheduleRow {
  id: number;
  request_id: number;
  note: string;
  author: string;
  at: Date;
  state: ScheduleState;
  scheduled_by: string;
  cancelled_by: string | null;
  version: number | null;
  failure: string;
  created_at: Date;
}

export const SCHEDULE_SELECT = `SELECT s.id, s.request_id, r.note, au.email AS author, s.at, s.state,
       sb.email AS scheduled_by, cb.email AS cancelled_by, s.version, s.failure, s.created_at
  FROM config_schedules s
  JOIN config_requests r ON r.id = s.request_id
  JOIN users au ON au.id = r.author_id
  JOIN users sb ON sb.id = s.scheduled_by
  LEFT JOIN users cb ON cb.id = s.cancelled_by`;

/** Schedules an approved request for `at` (later than `now`, within a year); returns its id. */
export async function scheduleRequest(
  db: Db,
  requestId: number,
  at: Date,
  userId: number,
  now: Date,
): Promise<number> {
  if (Number.isNaN(at.getTime())) throw new ApiError(400, '예약 시각의 형식이 올바르지 않습니다.');
  if (at.getTime() <= now.getTime()) throw new ApiError(400, PAST_MSG);
  if (at.getTime() - now.getTime() > MAX_AHEAD_MS)
    throw new ApiError(400, '게시 예약은 1년 안의 시각으로만 잡을 수 있습니다.');
  return db.tx(async (q) => {
    const r = await lockedRequest(q, requestId);
    if (r.state !== 'approved')
      throw new ApiError(
        409,
        r.state === 'published'
          ? '이미 게시된 요청입니다.'
          : '승인된 요청만 게시를 예약할 수 있습니다. 다른 스태프의 승인을 먼저 받아주세요.',
      );
    if (r.schedule_id !== null)
      throw new ApiError(
        409,
        '이미 게시 예약이 잡힌 요청입니다. 시각을 바꾸려면 예약을 취소한 뒤 다시 잡아주세요.',
      );
    const [s] = await q<{ id: number }>(
      `INSERT INTO config_schedules (request_id, at, scheduled_by) VALUES ($1, $2, $3) RETURNING id`,
      [requestId, at.toISOString(), userId],
    );
    await addEvent(q, requestId, userId, 'schedule', at.toISOString());
    await audit(
      q,
      userId,
      'schedule',
      requestId,
      `${r.note} (${dividedDateTime(at, '.')} 게시 예약)`,
    );
    return s!.id;
  });
}

/** Cancels a schedule that has not gone live (409 once it has, or was cancelled). */
export async function cancelSchedule(db: Db, id: number, userId: number): Promise<void> {
  await db.tx(async (q) => {
    const [s] = await q<{ request_id: number; state: ScheduleState; at: Date }>(
      'SELECT request_id, state, at FROM config_schedules WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!s) throw new ApiError(404, SCHEDULE_NOT_FOUND_MSG);
    if (s.state !== 'scheduled')
      throw new ApiError(
        409,
        s.state === 'published'
          ? '이미 게시된 예약이라 취소할 수 없습니다. 되돌리려면 이전 버전으로 되돌려주세요.'
          : '이미 취소되었거나 게시하지 못한 예약입니다.',
      );
    await q(
      `UPDATE config_schedules SET state = 'cancelled', cancelled_by = $2, done_at = now() WHERE id = $1`,
      [id, userId],
    );
    await addEvent(q, s.request_id, userId, 'schedule-cancel');
    await audit(
      q,
      userId,
      'schedule-cancel',
      s.request_id,
      `${dividedDateTime(s.at, '.')} 게시 예약 취소`,
    );
  });
}

/** Why a due schedule could not go live, in Korean, for the queue and the request's thread. */
function failureText(e: ApiError): string {
  const n = (k: string) => (Array.isArray(e.details?.[k]) ? (e.details[k] as unknown[]).length : 0);
  if (n('problems')) return `${e.message} (문제 ${n('problems')}건)`;
  if (n('conflicts')) return `${e.message} (충돌 ${n('conflicts')}건)`;
  return e.message;
}

export interface FiredSchedule {
  id: number;
  requestId: number;
  /** The version it became, or null when it failed. */
  version: number | null;
  failure: string;
}

/** Takes one due schedule (if any) and publishes it, or marks it failed, in one transaction. */
async function fireOne(db: Db, now: Date): Promise<FiredSchedule | null> {
  return db.tx(async (q: Q) => {
    const [s] = await q<{ id: number; request_id: number; scheduled_by: number }>(
      `SELECT id, request_id, scheduled_by FROM config_schedules
        WHERE state = 'scheduled' AND at <= $1
        ORDER BY at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [now.toISOString()],
    );
    if (!s) return null;
    const r = await lockedRequest(q, s.request_id);
    await q('SAVEPOINT scheduled_publish');
    try {
      const version = await publishRequestIn(q, r, s.scheduled_by, 'publish-scheduled');
      await q(
        `UPDATE config_schedules SET state = 'published', version = $2, done_at = now() WHERE id = $1`,
        [s.id, version],
      );
      return { id: s.id, requestId: s.request_id, version, failure: '' };
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      await q('ROLLBACK TO SAVEPOINT scheduled_publish');
      const failure = failureText(e);
      await q(
        `UPDATE config_schedules SET state = 'failed', failure = $2, done_at = now() WHERE id = $1`,
        [s.id, failure],
      );
      await addEvent(q, s.request_id, s.scheduled_by, 'schedule-failed', failure);
      await audit(q, s.scheduled_by, 'schedule-failed', s.request_id, failure);
      return { id: s.id, requestId: s.request_id, version: null, failure };
    }
  });
}

/**
 * Publishes every schedule due at `now`, one transaction each, oldest first; returns what this
 * process fired (another process may fire others at the same time, never the same one).
 */
export async function runDueSchedules(db: Db, now: Date): Promise<FiredSchedule[]> {
  const fired: FiredSchedule[] = [];
  for (;;) {
    const one = await fireOne(db, now);
    if (!one) return fired;
    fired.push(one);
  }
}
