// Each server process raises the deadline notifications due (./sweep.ts) as it starts and then
// every minute, through the one periodic-task helper (server/ops/periodic-task.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { activeConfig } from '../config/versions.ts';
import type { Db } from '../db/index.ts';
import type { SmsSender } from '../lib/sms.ts';
import { periodicTask, type Timers } from '../ops/periodic-task.ts';
import { sweepDeadlines } from './sweep.ts';

export const DEADLINE_CHECK_MS = 60_000;

export interface DeadlineSweepOptions {
  db: Db;
  sms: SmsSender;
  now: () => Date;
  everyMs?: number;
  timers?: Timers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Raises the deadline notifications due now (the timer does it too); resolves once done. */
    sweepDeadlineNotifications: () => Promise<unknown>;
  }
}

export const deadlineSweepRunner = fp(
  async (app: FastifyInstance, opts: DeadlineSweepOptions) => {
    const check = periodicTask(app, {
      everyMs: opts.everyMs ?? DEADLINE_CHECK_MS,
      timers: opts.timers,
      failure: 'deadline notification sweep failed',
      async run() {
        const claimDays = (await activeConfig(opts.db)).ui.gongsil.claimDays;
        const written = await sweepDeadlines({ ...opts, now: opts.now(), claimDays });
        if (written) app.log.info({ written }, 'deadline notifications raised');
      },
    });
    app.decorate('sweepDeadlineNotifications', check);
  },
  { name: 'deadline-sweep-runner' },
);
