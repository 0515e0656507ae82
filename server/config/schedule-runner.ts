// Each server process checks for due config schedules as it starts and then every few seconds
// (./schedules.ts publishes each exactly once across processes), through the one periodic-task
// helper (server/ops/periodic-task.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/index.ts';
import { periodicTask, type Timers } from '../ops/periodic-task.ts';
import { runDueSchedules } from './schedules.ts';

/** A schedule goes live within this long after its time (one indexed query per check). */
export const SCHEDULE_CHECK_MS = 5_000;

export interface ScheduleRunnerOptions {
  db: Db;
  /** The clock (the same one the schedule handlers compare new schedules with). */
  now: () => Date;
  everyMs?: number;
  timers?: Timers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Checks for due config schedules now (the timer does it too); resolves once done. */
    runDueSchedules: () => Promise<unknown>;
  }
}

export const scheduleRunner = fp(
  async (app: FastifyInstance, opts: ScheduleRunnerOptions) => {
    const check = periodicTask(app, {
      everyMs: opts.everyMs ?? SCHEDULE_CHECK_MS,
      timers: opts.timers,
      failure: 'scheduled config check failed',
      async run() {
        for (const f of await runDueSchedules(opts.db, opts.now()))
          if (f.version !== null)
            app.log.info({ schedule: f.id, version: f.version }, 'scheduled config published');
          else app.log.warn({ schedule: f.id, failure: f.failure }, 'scheduled config failed');
      },
    });
    app.decorate('runDueSchedules', check);
  },
  { name: 'schedule-runner' },
);
