// Each server process releases expired gongsil claims as it starts and then every minute
// (./claims.ts releases each exactly once across processes), with the days of the active config
// version (ui.json gongsil.claimDays). Like the config schedule runner: the clock and the
// timers are options, so tests move time instead of waiting for it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { activeConfig } from '../config/versions.ts';
import type { Db } from '../db/index.ts';
import { releaseExpiredClaims } from './claims.ts';

/** A claim is released within this long after its days have passed. */
export const CLAIM_CHECK_MS = 60_000;

interface Timer {
  unref?: () => void;
}
interface Timers {
  setInterval: (fn: () => Promise<unknown>, ms: number) => Timer;
  clearInterval: (t: Timer) => void;
}
const realTimers: Timers = {
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (t) => clearInterval(t as NodeJS.Timeout),
};

export interface ClaimExpiryOptions {
  db: Db;
  now: () => Date;
  everyMs?: number;
  timers?: Timers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Releases the expired gongsil claims now (the timer does it too); resolves once done. */
    releaseExpiredClaims: () => Promise<unknown>;
  }
}

export const claimExpiryRunner = fp(
  async (app: FastifyInstance, opts: ClaimExpiryOptions) => {
    const timers = opts.timers ?? realTimers;
    let running: Promise<unknown> = Promise.resolve();
    const check = () =>
      (running = running.then(async () => {
        try {
          const days = (await activeConfig(opts.db)).ui.gongsil.claimDays;
          const released = await releaseExpiredClaims(opts.db.query, opts.now(), days);
          for (const r of released)
            app.log.info({ roomsSeq: r.roomsSeq, agentId: r.agentId }, 'gongsil claim expired');
        } catch (e) {
          app.log.error(e, 'gongsil claim expiry check failed');
        }
      }));
    app.decorate('releaseExpiredClaims', check);
    let timer: Timer | undefined;
    app.addHook('onReady', async () => {
      await check();
      timer = timers.setInterval(check, opts.everyMs ?? CLAIM_CHECK_MS);
      timer.unref?.();
    });
    app.addHook('preClose', async () => {
      if (timer) timers.clearInterval(timer);
      await running;
    });
  },
  { name: 'claim-expiry-runner' },
);
