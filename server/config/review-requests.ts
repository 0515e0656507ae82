// Review requests (four eyes): an editor's saved draft, merged onto the active version, as a
// snapshot another staff member with the approver role approves or sends back; an approved
// request is published now or at a time (./schedules.ts) by a publisher, merged onto whatever
// is active then and checked like any publish. The author never approves their own request.
// Every state change is written to the request's thread and to the audit table.
import { changeList, type ConfigChange } from '../../config/change-list.ts';
import type { Overlay } from '../../config/overlay.ts';
import { STAFF_FILES } from '../../config/registry.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../lib/errors.ts';
import { draftFiles, draftOf, mergeOntoActive } from './drafts.ts';
import { overlayOf } from './overlays.ts';
import { changesForReview, PROBLEMS_MSG, publishProblems } from './publish-checks.ts';
import { configOfVersion, publishOverlayIn, type PublishArgs } from './versions.ts';

type Q = Db['query'];

export type RequestState = 'pending' | 'approved' | 'returned' | 'published' | 'withdrawn';
export type EventKind =
  | 'submit'
  | 'resubmit'
  | 'comment'
  | 'approve'
  | 'send-back'
  | 'publish'
  | 'schedule'
  | 'schedule-cancel'
  | 'schedule-failed'
  | 'withdraw';

export const REQUEST_NOT_FOUND_MSG = '검토 요청을 찾을 수 없습니다.';
export const NOT_AUTHOR_MSG = '검토 요청은 보낸 사람만 철회할 수 있습니다.';
export const SELF_REVIEW_MSG =
  '본인이 보낸 검토 요청은 승인하거나 돌려보낼 수 없습니다. 다른 승인 담당자에게 맡겨주세요.';
const STATE_NAMES: Readonly<Record<RequestState, string>> = {
  pending: '검토 대기',
  approved: '승인됨',
  returned: '돌려보냄',
  published: '게시됨',
  withdrawn: '철회됨',
};
const notPending = (state: RequestState, what: string) =>
  new ApiError(409, `이 요청은 '${STATE_NAMES[state]}' 상태라 ${what} 수 없습니다.`);

/** A request as stored, with the emails the screens show and its waiting schedule. */
export interface RequestRow {
  id: number;
  author_id: number;
  author: string;
  base_version: number;
  overlay: Overlay;
  note: string;
  state: RequestState;
  revision: number;
  needs_review: boolean;
  /** Products the author confirmed at 0원 when submitting (config/check/plausibility.ts). */
  free_products: string[];
  reviewer: string | null;
  version: number | null;
  created_at: Date;
  updated_at: Date;
  schedule_id: number | null;
  schedule_at: Date | null;
}

export const REQUEST_SELECT = `SELECT r.id, r.author_id, au.email AS author, r.base_version, r.overlay, r.note,
       r.state, r.revision, r.needs_review, r.free_products, rv.email AS reviewer, r.version, r.created_at,
       r.updated_at, s.id AS schedule_id, s.at AS schedule_at
  FROM config_requests r
  JOIN users au ON au.id = r.author_id
  LEFT JOIN users rv ON rv.id = r.reviewer_id
  LEFT JOIN config_schedules s ON s.request_id = r.id AND s.state = 'scheduled'`;

