// Writing a notification where its event happens. Each recipient gets one row per event
// (UNIQUE (user_id, event_key)): a sweep that sees the same deadline every minute, or two
// processes raising the same event, store it once, and only a row actually written is announced
// live (pg_notify, delivered to every process when the caller's transaction commits) and sent
// by text message, so a notification goes to the phone at most once.
//
// Call it inside `db.tx`: PostgreSQL delivers pg_notify at commit either way, but embedded
// PGlite announces only notifications of its transactions (server/db/index.ts, Db.listen).
import type { Db } from '../db/index.ts';
import type { SmsSender } from '../lib/sms.ts';
import { NOTIFY_CHANNEL, type NotificationKind } from './kinds.ts';

type Q = Db['query'];

export interface NotificationEvent {
  kind: NotificationKind;
  /** The event's identity, e.g. `inquiry:42`; the same key never notifies a user twice. */
  key: string;
  title: string;
  body: string;
}

/** Who receives it: every broker of an office (staff accounts excluded), or given users. */
export type Recipients = { agentId: number } | { userIds: readonly number[] };

interface Written {
  id: number;
  user_id: number;
  phone: string;
  by_sms: boolean;
}

/** Stores the event for each recipient that lacks it; returns how many rows were written. */
export async function raiseNotification(
  q: Q,
  sms: SmsSender,
  to: Recipients,
  ev: NotificationEvent,
): Promise<number> {
  const [who, arg] =
    'agentId' in to
      ? [`u.agent_id = $1 AND u.role <> 'staff'`, to.agentId]
      : ['u.id = ANY($1::int[])', [...to.userIds]];
  // One statement: the rows, their live announcement and whether each also goes by SMS.
  const rows = await q<Written>(
    `WITH n AS (
       INSERT INTO notifications (user_id, kind, event_key, title, body)
       SELECT u.id, $2, $3, $4, $5 FROM users u WHERE ${who}
       ON CONFLICT (user_id, event_key) DO NOTHING
       RETURNING id, user_id, kind, title, body, created_at)
     SELECT n.id::int AS id, n.user_id, u.phone,
            coalesce($2 = ANY(s.sms_kinds), false) AS by_sms,
            pg_notify($6 || '__' || current_schema(), json_build_object(
              'userId', n.user_id, 'id', n.id, 'kind', n.kind, 'title', n.title, 'body', n.body,
              'createdAt', to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'read', false)::text) AS announced
       FROM n JOIN users u ON u.id = n.user_id
       LEFT JOIN notification_settings s ON s.user_id = n.user_id`,
    [arg, ev.kind, ev.key, ev.title, ev.body, NOTIFY_CHANNEL],
  );
  for (const r of rows) {
    if (!r.by_sms || r.phone.replace(/\D/g, '') === '') continue;
    await sms.send(q, {
      to: r.phone,
      body: `[알림] ${ev.title} - ${ev.body}`,
      purpose: 'NOTIFICATION',
      userId: r.user_id,
    });
    await q('UPDATE notifications SET sms_sent_at = now() WHERE id = $1', [r.id]);
  }
  return rows.length;
}
