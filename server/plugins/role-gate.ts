// The one place that decides who may call an operation: a preHandler per route, built from the
// operation's x-roles (lib/roles.ts). Guests hear 401 `로그인이 필요합니다.` (the SPA's error
// catalogue, 000 §8 and decisions A-12, stays quiet on that text); a signed-in caller whose role
// is not listed (or a staff account without a studio role the operation lists) hears 403 with a
// Korean message. Handlers read the checked caller with `caller(req)` (lib/auth.ts).
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/index.ts';
import { ApiError, MSG } from '../lib/errors.ts';
import { admits, CALLER_ROLES, forbiddenMsg, STAFF_ROLES, type Role } from '../lib/roles.ts';
import { lookupSession, SESSION_COOKIE, sessionKeyOf } from '../lib/session.ts';

const SIGNED_IN: Role[] = ['broker', 'master', 'staff'];

/**
 * The gate of one operation, or null when every role may call it (nothing to look up).
 * `inStatement`: the handler checks the session inside its own statement (sessionInStatement),
 * so the gate only hands it the session key and the roles that statement must admit.
 */
export function roleGate(
  db: Db,
  roles: ReadonlySet<Role>,
  inStatement: boolean,
): preHandlerAsyncHookHandler | null {
  if (CALLER_ROLES.every((r) => roles.has(r))) return null;
  const everySignedIn = SIGNED_IN.every((r) => roles.has(r));
  // The in-statement check compares the kind of account only (lib/session.ts signedInSql).
  if (inStatement && STAFF_ROLES.some((r) => roles.has(r)))
    throw new Error('an operation checked in its own statement cannot list studio roles');
  if (inStatement && !roles.has('guest'))
    return async function sessionInStatementGate(req: FastifyRequest) {
      const key = sessionKeyOf(req.cookies[SESSION_COOKIE]);
      if (!key) throw new ApiError(401, MSG.login);
      req.sessionKey = key;
      if (!everySignedIn) req.sessionRoles = roles;
    };
  return async function gate(req: FastifyRequest) {
    const who = await lookupSession(db, req.cookies[SESSION_COOKIE]);
    if (!who) {
      if (roles.has('guest')) return;
      throw new ApiError(401, MSG.login);
    }
    if (!admits(roles, who)) throw new ApiError(403, forbiddenMsg(roles, who.role));
    req.caller = who;
  };
}
