// Handlers of tag "notification": the caller's notification centre (list, read, read all, the
// text-message choice) and its live stream of server-sent events, fed by this process's hub
// (server/notifications/hub.ts), which hears every process through the database.
import { caller } from '../lib/auth.ts';
import { ApiError, MSG } from '../lib/errors.ts';
import { isoTime } from '../lib/format.ts';
import { body, ok, pageArgs, params, query, type Ctx, type Handlers } from '../lib/http.ts';
import type { NotificationHub } from '../notifications/hub.ts';
import type { NotificationItem, NotificationKind } from '../notifications/kinds.ts';

export const NOTIFICATION_MSG = {
  streamOnly: '이 주소는 실시간 알림(text/event-stream)만 보냅니다.',
} as const;

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const KEEP_ALIVE_MS = 25_000;

interface Row {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  created_at: Date;
  read_at: Date | null;
}

const item = (r: Row): NotificationItem => ({
  id: Number(r.id),
  kind: r.kind,
  title: r.title,
  body: r.body,
  createdAt: isoTime(r.created_at),
  read: r.read_at !== null,
});

export function notificationHandlers({ db, hub }: Ctx & { hub: NotificationHub }): Handlers {
  const unread = async (userId: number) => {
    const [r] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL',
      [userId],
    );
    return r?.n ?? 0;
  };
  const settings = async (userId: number) => {
    const [r] = await db.query<{ sms_kinds: NotificationKind[] | null; phone: string }>(
      `SELECT s.sms_kinds, u.phone FROM users u
         LEFT JOIN notification_settings s ON s.user_id = u.id WHERE u.id = $1`,
      [userId],
    );
    return { smsKinds: r?.sms_kinds ?? [], phone: r?.phone ?? '' };
  };
  return {
    async getNotifications(req) {
      const a = caller(req);
      const { limit, offset } = pageArgs(query<{ page?: number }>(req), 20);
      const rows = await db.query<Row>(
        `SELECT id, kind, title, body, created_at, read_at FROM notifications
          WHERE user_id = $1 ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}`,
        [a.userId],
      );
      const [c] = await db.query<{ total: number; unread: number }>(
        `SELECT count(*)::int AS total, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread
           FROM notifications WHERE user_id = $1`,
        [a.userId],
      );
      return ok({ items: rows.map(item), total: c?.total ?? 0, unread: c?.unread ?? 0 });
    },
    async postNotificationRead(req) {
      const a = caller(req);
      const { notificationId } = params<{ notificationId: number }>(req);
      const done = await db.query(
        `UPDATE notifications SET read_at = coalesce(read_at, now())
          WHERE id = $1 AND user_id = $2 RETURNING id`,
        [notificationId, a.userId],
      );
      if (done.length === 0) throw new ApiError(404, MSG.notFound);
      return ok({ unread: await unread(a.userId) });
    },
    async postNotificationsReadAll(req) {
      const a = caller(req);
      await db.query(
        'UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL',
        [a.userId],
      );
      return ok({ unread: 0 });
    },
    async getNotificationSettings(req) {
      return ok(await settings(caller(req).userId));
    },
    async putNotificationSettings(req) {
      const a = caller(req);
      const { smsKinds } = body<{ smsKinds: NotificationKind[] }>(req);
      await db.query(
        `INSERT INTO notification_settings (user_id, sms_kinds) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET sms_kinds = EXCLUDED.sms_kinds`,
        [a.userId, smsKinds],
      );
      return ok(await settings(a.userId));
    },
    async getNotificationStream(req, reply) {
      const a = caller(req);
      if (!String(req.headers.accept ?? '').includes('text/event-stream'))
        throw new ApiError(406, NOTIFICATION_MSG.streamOnly);
      // Listening before the first byte: an event raised once the client saw `ready` is never
      // missed (and one raised before it is in the list the client reads on `ready`).
      await hub.ready();
      // The time of the caller's latest inquiry: a client whose unread-inquiry counts are older
      // reads them again on `ready` (a server-rendered page's counts usually are not).
      const [latest] = await db.query<{ at: Date | null }>(
        `SELECT max(created_at) AS at FROM notifications WHERE user_id = $1 AND kind = 'INQUIRY'`,
        [a.userId],
      );
      const ready = { latestInquiryAt: latest?.at ? isoTime(latest.at) : null };
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies buffer responses unless told not to
        'x-accel-buffering': 'no',
      });
      const unsubscribe = hub.subscribe(a.userId, {
        send: (n) => res.write(`id: ${n.id}\nevent: notification\ndata: ${JSON.stringify(n)}\n\n`),
        end: () => res.end(),
      });
      res.write(`retry: 3000\n\nevent: ready\ndata: ${JSON.stringify(ready)}\n\n`);
      const beat = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      beat.unref();
      res.on('close', () => {
        clearInterval(beat);
        unsubscribe();
      });
    },
  };
}
