// The limits on the calls anyone can make, kept in the database so every server process shares
// them: login (login-throttle.ts) and the guest writes (consultation, join consultation,
// password reset), each limited per address.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/index.ts';
import { addressKey } from './client-address.ts';
import { countInWindow, sweepCounters } from './counters.ts';
import { settleLoginAttempt, sweepLoginAddresses, takeLoginAttempt } from './login-throttle.ts';
import { tooMany } from './wait-message.ts';

export const GUEST_WRITE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;
const GUEST_WRITES = ['/user/find-password', '/consult/join-consult', '/consult/request'];
const SWEEP_EVERY_MS = 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    limit?: 'login' | 'guest';
  }
}

export const requestLimits = fp<{ prefix: string; enabled: boolean; db: Db }>(
  async (app: FastifyInstance, { prefix, enabled, db }) => {
    if (!enabled) return;
    app.addHook('onRoute', (route) => {
      if (route.method !== 'POST') return;
      const url = route.url.slice(prefix.length);
      const limit = url === '/user/login' ? 'login' : GUEST_WRITES.includes(url) ? 'guest' : null;
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
      if (req.routeOptions.config.limit === 'login') await settleLoginAttempt(db, req, reply);
    });
  },
  { name: 'request-limits' },
);
