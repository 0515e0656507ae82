// Who is calling: the signed-in user a request carries (set by the security handler,
// plugins/api.ts) and the checks handlers make on it.
import type { FastifyRequest } from 'fastify';
import { ApiError, MSG } from './errors.ts';

export interface AuthInfo {
  userId: number;
  agentId: number;
  email: string;
  agentEmail: string;
  /** The stored (hashed) session token. */
  token: string;
  authKey: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthInfo;
  }
}

export function auth(req: FastifyRequest): AuthInfo {
  if (!req.auth) throw new ApiError(401, MSG.login);
  return req.auth;
}

/** The one email normalisation: lookups, throttling keys and stored requests all use it. */
export const normEmail = (email: string) => email.trim().toLowerCase();

export function isMasterAuth(a: AuthInfo): boolean {
  return normEmail(a.email) === normEmail(a.agentEmail);
}

/** Office-wide calls (orders, payment history, products in use) are for the master account. */
export function masterAuth(req: FastifyRequest): AuthInfo {
  const a = auth(req);
  if (!isMasterAuth(a)) throw new ApiError(403, MSG.masterOnly);
  return a;
}
