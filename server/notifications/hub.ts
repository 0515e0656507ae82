// Live delivery in one process: one LISTEN on the database (every process has its own, so an
// event raised in any process reaches streams open on all of them) fanned out to the streams
// this process holds, by user. Streams end when the app closes, so a shutdown never waits on an
// open page.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/index.ts';
import { NOTIFY_CHANNEL, type NotificationItem } from './kinds.ts';

export interface Subscriber {
  send: (n: NotificationItem) => void;
  end: () => void;
}

export interface NotificationHub {
  /** Resolves once this process listens (a stream opened before that would miss events). */
  ready: () => Promise<void>;
  subscribe: (userId: number, s: Subscriber) => () => void;
  /** Streams open in this process (tests, metrics). */
  size: () => number;
}

interface Announced extends NotificationItem {
  userId: number;
}

export function createHub(): NotificationHub & {
  deliver: (payload: string) => void;
  endAll: () => void;
  markReady: () => void;
} {
  const byUser = new Map<number, Set<Subscriber>>();
  let markReady!: () => void;
  const listening = new Promise<void>((r) => (markReady = r));
  return {
    ready: () => listening,
    markReady,
    subscribe(userId, s) {
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(s);
      return () => {
        set.delete(s);
        if (set.size === 0) byUser.delete(userId);
      };
    },
    size: () => [...byUser.values()].reduce((n, s) => n + s.size, 0),
    deliver(payload) {
      const { userId, ...item } = JSON.parse(payload) as Announced;
      for (const s of byUser.get(userId) ?? []) s.send(item);
    },
    endAll() {
      for (const set of byUser.values()) for (const s of set) s.end();
      byUser.clear();
    },
  };
}

export const notificationHub = fp(
  async (app: FastifyInstance, opts: { db: Db; hub: ReturnType<typeof createHub> }) => {
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      // Channels are the database's, schemas share them: one per schema (raise.ts names it the
      // same way), so portals in schemas of one database never hear each other.
      const [where] = await opts.db.query<{ s: string }>('SELECT current_schema() AS s');
      stop = await opts.db.listen(`${NOTIFY_CHANNEL}__${where!.s}`, (payload) => {
        try {
          opts.hub.deliver(payload);
        } catch (e) {
          app.log.error(e, 'notification delivery failed');
        }
      });
      opts.hub.markReady();
    });
    app.addHook('preClose', async () => {
      opts.hub.endAll();
      await stop?.();
    });
  },
  { name: 'notification-hub' },
);
