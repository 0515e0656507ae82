// A store for @fastify/rate-limit that server processes on one PostgreSQL share, without a
// database round trip per request. Windows are aligned to the clock (minute n is the same key
// in every process). Each process counts locally and, every FLUSH_MS, adds its new hits to the
// key's row of request_limits in one statement, which answers the total of all processes. A
// client's count is that total plus the hits since. The first request of a client in a window
// reads the total first, so a process joining late starts from what the others counted.
// What can pass over the limit: what the other processes let through in one flush interval.
import type { Db } from '../db/index.ts';

export const FLUSH_MS = 500;

interface Entry {
  /** Hits of all processes, as of this process's last flush (or first read). */
  total: number;
  /** This process's hits not yet added to the row. */
  pending: number;
  /** Hits being added by the flush under way. */
  sending: number;
  resetAt: number;
  ready: Promise<void>;
}

type Callback = (err: Error | null, res: { current: number; ttl: number }) => void;

export interface SharedRateStore {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(): SharedRateStore;
  /** Adds every pending hit to the database now (the timer does it every FLUSH_MS). */
  flush(): Promise<void>;
  close(): void;
}

export function sharedRateStore(
  db: Db,
  onError: (e: unknown) => void,
  clock: () => number = Date.now,
): SharedRateStore {
  const entries = new Map<string, Entry>();
  let flushing: Promise<void> | null = null;

  async function send() {
    const batch = [...entries].filter(([, e]) => e.pending > 0);
    if (batch.length > 0) {
      for (const [, e] of batch) {
        e.sending = e.pending;
        e.pending = 0;
      }
      try {
        const rows = await db.query<{ key: string; hits: number }>(
          `INSERT INTO request_limits AS l (key, hits, reset_at)
             SELECT * FROM unnest($1::text[], $2::int[], $3::timestamptz[])
           ON CONFLICT (key) DO UPDATE SET hits = l.hits + EXCLUDED.hits
           RETURNING key, hits`,
          [
            batch.map(([k]) => k),
            batch.map(([, e]) => e.sending),
            batch.map(([, e]) => new Date(e.resetAt)),
          ],
        );
        for (const r of rows) {
          const e = entries.get(r.key);
          if (e) e.total = Math.max(e.total, r.hits);
        }
        for (const [, e] of batch) e.sending = 0;
      } catch (err) {
        for (const [, e] of batch) {
          e.pending += e.sending;
          e.sending = 0;
        }
        onError(err);
      }
    }
    const now = clock();
    for (const [k, e] of entries) if (e.resetAt <= now && e.pending === 0) entries.delete(k);
  }

  function flush(): Promise<void> {
    flushing ??= send().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();

  async function firstRead(key: string, e: Entry) {
    try {
      const [row] = await db.query<{ hits: number }>(
        'SELECT hits FROM request_limits WHERE key = $1',
        [key],
        { prepare: true },
      );
      e.total = Math.max(e.total, row?.hits ?? 0);
    } catch (err) {
      onError(err);
    }
  }

  const store: SharedRateStore = {
    incr(key, cb, timeWindow) {
      const now = clock();
      const window = Math.floor(now / timeWindow);
      const k = `rate:${key}|${window}`;
      let e = entries.get(k);
      if (!e) {
        e = {
          total: 0,
          pending: 0,
          sending: 0,
          resetAt: (window + 1) * timeWindow,
          ready: Promise.resolve(),
        };
        e.ready = firstRead(k, e);
        entries.set(k, e);
      }
      e.pending++;
      const entry = e;
      void entry.ready.then(() =>
        cb(null, {
          current: entry.total + entry.sending + entry.pending,
          ttl: entry.resetAt - now,
        }),
      );
    },
    child: () => store,
    flush,
    close: () => clearInterval(timer),
  };
  return store;
}
