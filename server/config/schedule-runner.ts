// Each server process checks for due config schedules as it starts and then every few seconds
// (./schedules.ts publishes each exactly once across processes). The clock and the timers are
// options: tests and the e2e server move time instead of waiting for it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/index.ts';
import { runDueSchedules } from './schedules.ts';

/** A schedule goes live within this long after its time (one indexed query per check). */
export const SCHEDULE_CHECK_MS = 5_000;

interface Timer {
  unref?: () => void;
}
interface Timers {
  /** `fn` returns the check's promise (a test awaits it; setInterval ignores it). */
  setInterval: (fn: () => Promise<unknown>, ms: number) => Timer;
  clearInterval: (t: Timer) => void;
}
const realTimers: Timers = {
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (t) => clearInterval(t as NodeJS.Timeout),
};

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
    const timers = opts.timers ?? realTimers;
    // One check at a time in a process: a slow one delays the next instead of overlapping it.
    let running: Promise<unknown> = Promise.resolve();
    const check = () =>
      (running = running.then(() =>
        runDueSchedules(opts.db, opts.now()).then(
          (fired) => {
            for (const f of fired)
              if (f.version !== null)
                app.log.info({ schedule: f.id, version: f.version }, 'scheduled config published');
              else app.log.warn({ schedule: f.id, failure: f.failure }, 'scheduled config failed');
          },
          (e: unknown) => app.log.error(e, 'scheduled config check failed'),
        ),
      ));
    app.decorate('runDueSchedules', check);
    let timer: Timer | undefined;
    app.addHook('onReady', async () => {
      await check();
      timer = timers.setInterval(check, opts.everyMs ?? SCHEDULE_CHECK_MS);
      // The check never keeps the process alive by itself.
      timer.unref?.();
    });
    // Before the database closes (onClose): stop the timer and let a check under way finish.
    app.addHook('preClose', async () => {
      if (timer) timers.clearInterval(timer);
      await running;
    });
  },
  { name: 'schedule-runner' },
);
