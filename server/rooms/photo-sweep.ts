// Photos uploaded for a listing that was never saved: a photo not attached to any listing a day
// after its upload is removed, row and files (issue 24: 43 of 45 uploaded photos stayed on disk
// for ever). The server sweeps once as it starts and then every hour; each process may sweep,
// since each removes only the files of the rows its own DELETE returned.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/index.ts';
import type { PhotoStore } from './photo-store.ts';

/** How long an unattached upload is kept: the registration form may stay open a while. */
export const UNATTACHED_KEEP_MS = 24 * 60 * 60 * 1000;
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Removes the photos never attached that were uploaded before now − a day; returns their ids. */
export async function sweepUnattachedPhotos(
  db: Db,
  photos: PhotoStore,
  now: Date,
): Promise<string[]> {
  const rows = await db.query<{ photo_id: string }>(
    'DELETE FROM room_photos WHERE rooms_seq IS NULL AND objection_id IS NULL AND created_at < $1 RETURNING photo_id',
    [new Date(now.getTime() - UNATTACHED_KEEP_MS).toISOString()],
  );
  const ids = rows.map((r) => r.photo_id);
  // Rows first: a file without a row is never served, a row without its file would be.
  await photos.remove(ids);
  return ids;
}

export interface SweepOptions {
  db: Db;
  photos: PhotoStore;
  /** The clock; tests pass their own. */
  now?: () => Date;
  everyMs?: number;
  /** Timer functions; tests pass their own to run the interval without waiting. */
  timers?: Timers;
}

interface Timer {
  unref?: () => void;
}
interface Timers {
  /** `fn` returns the sweep's promise (a test awaits it; setInterval ignores it). */
  setInterval: (fn: () => Promise<unknown>, ms: number) => Timer;
  clearInterval: (t: Timer) => void;
}
const realTimers: Timers = {
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (t) => clearInterval(t as NodeJS.Timeout),
};

/** Sweeps at start and every `everyMs` until the app closes; a failed sweep is logged and the
 * next one tries again. */
export const photoSweep = fp(
  async (app: FastifyInstance, opts: SweepOptions) => {
    const now = opts.now ?? (() => new Date());
    const timers = opts.timers ?? realTimers;
    // One sweep at a time: a slow one delays the next instead of overlapping it.
    let running: Promise<unknown> = Promise.resolve();
    const sweep = () =>
      (running = running.then(() =>
        sweepUnattachedPhotos(opts.db, opts.photos, now()).then(
          (ids) => ids.length && app.log.info({ removed: ids.length }, 'unattached photos removed'),
          (e: unknown) => app.log.error(e, 'unattached photo sweep failed'),
        ),
      ));
    let timer: Timer | undefined;
    app.addHook('onReady', async () => {
      await sweep();
      timer = timers.setInterval(sweep, opts.everyMs ?? SWEEP_EVERY_MS);
      // The sweep never keeps the process alive by itself.
      timer.unref?.();
    });
    // Before the database closes (onClose): stop the timer and let a sweep under way finish.
    app.addHook('preClose', async () => {
      if (timer) timers.clearInterval(timer);
      await running;
    });
  },
  { name: 'photo-sweep' },
);
