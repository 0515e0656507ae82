// At most once for money and messages (docs/decisions.md A-84, issue 23 #2). A write that
// charges or sends a text message runs its work here, inside one transaction with the row of
// its Idempotency-Key (server/db/migrations/013_idempotency_keys.sql):
// - the first request with a key claims the row, does the work and stores its answer in the
//   same transaction, so the effect and the stored answer commit together or not at all;
// - a repeat with the same key (same caller, same operation) within 24 hours answers what the
//   first answered and does nothing else, in any server process. On PostgreSQL a repeat that
//   arrives while the first is still running waits on the row's unique key until the first
//   commits, then reads its answer (PGlite runs transactions one at a time);
// - the same key with another request body answers 422: the key names one request, and a
//   different one under it is a client mistake, not a conflict with the data (409 stays for
//   that: a renewal already made, prices changed). The IETF draft "The Idempotency-Key HTTP
//   Header Field" answers the same.
// A refused request (4xx from the work) rolls back with its claim: it did nothing, so a retry
// with the key is decided afresh.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import { ApiError } from './errors.ts';
import type { OperationId } from './operations.ts';

export const IDEMPOTENCY = { header: 'idempotency-key', hours: 24 } as const;

export const IDEMPOTENCY_MSG = {
  reused:
    '같은 요청 키(Idempotency-Key)로 내용이 다른 요청을 보냈습니다. 새 요청은 새 키로 보내주세요.',
} as const;

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v ?? null);
}

const requestHash = (req: FastifyRequest) =>
  createHash('sha256')
    .update(canonical({ params: req.params, body: req.body }))
    .digest('hex');

/** Who the key belongs to: the signed-in user, or every guest alike (a guest's operations answer
 * the same to anyone, so a shared scope reveals nothing). */
const callerOf = (req: FastifyRequest) => (req.caller ? `user:${req.caller.userId}` : 'guest');

/**
 * Runs `work` in one transaction, at most once per Idempotency-Key (when the request has one),
 * and returns its result, or the stored result of the first request with the key. A replay is
 * marked with the `Idempotent-Replayed: true` response header.
 */
export async function atMostOnce<T>(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  operation: OperationId,
  work: (q: Db['query']) => Promise<T>,
): Promise<T> {
  const key = req.headers[IDEMPOTENCY.header];
  if (typeof key !== 'string') return db.tx(work);
  const id = [callerOf(req), operation, key.toLowerCase()];
  const hash = requestHash(req);
  const out = await db.tx(async (q) => {
    await q(
      'DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1::int)',
      [IDEMPOTENCY.hours],
    );
    const claimed = await q(
      `INSERT INTO idempotency_keys (caller, operation, key, request_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING key`,
      [...id, hash],
    );
    if (claimed.length === 0) {
      const [first] = await q<{ request_hash: string; response: string }>(
        'SELECT request_hash, response FROM idempotency_keys WHERE caller = $1 AND operation = $2 AND key = $3',
        id,
      );
      if (first!.request_hash !== hash) throw new ApiError(422, IDEMPOTENCY_MSG.reused);
      return { replayed: true, result: JSON.parse(first!.response) as T };
    }
    const result = await work(q);
    await q(
      'UPDATE idempotency_keys SET response = $4 WHERE caller = $1 AND operation = $2 AND key = $3',
      [...id, JSON.stringify(result)],
    );
    return { replayed: false, result };
  });
  if (out.replayed) void reply.header('Idempotent-Replayed', 'true');
  return out.result;
}
