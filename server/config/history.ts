// The config's audit history as staff read it: the events of config_audit that changed (or decided
// on) the active version, each with what it changed. Changes are language-free
// (config/change-list.ts); the studio words them in Korean.
import { changeList, type ConfigChange } from '../../config/change-list.ts';
import { STAFF_FILES } from '../../config/registry.ts';
import type { Db } from '../db/index.ts';
import { isoTime } from '../lib/format.ts';
import { draftFiles } from './drafts.ts';
import { requestChanges } from './review-requests.ts';
import { rolloutOf } from './rollouts.ts';
import { configOfVersion } from './versions.ts';

type Q = Db['query'];

/**
 * The audit actions the history shows. Another kind of event (an approval, a schedule) joins the
 * history with its action here, in the spec's ConfigHistoryItem.action and in the studio's table
 * of event kinds (src/features/studio/sections/history/event-kinds.ts). The events of a review
 * request (./review-requests.ts, ./schedules.ts) list the request's changes.
 */
export const HISTORY_ACTIONS = [
  'publish',
  'rollback',
  'publish-request',
  'publish-scheduled',
  'request-submit',
  'request-resubmit',
  'request-approve',
  'request-send-back',
  'request-withdraw',
  'schedule',
  'schedule-cancel',
  'schedule-failed',
  'rollout-start',
  'rollout-rollback',
  'publish-rollout',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** Changes listed with each event; the rest are counted (the studio opens the whole comparison). */
export const CHANGES_PER_EVENT = 20;

/** Every change of the staff files from version `from` to version `to`; null when one is missing. */
export async function versionChanges(
  q: Q,
  from: number,
  to: number,
): Promise<ConfigChange[] | null> {
  const [a, b] = [await configOfVersion(q, from), await configOfVersion(q, to)];
  if (!a || !b) return null;
  return STAFF_FILES.flatMap((name) => changeList(name, a.files[name], b.files[name]));
}

/** What a rollout changes over the version it was made on; [] when either is gone. */
async function rolloutChanges(q: Q, rolloutId: number): Promise<ConfigChange[]> {
  const r = await rolloutOf(q, rolloutId);
  const base = r && (await configOfVersion(q, r.base_version));
  if (!r || !base) return [];
  const files = draftFiles(r.overlay);
  return STAFF_FILES.flatMap((n) => changeList(n, base.files[n], files[n]));
}

export interface HistoryItem {
  id: number;
  action: HistoryAction;
  version: number | null;
  parentVersion: number | null;
  author: string;
  authorName: string;
  at: string;
  note: string;
  /** The review request the event is about (or published). */
  requestId: number | null;
  /** The rollout the event started, ended or promoted. */
  rolloutId: number | null;
  changes: ConfigChange[];
  changeCount: number;
}

/** One page of the history, newest first, and how many events it has in all. */
export async function historyPage(
  q: Q,
  limit: number,
  offset: number,
): Promise<{ items: HistoryItem[]; total: number }> {
  const actions = [...HISTORY_ACTIONS];
  const [c] = await q<{ n: number }>(
    'SELECT count(*)::int AS n FROM config_audit WHERE action = ANY($1::text[])',
    [actions],
  );
  const rows = await q<{
    id: number;
    action: HistoryAction;
    version: number | null;
    parent_version: number | null;
    email: string;
    name: string;
    detail: string;
    at: Date;
    request_id: number | null;
    rollout_id: number | null;
  }>(
    `SELECT a.id, a.action, a.version, v.parent_version, u.email, u.name, a.detail, a.at,
            a.request_id, a.rollout_id
       FROM config_audit a
       JOIN users u ON u.id = a.user_id
       LEFT JOIN config_versions v ON v.version = a.version
      WHERE a.action = ANY($1::text[])
      ORDER BY a.id DESC LIMIT $2 OFFSET $3`,
    [actions, limit, offset],
  );
  const items: HistoryItem[] = [];
  for (const r of rows) {
    const changes =
      r.version !== null
        ? ((await versionChanges(q, r.parent_version ?? 0, r.version)) ?? [])
        : r.request_id !== null
          ? await requestChanges(q, r.request_id)
          : r.rollout_id !== null
            ? await rolloutChanges(q, r.rollout_id)
            : [];
    items.push({
      id: r.id,
      action: r.action,
      version: r.version,
      parentVersion: r.version === null ? null : (r.parent_version ?? 0),
      author: r.email,
      authorName: r.name,
      at: isoTime(r.at),
      note: r.detail,
      requestId: r.request_id,
      rolloutId: r.rollout_id,
      changes: changes.slice(0, CHANGES_PER_EVENT),
      changeCount: changes.length,
    });
  }
  return { items, total: c?.n ?? 0 };
}
