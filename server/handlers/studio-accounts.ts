// Handlers of tag "studio" for "who sees it" and the preview: staff pick a broker account and
// read the session record that account gets at login (the same GET /agent/info answer, built
// by the same statement and code, ./agent-info.ts), so the studio evaluates draft conditions on
// exactly what the broker's browser would see. The read names the broker by id and writes
// nothing (no session is made for it). Staff only; the record is another user's data, so it is
// never cached.
import { configFor } from '../config/request-config.ts';
import { ACTIVE_ROLLOUT_SQL, ACTIVE_VERSION_SQL, activeConfig } from '../config/versions.ts';
import { roleSql } from '../lib/auth.ts';
import { ApiError, MSG } from '../lib/errors.ts';
import { ok, pageArgs, params, query, type Ctx, type Handlers } from '../lib/http.ts';
import { agentInfoOfUser } from './agent-info.ts';

interface AccountRow {
  user_id: number;
  agent_id: number;
  email: string;
  name: string | null;
  agent_name: string | null;
  agent_email: string;
  role: string;
}

const ACCOUNT_SELECT = `SELECT u.id AS user_id, u.agent_id, u.email, u.name, a.name AS agent_name, a.email AS agent_email,
       ${roleSql('u', 'a')} AS role
  FROM users u JOIN agents a ON a.id = u.agent_id WHERE u.role <> 'staff'`;

const account = (r: AccountRow) => ({
  userId: r.user_id,
  email: r.email,
  name: r.name ?? '',
  agentName: r.agent_name ?? '',
  isMaster: r.role === 'master',
});

/** `q` as an ILIKE pattern that matches it literally (its own % and _ are not wildcards). */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function studioAccountHandlers(ctx: Ctx): Handlers {
  const { db } = ctx;
  return {
    async getStudioAccounts(req) {
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
      const { id } = params<{ id: number }>(req);
      const [row] = await db.query<AccountRow>(`${ACCOUNT_SELECT} AND u.id = $1`, [id]);
      if (!row) throw new ApiError(404, MSG.notFound);
      // What this office gets now: the live rollout's config when it is in the segment.
      const [live] = await db.query<{ version: number; rollout: number | null }>(
        `SELECT coalesce(${ACTIVE_VERSION_SQL}, 0) AS version, ${ACTIVE_ROLLOUT_SQL} AS rollout`,
      );
      const office = { agentId: row.agent_id, userId: row.user_id };
      const config = live
        ? await configFor(db, live, () => Promise.resolve(office))
        : await activeConfig(db);
      const info = await agentInfoOfUser(db.query, row.user_id, config);
      if (!info) throw new ApiError(404, MSG.notFound);
      reply.header('cache-control', 'private, no-store');
      const rollout =
        live?.rollout != null
          ? { id: live.rollout, inSegment: config.rollout === live.rollout }
          : null;
      return ok({ account: account(row), info, rollout });
    },
  };
}
