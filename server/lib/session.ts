import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import type { AuthInfo } from './auth.ts';
import { ApiError, MSG } from './errors.ts';

export const SESSION_COOKIE = 'SESSION';
export const SESSION_DAYS = 14;

export const newToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Session and work-tool tokens are stored as this hash: a leaked table opens no session. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

declare module 'fastify' {
  interface FastifyInstance {
    /** Set every cookie with `Secure` (BuildOptions.secureCookies). */
    secureCookies: boolean;
  }
}

/** Cookie options: `Secure` when the app is told so, or when the request came over https
 * (directly, or through a proxy the app trusts: BuildOptions.trustProxy). */
export function cookieOptions(req: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: req.server.secureCookies || req.protocol === 'https',
  };
}

export async function lookupSession(db: Db, token: string | undefined): Promise<AuthInfo | null> {
  const key = sessionKeyOf(token);
  if (!key) return null;
  const [row] = await db.query<{
    user_id: number;
    agent_id: number;
    email: string;
    agent_email: string;
    auth_key: string;
  }>(
    `SELECT s.user_id, u.agent_id, u.email, a.email AS agent_email, s.auth_key
       FROM sessions s JOIN users u ON u.id = s.user_id JOIN agents a ON a.id = u.agent_id
      WHERE s.token = $1 AND s.expires_at > now()`,
    [key],
  );
  if (!row) return null;
  return {
    userId: row.user_id,
    agentId: row.agent_id,
    email: row.email,
    agentEmail: row.agent_email,
    token: key,
    authKey: row.auth_key,
  };
}

/** Hot read operations: their handler looks the session up inside its own statement (one
 * database round trip per request) instead of the security handler querying first. Each one
 * reads the signed-in user only through `signedInQuery` and answers 401 when the session is
 * gone (logout, password change, withdrawal, expiry): server/session-in-query.test.ts. */
export const SESSION_IN_QUERY: ReadonlySet<string> = new Set([
  'getAgentInfo',
  'getGongsilCount',
  'getGongsilList',
  'getNoticePopup',
  'getEventsActive',
  'getDashboardSummary',
  'getAgentTreatDetail',
]);

declare module 'fastify' {
  interface FastifyRequest {
    /** Hashed session token of a SESSION_IN_QUERY operation, checked by its own statement. */
    sessionKey?: string;
  }
  interface FastifyContextConfig {
    /** Set on SESSION_IN_QUERY routes (plugins/api.ts). */
    sessionInQuery?: boolean;
  }
}

/** The stored key of a cookie's token, or null for a missing or oversized one. */
export const sessionKeyOf = (token: string | undefined): string | null =>
  !token || token.length > 200 ? null : hashToken(token);

/** `sql` with the signed-in user as the CTE `me` (user_id, agent_id, email, agent_email,
 * auth_key) in front, the session key being parameter `params + 1`. */
export const signedInSql = (sql: string, params: number) => `${meCte(params + 1)}\n${sql}`;

/** `sql` with the user whose id is parameter `params + 1` as the CTE `me` (the same columns, an
 * empty auth_key): the reads of a signed-in user, for a user named by id. No session is looked
 * up or made, so it serves reads on another account's behalf (the studio's preview). */
export const userIdSql = (sql: string, params: number) =>
  `WITH me AS (SELECT u.id AS user_id, u.agent_id, u.email, a.email AS agent_email, ''::text AS auth_key
                 FROM users u JOIN agents a ON a.id = u.agent_id
                WHERE u.id = $${params + 1})
${sql}`;

const meCte = (param: number) =>
  `WITH me AS (SELECT s.user_id, u.agent_id, u.email, a.email AS agent_email, s.auth_key
                 FROM sessions s JOIN users u ON u.id = s.user_id JOIN agents a ON a.id = u.agent_id
                WHERE s.token = $${param} AND s.expires_at > now())`;

/** Runs `sql` with the CTE `me` in front (`sql` starts with `SELECT` or `, name AS (...)`) and
 * the session key as the last parameter, prepared once. `sql` must select FROM me, so no row
 * means no live session: that answers 401 like the security handler would. */
export async function signedInQuery<T>(
  db: Db,
  req: FastifyRequest,
  sql: string,
  params: unknown[] = [],
): Promise<[T, ...T[]]> {
  const key = req.sessionKey;
  if (!key) throw new ApiError(401, MSG.login);
  const rows = await db.query<T>(signedInSql(sql, params.length), [...params, key], {
    prepare: true,
  });
  if (rows.length === 0) throw new ApiError(401, MSG.login);
  return rows as [T, ...T[]];
}
