// Handlers of tag "studio" for "who sees it" and the preview: staff pick a broker account and
// read the session record that account gets at login (the same GET /agent/info answer, built
// by the same handler), so the studio evaluates draft conditions on exactly what the broker's
// browser would see. Staff only; the record is another user's data, so it is never cached.
import type { FastifyRequest } from 'fastify';
import { normEmail } from '../lib/auth.ts';
import { ApiError, MSG } from '../lib/errors.ts';
import { ok, pageArgs, params, query, type Ctx, type Handlers } from '../lib/http.ts';
import type { SuccessBody } from '../lib/operations.ts';
import { newToken } from '../lib/session.ts';
import { agentHandlers } from './agent.ts';
import { staffId } from './studio.ts';

interface AccountRow {
  user_id: number;
  agent_id: number;
  email: string;
  name: string | null;
  agent_name: string | null;
  agent_email: string;
}

const ACCOUNT_SELECT = `SELECT u.id AS user_id, u.agent_id, u.email, u.name, a.name AS agent_name, a.email AS agent_email
  FROM users u JOIN agents a ON a.id = u.agent_id WHERE u.role <> 'staff'`;

const account = (r: AccountRow) => ({
  userId: r.user_id,
  email: r.email,
  name: r.name ?? '',
  agentName: r.agent_name ?? '',
  isMaster: normEmail(r.email) === normEmail(r.agent_email),
});

/** `q` as an ILIKE pattern that matches it literally (its own % and _ are not wildcards). */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Runs a broker's own read as that broker: the read (GET /agent/info) finds its user through the
 * session row its statement joins (server/lib/session.ts signedInQuery), so a session row is
 * made for the call and removed right after. Its key is random with no token behind it (a
 * cookie holds the token, the table its hash), so no browser can ever present it.
 */
async function asBroker<T>(
  db: Ctx['db'],
  userId: number,
  read: (req: FastifyRequest) => Promise<T>,
): Promise<T> {
  const key = newToken(32);
  await db.query(
    `INSERT INTO sessions (token, user_id, auth_key, expires_at)
     VALUES ($1, $2, '', now() + interval '1 minute')`,
    [key, userId],
  );
  try {
    return await read({ sessionKey: key } as FastifyRequest);
  } finally {
    await db.query('DELETE FROM sessions WHERE token = $1', [key]);
  }
}

export function studioAccountHandlers(ctx: Ctx): Handlers {
  const { db } = ctx;
  const agent = agentHandlers(ctx);
  return {
    async getStudioAccounts(req) {
      await staffId(db, req);
      const q = query<{ q?: string; page?: number; limit?: number }>(req);
      const { limit, offset } = pageArgs(q, 20);
      const text = (q.q ?? '').trim();
      const where = text
        ? ` AND (u.email ILIKE $1 OR u.name ILIKE $1 OR a.name ILIKE $1)`
        : ` AND $1::text IS NULL`;
      const args = [text ? containsPattern(text) : null];
      const [c] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (${ACCOUNT_SELECT}${where}) t`,
        args,
      );
      const rows = await db.query<AccountRow>(
        `${ACCOUNT_SELECT}${where} ORDER BY u.email LIMIT ${limit} OFFSET ${offset}`,
        args,
      );
      return ok({ items: rows.map(account), total: c?.n ?? 0 });
    },
    async getStudioAccountSession(req, reply) {
      await staffId(db, req);
      const { id } = params<{ id: number }>(req);
      const [row] = await db.query<AccountRow>(`${ACCOUNT_SELECT} AND u.id = $1`, [id]);
      if (!row) throw new ApiError(404, MSG.notFound);
      const answer = await asBroker(db, row.user_id, (req) => agent.getAgentInfo!(req, reply));
      reply.header('cache-control', 'private, no-store');
      return ok({ account: account(row), info: (answer as SuccessBody<'getAgentInfo'>).result });
    },
  };
}
