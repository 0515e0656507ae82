// The global rate limit (@fastify/rate-limit): API requests per client address per minute,
// answered beyond it with 429 and a Korean {code, msg} that says how long to wait. On the
// embedded database the limit lives in the process's memory: that database can be opened by one
// process only, so the process is the whole deployment. On PostgreSQL, where several processes
// serve one database, the processes share the count (shared-rate-store.ts) without a database
// round trip per request. Static files (the SPA) are not counted.
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/index.ts';
import { ApiError } from '../lib/errors.ts';
import { sharedRateStore } from './shared-rate-store.ts';
import { waitText } from './wait-message.ts';

/** Requests per minute per client address: RATE_LIMIT_PER_MINUTE, else 1,200 (20 a second,
 * for an office of many brokers behind one address). */
export const perMinute = (env: Record<string, string | undefined>) =>
  Math.max(1, Math.trunc(Number(env.RATE_LIMIT_PER_MINUTE)) || 1200);

export const globalRateLimit = fp<{ db: Db; prefix: string }>(
  async (app: FastifyInstance, { db, prefix }) => {
    const shared =
      db.kind === 'pg' ? sharedRateStore(db, (e) => app.log.error(e, 'rate limit store')) : null;
    if (shared) app.addHook('onClose', async () => shared.close());
    await app.register(rateLimit, {
      global: true,
      max: perMinute(process.env),
      timeWindow: 60_000,
      cache: 50_000,
      // A database hiccup must not refuse every request.
      skipOnError: true,
      allowList: (req) => !req.url.startsWith(`${prefix}/`),
      // @fastify/rate-limit calls `new Store(options)`: hand it the one shared store.
      ...(shared
        ? {
            store: function SharedStore() {
              return shared;
            } as unknown as FastifyRateLimitStoreCtor,
          }
        : {}),
      errorResponseBuilder: (_req, ctx) =>
        new ApiError(429, `요청이 너무 많습니다. ${waitText(ctx.ttl)} 후에 다시 시도해주세요.`),
    });
  },
  { name: 'global-rate-limit' },
);
