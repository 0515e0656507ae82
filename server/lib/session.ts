import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import { roleSql, type Caller } from './auth.ts';
import { ApiError, MSG } from './errors.ts';
import { forbiddenMsg, isStaffRole, type CallerRole, type Role } from './roles.ts';

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

export async function lookupSession(db: Db, token: string | undefined): Promise<Caller | null> {
  const key = sessionKeyOf(token);
  return key ? sessionByKey(db, key) : null;
}

/** The caller of the live session stored under `key` (a hashed token), with its role. */
export async function sessionByKey(db: Db, key: string): Promise<Caller | null> {
  const [row] = await db.query<{
    user_id: number;
    agent_id: number;
    email: string;
    agent_email: string;
    auth_key: string;
    role: CallerRole;
    staff_roles: string[] | null;
  }>(
    `SELECT s.user_id, u.agent_id, u.email, a.email AS agent_email, s.auth_key, ${roleSql('u', 'a')} AS role,
            u.staff_roles
       FROM sessions s JOIN users u ON u.id = s.user_id JOIN agents a ON a.id = u.agent_id
      WHERE s.token = $1 AND s.expires_at > now() AND u.deactivated_at IS NULL`,
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
    role: row.role,
    staffRoles: row.role === 'staff' ? (row.staff_roles ?? []).filter(isStaffRole) : [],
  };
}

const IN_STATEMENT = Symbol('sessionInStatement');

/**
 * Marks a hot read whose handler checks the session inside its own statement (one database
 * round trip per request) instead of the role gate looking it up first. Such a handler reads
 * the signed-in user only through `signedInQuery`, which answers 401 when the session is gone
 * (logout, password change, withdrawal, expiry) and 403 when the operation's x-roles refuses
 * the caller's role: server/session-in-query.test.ts.
 */
export function sessionInStatement<H extends (req: FastifyRequest) => Promise<unknown>>(
  handler: H,
): H {
  return Object.assign(handler, { [IN_STATEMENT]: true });
}

export const checksSessionInStatement = (handler: unknown): boolean =>
  typeof handler === 'function' && IN_STATEMENT in handler;

declare module 'fastify' {
  interface FastifyRequest {
    /** Hashed session token of a `sessionInStatement` handler, checked by its own statement. */
    sessionKey?: string;
    /** The roles that statement admits, when its operation's x-roles refuses a signed-in one. */
    sessionRoles?: ReadonlySet<Role>;
  }
}

/** The stored key of a cookie's token, or null for a missing or oversized one. */
export const sessionKeyOf = (token: string | undefined): string | null =>
  !token || token.length > 200 ? null : hashToken(token);

/** `sql` with the signed-in user as the CTE `me` (user_id, agent_id, email, agent_email,
 * auth_key) in front, the session key being parameter `params + 1`; with `roles`, only a caller
 * whose role is in the text array `params + 2` is `me`. */
export const signedInSql = (sql: string, params: number, roles = false) =>
  `${meCte(params + 1, roles)}\n${sql}`;

/** `sql` with the user whose id is parameter `params + 1` as the CTE `me` (the same columns, an
 * empty auth_key): the reads of a signed-in user, for a user named by id. No session is looked
 * up or made, so it serves reads on another account's behalf (the studio's preview). */
export const userIdSql = (sql: string, params: number) =>
  `WITH me AS (SELECT u.id AS user_id, u.agent_id, u.email, a.email AS agent_email, ''::text AS auth_key
                 FROM users u JOIN agents a ON a.id = u.agent_id
                WHERE u.id = $${params + 1})
${sql}`;

const meCte = (param: number, roles: boolean) =>
  `WITH me AS (SELECT s.user_id, u.agent_id, u.email, a.email AS agent_email, s.auth_key
                 FROM sessions s JOIN users u ON u.id = s.user_id JOIN agents a ON a.id = u.agent_id
                WHERE s.token = $${param} AND s.expires_at > now() AND u.deactivated_at IS NULL${
                  roles ? ` AND ${roleSql('u', 'a')} = ANY($${param + 1}::text[])` : ''
                })`;

/** Runs `sql` with the CTE `me` in front (`sql` starts with `SELECT` or `, name AS (...)`) and
 * the session key (and the admitted roles) as the last parameters, prepared once. `sql` must
 * select FROM me, so no row means no live session (401, as the role gate would answer) or a
 * caller the operation refuses (403: looked up only then). */
export async function signedInQuery<T>(
  db: Db,
  req: FastifyRequest,
  sql: string,
  params: unknown[] = [],
): Promise<[T, ...T[]]> {
  const key = req.sessionKey;
  if (!key) throw new ApiError(401, MSG.login);
  const roles = req.sessionRoles;
  const rows = await db.query<T>(
    signedInSql(sql, params.length, !!roles),
    roles ? [...params, key, [...roles]] : [...params, key],
    { prepare: true },
  );
  if (rows.length > 0) return rows as [T, ...T[]];
  const who = roles && (await sessionByKey(db, key));
  if (who) throw new ApiError(403, forbiddenMsg(roles, who.role));
  throw new ApiError(401, MSG.login);
}
