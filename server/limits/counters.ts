// The counters of the request limits, kept in the table request_limits (migration 012): each
// check is one atomic statement (INSERT … ON CONFLICT DO UPDATE locks the key's row), so
// concurrent requests, and every server process on one PostgreSQL, share one count.
import type { Db } from '../db/index.ts';

type Query = Db['query'];

export interface Verdict {
  /** Over the limit: refuse the request. */
  refused: boolean;
  /** How long until the key lets a request through again (when refused). */
  waitMs: number;
}

const WAIT_MS = `greatest(0, ceil(extract(epoch FROM (reset_at - now())) * 1000))::int`;

/**
 * Counts one request under `key` in a fixed window of `windowMs`; refused once the window holds
 * more than `max`. A refused request is counted too, so hammering does not open the window.
 */
export async function countInWindow(
  q: Query,
  key: string,
  max: number,
  windowMs: number,
): Promise<Verdict> {
  const [row] = await q<{ hits: number; wait_ms: number }>(
    `INSERT INTO request_limits AS l (key, hits, reset_at)
       VALUES ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN l.reset_at <= now() THEN 1 ELSE l.hits + 1 END,
       reset_at = CASE WHEN l.reset_at <= now() THEN EXCLUDED.reset_at ELSE l.reset_at END
     RETURNING hits, ${WAIT_MS} AS wait_ms`,
    [key, windowMs],
  );
  return { refused: row!.hits > max, waitMs: row!.wait_ms };
}

export interface Backoff {
  /** Attempts let through freely within the window. */
  free: number;
  /** A quiet window (no attempt let through) forgets the attempts. */
  windowMs: number;
  /** After `free` attempts, each attempt waits this, doubled per attempt, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * Takes one attempt under `key` when the key's backoff allows it now: the first `free` attempts
 * go through, then each one pushes the next allowed moment further (baseDelayMs doubling per
 * attempt, at most maxDelayMs). Refused attempts are not counted: only attempts let through
 * move the backoff. The take and the check are one statement, so concurrent attempts never
 * pass together once the backoff holds.
 */
export async function takeWithBackoff(q: Query, key: string, b: Backoff): Promise<Verdict> {
  const hits = 'CASE WHEN l.reset_at <= now() THEN 1 ELSE l.hits + 1 END';
  // The exponent stops at 30: the delay is capped long before, and power() must not overflow.
  const nextAt = (n: string) =>
    `CASE WHEN ${n} >= $3 THEN now() + make_interval(
       secs => least($5::float8, $4::float8 * power(2, least(${n} - $3, 30))) / 1000) END`;
  const [taken] = await q<{ hits: number }>(
    `INSERT INTO request_limits AS l (key, hits, reset_at, next_at)
       VALUES ($1, 1, now() + make_interval(secs => $2::float8 / 1000), ${nextAt('1')})
     ON CONFLICT (key) DO UPDATE SET
       hits = ${hits},
       reset_at = EXCLUDED.reset_at,
       next_at = ${nextAt(hits)}
     WHERE l.reset_at <= now() OR l.next_at IS NULL OR l.next_at <= now()
     RETURNING hits`,
    [key, b.windowMs, b.free, b.baseDelayMs, b.maxDelayMs],
  );
  if (taken) return { refused: false, waitMs: 0 };
  const [held] = await q<{ wait_ms: number }>(
    `SELECT greatest(0, ceil(extract(epoch FROM (next_at - now())) * 1000))::int AS wait_ms
       FROM request_limits WHERE key = $1`,
    [key],
  );
  return { refused: true, waitMs: held?.wait_ms ?? 0 };
}

/** Gives back one attempt taken under `key` (it succeeded): it no longer moves the backoff. */
export async function giveBack(q: Query, key: string, b: Backoff): Promise<void> {
  await q(
    `UPDATE request_limits SET hits = greatest(hits - 1, 0),
            next_at = CASE WHEN hits - 1 >= $2 THEN next_at END
      WHERE key = $1`,
    [key, b.free],
  );
}

export async function forget(q: Query, key: string): Promise<void> {
  await q('DELETE FROM request_limits WHERE key = $1', [key]);
}

/** Drops keys whose window ended and whose backoff passed. */
export async function sweepCounters(q: Query): Promise<void> {
  await q(
    `DELETE FROM request_limits
      WHERE reset_at < now() AND (next_at IS NULL OR next_at < now())`,
  );
}
