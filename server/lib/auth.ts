// Who is calling: the signed-in caller the role gate checked (plugins/role-gate.ts) against the
// operation's x-roles, and the one SQL definition of a caller's role.
import type { FastifyRequest } from 'fastify';
import type { CallerRole, StaffRole } from './roles.ts';

export interface Caller {
  userId: number;
  agentId: number;
  email: string;
  agentEmail: string;
  /** The stored (hashed) session token. */
  token: string;
  authKey: string;
  role: CallerRole;
  /** The studio roles of a staff account (empty for brokers). */
  staffRoles: StaffRole[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the role gate once the caller's session and role are checked. */
    caller?: Caller;
  }
}

/**
 * The caller of an operation whose x-roles has no `guest`, already checked by the role gate.
 * Called on an operation open to guests, it is a programming error (500): the declaration and
 * the handler disagree, which server/roles-matrix.test.ts catches.
 */
export function caller(req: FastifyRequest): Caller {
  if (!req.caller) throw new Error(`${req.routeOptions.url}: no checked caller (see its x-roles)`);
  return req.caller;
}

/** The one email normalisation: lookups, throttling keys and stored requests all use it. */
export const normEmail = (email: string) => email.trim().toLowerCase();

/**
 * The role of user `u` of office `a` (SQL aliases), the one definition the session lookup, the
 * session-checking statements and the studio's account list share: staff by their account's
 * role, else master when the user's email is the office's (decisions A-09: trimmed,
 * case-insensitive, both present), else broker.
 */
export const roleSql = (u: string, a: string) =>
  `(CASE WHEN ${u}.role = 'staff' THEN 'staff'
         WHEN btrim(${u}.email) <> '' AND lower(btrim(${u}.email)) = lower(btrim(${a}.email)) THEN 'master'
         ELSE 'broker' END)`;
