import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import type { AuthInfo } from './http.ts';

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
  if (!token || token.length > 200) return null;
  const key = hashToken(token);
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
