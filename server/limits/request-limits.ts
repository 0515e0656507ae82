// The limits on the calls anyone can make, kept in the database so every server process shares
// them: login (login-throttle.ts), password recovery (per address and per account, like login)
// and the guest writes (consultation, join consultation), each limited per address.
import type { FastifyInstance } from 'fastify';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/index.ts';
import { normEmail } from '../lib/auth.ts';
import { addressKey } from './client-address.ts';
import { countInWindow, forget, sweepCounters } from './counters.ts';
import { settleLoginAttempt, sweepLoginAddresses, takeLoginAttempt } from './login-throttle.ts';
import { tooMany } from './wait-message.ts';

export const GUEST_WRITE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;
export const RECOVERY_LIMITS = {
  /** Recovery calls from one address (like login). */
  perAddress: { max: 30, windowMs: 60_000 },
  /** Each code requested and each wrong code, on one account from any address. */
  perAccount: { max: 10, windowMs: 15 * 60_000 },
} as const;
const SWEEP_EVERY_MS = 60_000;

type Limit = 'login' | 'recovery' | 'guest';
const LIMITED: Readonly<Record<string, Limit>> = {
  '/user/login': 'login',
  '/user/find-password': 'recovery',
  '/user/password-reset': 'recovery',
  '/user/staff-invite/accept': 'recovery',
  '/consult/join-consult': 'guest',
  '/consult/request': 'guest',
  '/inquiry': 'guest',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    limit?: Limit;
  }
}

/** POST /user/find-password (a code texted) rather than /user/password-reset (a code entered). */
const isCodeRequest = (req: FastifyRequest) =>
  req.routeOptions.url?.endsWith('/user/find-password') === true;

const recoveryAccountKey = (req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return `recovery:account:${typeof email === 'string' ? normEmail(email) : ''}`;
};

export const requestLimits = fp<{ prefix: string; enabled: boolean; db: Db }>(
  async (app: FastifyInstance, { prefix, enabled, db }) => {
    if (!enabled) return;
    app.addHook('onRoute', (route) => {
      if (route.method !== 'POST') return;
      const limit = LIMITED[route.url.slice(prefix.length)];
      if (limit) route.config = { ...(route.config as object), limit };
    });

    let sweptAt = 0;
    // After validation, so only well-formed requests count and the body's email is a string.
    app.addHook('preHandler', async (req, reply) => {
      const limit = req.routeOptions.config.limit;
      if (!limit) return;
      if (Date.now() - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = Date.now();
        await sweepCounters(db.query);
        await sweepLoginAddresses(db);
      }
      if (limit === 'login') return takeLoginAttempt(db, req, reply);
      if (limit === 'recovery') {
        // Every code requested and every code entered takes a slot of the account (requests sent
        // together cannot slip past); a right code gives the account its slots back (onSend).
        const address = await countInWindow(
          db.query,
          `recovery:address:${addressKey(req.ip)}`,
          RECOVERY_LIMITS.perAddress.max,
          RECOVERY_LIMITS.perAddress.windowMs,
        );
        const account = await countInWindow(
          db.query,
          recoveryAccountKey(req),
          RECOVERY_LIMITS.perAccount.max,
          RECOVERY_LIMITS.perAccount.windowMs,
        );
        const refused = [address, account].filter((v) => v.refused);
        if (refused.length)
          throw tooMany(reply, '요청이 너무 많습니다.', Math.max(...refused.map((v) => v.waitMs)));
        return;
      }
      const key = `guest:${req.routeOptions.url}|${addressKey(req.ip)}`;
      const v = await countInWindow(
        db.query,
        key,
        GUEST_WRITE_LIMIT.max,
        GUEST_WRITE_LIMIT.windowMs,
      );
      if (v.refused) throw tooMany(reply, '요청이 너무 많습니다.', v.waitMs);
    });

    app.addHook('onSend', async (req, reply) => {
      const limit = req.routeOptions.config.limit;
      if (limit === 'login') await settleLoginAttempt(db, req, reply);
      if (limit === 'recovery' && !isCodeRequest(req) && reply.statusCode === 200)
        await forget(db.query, recoveryAccountKey(req));
    });
  },
  { name: 'request-limits' },
);
