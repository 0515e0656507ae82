// Each server process releases expired gongsil claims as it starts and then every minute
// (./claims.ts releases each exactly once across processes), with the days of the active config
// version (ui.json gongsil.claimDays), through the one periodic-task helper
// (server/ops/periodic-task.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { activeConfig } from '../config/versions.ts';
import type { Db } from '../db/index.ts';
import { periodicTask, type Timers } from '../ops/periodic-task.ts';
import { releaseExpiredClaims } from './claims.ts';

/** A claim is released within this long after its days have passed. */
export const CLAIM_CHECK_MS = 60_000;

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
    const check = periodicTask(app, {
      everyMs: opts.everyMs ?? CLAIM_CHECK_MS,
      timers: opts.timers,
      failure: 'gongsil claim expiry check failed',
      async run() {
        const days = (await activeConfig(opts.db)).ui.gongsil.claimDays;
        for (const r of await releaseExpiredClaims(opts.db.query, opts.now(), days))
          app.log.info({ roomsSeq: r.roomsSeq, agentId: r.agentId }, 'gongsil claim expired');
      },
    });
    app.decorate('releaseExpiredClaims', check);
  },
  { name: 'claim-expiry-runner' },
);
