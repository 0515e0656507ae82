// A check each server process runs as it starts and then every few seconds or minutes: config
// schedules, expired gongsil claims, notification deadlines. One check at a time in a process
// (a slow one delays the next instead of overlapping it); the checks themselves make each change
// once across processes. The clock and the timers are options of each runner, so tests and the
// e2e server move time instead of waiting for it.
import type { FastifyInstance } from 'fastify';

export interface Timer {
  unref?: () => void;
}
export interface Timers {
  /** `fn` returns the check's promise (a test awaits it; setInterval ignores it). */
  setInterval: (fn: () => Promise<unknown>, ms: number) => Timer;
  clearInterval: (t: Timer) => void;
}
export const realTimers: Timers = {
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (t) => clearInterval(t as NodeJS.Timeout),
};

/**
 * Runs `run` when the app is ready and every `everyMs` after, never two at once; a failure is
 * logged as `failure` and the next tick tries again. Returns the function that checks now
 * (resolving once done), which each runner decorates the app with.
 */
export function periodicTask(
  app: FastifyInstance,
  opts: { run: () => Promise<void>; everyMs: number; timers?: Timers; failure: string },
): () => Promise<unknown> {
  const timers = opts.timers ?? realTimers;
  let running: Promise<unknown> = Promise.resolve();
  const check = () =>
    (running = running.then(() =>
      opts.run().catch((e: unknown) => app.log.error(e, opts.failure)),
    ));
  let timer: Timer | undefined;
  app.addHook('onReady', async () => {
    await check();
    timer = timers.setInterval(check, opts.everyMs);
    // The check never keeps the process alive by itself.
    timer.unref?.();
  });
  // Before the database closes (onClose): stop the timer and let a check under way finish.
  app.addHook('preClose', async () => {
    if (timer) timers.clearInterval(timer);
    await running;
  });
  return check;
}
