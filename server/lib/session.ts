import { randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';
import type { AuthInfo } from './http.ts';

export const SESSION_COOKIE = 'SESSION';
export const SESSION_DAYS = 14;

export const newToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export async function lookupSession(db: Db, token: string | undefined): Promise<AuthInfo | null> {
  if (!token || token.length > 200) return null;
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
    [token],
  );
  if (!row) return null;
  return {
    userId: row.user_id,
    agentId: row.agent_id,
    email: row.email,
    agentEmail: row.agent_email,
    token,
    authKey: row.auth_key,
  };
}