/** One request, locked for the transaction `q` runs (404 when there is none). */
export async function lockedRequest(q: Q, id: number): Promise<RequestRow> {
  // Lock the request row alone (a LEFT JOIN's nullable side cannot be locked), then read it.
  const [locked] = await q<{ id: number }>(
    'SELECT id FROM config_requests WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!locked) throw new ApiError(404, REQUEST_NOT_FOUND_MSG);
  return (await q<RequestRow>(`${REQUEST_SELECT} WHERE r.id = $1`, [id]))[0]!;
}

export async function addEvent(
  q: Q,
  requestId: number,
  userId: number,
  kind: EventKind,
  body = '',
) {
  await q(
    'INSERT INTO config_request_events (request_id, user_id, kind, body) VALUES ($1, $2, $3, $4)',
    [requestId, userId, kind, body],
  );
}

/** An audit row of a request (the history lists it with the request's changes). */
export async function audit(
  q: Q,
  userId: number,
  action: string,
  requestId: number,
  detail: string,
): Promise<void> {
  await q(
    'INSERT INTO config_audit (user_id, action, version, detail, request_id) VALUES ($1, $2, NULL, $3, $4)',
    [userId, action, detail, requestId],
  );
}

/** What a request changes over its base version (config/change-list.ts); [] when the base is gone. */
export async function requestChanges(q: Q, requestId: number): Promise<ConfigChange[]> {
  const [r] = await q<{ base_version: number; overlay: Overlay }>(
    'SELECT base_version, overlay FROM config_requests WHERE id = $1',
    [requestId],
  );
  const base = r && (await configOfVersion(q, r.base_version));
  if (!r || !base) return [];
  const files = draftFiles(r.overlay);
  return STAFF_FILES.flatMap((n) => changeList(n, base.files[n], files[n]));
}

/**
 * Submits the author's saved draft for review: merged onto the active version (409 for a field
 * both changed), checked (400 with the problems, or when it changes nothing). A request of the
 * author's that waits for review or was sent back takes the new snapshot and waits again.
 */
export async function submitRequest(
  db: Db,
  authorId: number,
  note: string,
  freeProducts: readonly string[] = [],
): Promise<number> {
  return db.tx(async (q) => {
    const d = await draftOf(q, authorId);
    if (d.revision === 0) throw new ApiError(400, '저장된 초안이 없습니다.');
    const m = await mergeOntoActive(q, d.baseVersion, d.files);
    const problems = await publishProblems(q, m.files, m.activeVersion, freeProducts);
    if (problems.length) throw new ApiError(400, PROBLEMS_MSG).with({ problems });
    const active = await configOfVersion(q, m.activeVersion);
    const needsReview = !!active && changesForReview(active, m.files).length > 0;
    // One open request per author (a partial unique index): a second submission updates it.
    const [row] = await q<{ id: number; revision: number }>(
      `INSERT INTO config_requests (author_id, base_version, overlay, note, needs_review, free_products)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6::jsonb)
       ON CONFLICT (author_id) WHERE state IN ('pending', 'returned') DO UPDATE
         SET base_version = $2, overlay = $3::jsonb, note = $4, needs_review = $5,
             free_products = $6::jsonb,
             state = 'pending', revision = config_requests.revision + 1, reviewer_id = NULL,
             reviewed_at = NULL, updated_at = now()
       RETURNING id, revision`,
      [
        authorId,
        m.activeVersion,
        JSON.stringify(overlayOf(m.files)),
        note,
        needsReview,
        JSON.stringify(freeProducts),
      ],
    );
    const kind = row!.revision === 1 ? 'submit' : 'resubmit';
    await addEvent(q, row!.id, authorId, kind, note);
    await audit(q, authorId, `request-${kind}`, row!.id, note);
    return row!.id;
  });
}

/** Approves or sends back a request waiting for review; never the reviewer's own. */
export async function reviewRequest(
  db: Db,
  id: number,
  reviewerId: number,
  verdict: 'approve' | 'send-back',
  comment: string,
): Promise<void> {
  await db.tx(async (q) => {
    const r = await lockedRequest(q, id);
    if (r.author_id === reviewerId) throw new ApiError(403, SELF_REVIEW_MSG);
    if (r.state !== 'pending')
      throw notPending(r.state, verdict === 'approve' ? '승인할' : '돌려보낼');
    await q(
      `UPDATE config_requests SET state = $2, reviewer_id = $3, reviewed_at = now(), updated_at = now()
        WHERE id = $1`,
      [id, verdict === 'approve' ? 'approved' : 'returned', reviewerId],
    );
    await addEvent(q, id, reviewerId, verdict, comment);
    await audit(q, reviewerId, `request-${verdict}`, id, r.note);
  });
}

/**
 * Publishes an approved request inside the caller's transaction: the active version is locked
 * first (a publish elsewhere waits), the snapshot merged onto it (409 for a field changed on
 * both sides) and checked (400). Returns the new version.
 */
export async function publishRequestIn(
  q: Q,
  r: RequestRow,
  publisherId: number,
  action: Extract<PublishArgs['action'], 'publish-request' | 'publish-scheduled'>,
): Promise<number> {
  await q('SELECT version FROM config_active FOR UPDATE');
  const m = await mergeOntoActive(q, r.base_version, draftFiles(r.overlay));
  const problems = await publishProblems(q, m.files, m.activeVersion, r.free_products);
  if (problems.length) throw new ApiError(400, PROBLEMS_MSG).with({ problems });
  const version = await publishOverlayIn(q, {
    overlay: overlayOf(m.files),
    parent: m.activeVersion,
    authorId: publisherId,
    note: r.note,
    action,
    requestId: r.id,
  });
  await q(
    `UPDATE config_requests SET state = 'published', version = $2, updated_at = now() WHERE id = $1`,
    [r.id, version],
  );
  await addEvent(q, r.id, publisherId, 'publish', `v${version}`);
  return version;
}

/** Publishes an approved request now (a scheduled one waits for its time or its cancellation). */
export async function publishRequestNow(db: Db, id: number, publisherId: number): Promise<number> {
  return db.tx(async (q) => {
    const r = await lockedRequest(q, id);
    if (r.state !== 'approved')
      throw new ApiError(
        409,
        r.state === 'published'
          ? '이미 게시된 요청입니다.'
          : '승인된 요청만 게시할 수 있습니다. 다른 스태프의 승인을 먼저 받아주세요.',
      );
    if (r.schedule_id !== null)
      throw new ApiError(
        409,
        '게시 예약이 잡힌 요청입니다. 바로 게시하려면 예약을 먼저 취소해주세요.',
      );
    return publishRequestIn(q, r, publisherId, 'publish-request');
  });
}

/**
 * Withdraws a request its author no longer wants (waiting, sent back, or approved and not yet
 * published): final, with the reason in its thread and an audit row; a schedule waiting for it is
 * cancelled in the same transaction, so it never goes live. The author's draft stays as it is.
 */
export async function withdrawRequest(
  db: Db,
  id: number,
  userId: number,
  reason: string,
): Promise<void> {
  await db.tx(async (q) => {
    const r = await lockedRequest(q, id);
    if (r.author_id !== userId) throw new ApiError(403, NOT_AUTHOR_MSG);
    if (r.state === 'published' || r.state === 'withdrawn') throw notPending(r.state, '철회할');
    if (r.schedule_id !== null) {
      await q(
        `UPDATE config_schedules SET state = 'cancelled', cancelled_by = $2, done_at = now()
          WHERE id = $1`,
        [r.schedule_id, userId],
      );
      await addEvent(q, id, userId, 'schedule-cancel');
    }
    await q(`UPDATE config_requests SET state = 'withdrawn', updated_at = now() WHERE id = $1`, [
      id,
    ]);
    await addEvent(q, id, userId, 'withdraw', reason);
    await audit(q, userId, 'request-withdraw', id, reason || r.note);
  });
}
