// Rollouts (issue 25 item 5): a draft, or an approved review request, goes to a segment of offices
// before everyone. Starting one checks the snapshot like a publish (the checker, the segment's
// condition against the session fields, and the office setting's review rules: a change that
// needs review goes out only from an approved request). Promoting publishes it as the next
// version through the publish path; rolling back ends it. Each step is audited with the rollout.
import { CONFIG_SCHEMAS } from '../../config/files.ts';
import { mergeThreeWay } from '../../config/overlay-merge.ts';
import { applyOverlay, type Overlay } from '../../config/overlay.ts';
import { STAFF_FILES, type StaffConfigName } from '../../config/registry.ts';
import { overlayBetween } from '../../config/review-rules.ts';
import type { Db } from '../db/index.ts';
import { perDatabase } from '../db/per-database.ts';
import { ApiError } from '../lib/errors.ts';
import { builtInConfig, resolveVersion, type ActiveConfig } from './active-config.ts';
import { draftFiles, draftOf, mergeOntoActive } from './drafts.ts';
import { overlayOf, staffFilesOf, type StaffFiles } from './overlays.ts';
import { changesForReview, PROBLEMS_MSG, publishProblems, REVIEW_MSG } from './publish-checks.ts';
import { addEvent, lockedRequest } from './review-requests.ts';
import { segmentProblems, type Segment } from './rollout-segment.ts';
import { configOfVersion, publishOverlayIn } from './versions.ts';

type Q = Db['query'];

export type RolloutState = 'active' | 'promoted' | 'rolled-back';

export const ROLLOUT_NOT_FOUND_MSG = '단계적 공개를 찾을 수 없습니다.';
export const ROLLOUT_LIVE_MSG =
  '이미 진행 중인 단계적 공개가 있습니다. 먼저 전체 공개하거나 되돌린 뒤 시작해주세요.';
const ENDED_MSG = '이미 끝난 단계적 공개입니다.';

/** What never changes about a rollout once started. */
export interface Rollout extends Segment {
  id: number;
  base_version: number;
  overlay: Overlay;
  request_id: number | null;
}

export interface RolloutRow extends Rollout {
  note: string;
  item_file: StaffConfigName | null;
  item_path: string | null;
  state: RolloutState;
  author: string;
  ended_by: string | null;
  ended_at: Date | null;
  version: number | null;
  created_at: Date;
}

export const ROLLOUT_SELECT = `SELECT r.id, r.base_version, r.overlay, r.note, r.condition, r.percent, r.state,
       r.item_file, r.item_path,
       r.request_id, au.email AS author, eb.email AS ended_by, r.ended_at, r.version, r.created_at
  FROM config_rollouts r
  JOIN users au ON au.id = r.author_id
  LEFT JOIN users eb ON eb.id = r.ended_by`;

const startedIn = perDatabase<number, Rollout>();

/** A rollout's snapshot and segment (cached: they never change); null when there is none. */
export async function rolloutOf(q: Q, id: number): Promise<Rollout | null> {
  const started = startedIn(q);
  const hit = started.get(id);
  if (hit) return hit;
  const [r] = await q<Rollout>(
    `SELECT id, base_version, overlay, condition, percent, request_id FROM config_rollouts
      WHERE id = $1`,
    [id],
  );
  if (r) started.set(id, r);
  return r ?? null;
}

/** The rollout's files brought onto `active`: where both changed a field, the rollout's wins. */
export async function rolloutFiles(q: Q, r: Rollout, active: ActiveConfig): Promise<StaffFiles> {
  const mine = draftFiles(r.overlay);
  if (r.base_version === active.version) return mine;
  const base = await configOfVersion(q, r.base_version);
  if (!base) return mine;
  const files = {} as StaffFiles;
  for (const name of STAFF_FILES)
    files[name] = mergeThreeWay(
      CONFIG_SCHEMAS[name],
      base.files[name],
      mine[name],
      active.files[name],
      () => 'mine',
    ).merged as Record<string, unknown>;
  return files;
}

const resolvedIn = perDatabase<string, ActiveConfig>();

/**
 * The config the segment of `r` gets while `active` is the active version (cached per rollout
 * and version). Should this build refuse the result whole, the segment gets the active version.
 */
export async function rolloutConfig(q: Q, r: Rollout, active: ActiveConfig): Promise<ActiveConfig> {
  const key = `${r.id}@${active.version}`;
  const resolved = resolvedIn(q);
  const hit = resolved.get(key);
  if (hit) return hit;
  const overlay = overlayOf(await rolloutFiles(q, r, active));
  // resolveVersion treats version 0 as the built-in config: resolve under a placeholder number.
  const built = resolveVersion(Math.max(active.version, 1), overlay);
  const config: ActiveConfig =
    built === builtInConfig() ? active : { ...built, version: active.version, rollout: r.id };
  resolved.set(key, config);
  return config;
}

async function audit(q: Q, userId: number, action: string, rolloutId: number, detail: string) {
  await q(
    `INSERT INTO config_audit (user_id, action, version, detail, rollout_id)
     VALUES ($1, $2, NULL, $3, $4)`,
    [userId, action, detail, rolloutId],
  );
}

/** One item of the staff files: a product, a menu item, a popup step (its keyed path). */
export interface RolloutItem {
  file: StaffConfigName;
  path: string;
}

export const NO_ITEM_CHANGE_MSG =
  '고른 항목에는 바뀐 것이 없습니다. 초안에서 바뀐 상품·메뉴 항목·팝업 단계를 골라주세요.';

/** `active` with only the changes `files` make at or inside `item`; null when there are none. */
export function onlyItem(
  active: StaffFiles,
  files: StaffFiles,
  item: RolloutItem,
): StaffFiles | null {
  const ops = (overlayBetween(active, files)[item.file] ?? []).filter(
    (op) => op.path === item.path || op.path.startsWith(`${item.path}/`),
  );
  if (!ops.length) return null;
  return { ...active, [item.file]: applyOverlay(active[item.file], ops).value };
}

export interface StartArgs extends Segment {
  note: string;
  /** An approved review request to roll out; without it, the caller's saved draft. */
  requestId?: number;
  /** Only this item's changes go out (the rest of the snapshot waits). */
  item?: RolloutItem;
}

/** Starts a rollout of the caller's draft or an approved request; returns its id. */
export async function startRollout(db: Db, userId: number, args: StartArgs): Promise<number> {
  const segment: Segment = { condition: args.condition, percent: args.percent };
  if (segment.condition === null && segment.percent === null)
    throw new ApiError(400, '대상 조건이나 사무소 비율 중 하나는 정해주세요.');
  const condition = segmentProblems(segment);
  if (condition.length) throw new ApiError(400, PROBLEMS_MSG).with({ problems: condition });
  return db.tx(async (q) => {
    await q('SELECT version FROM config_active FOR UPDATE');
    const [live] = await q<{ id: number }>(
      "SELECT id FROM config_rollouts WHERE state = 'active' FOR UPDATE",
    );
    if (live) throw new ApiError(409, ROLLOUT_LIVE_MSG);
    // `free`: the products confirmed at 0원 (a request's author confirmed them; a draft, none).
    let from: { base: number; files: StaffFiles; requestId: number | null; free: string[] };
    if (args.requestId !== undefined) {
      const r = await lockedRequest(q, args.requestId);
      if (r.state !== 'approved')
        throw new ApiError(
          409,
          '승인된 요청만 단계적으로 공개할 수 있습니다. 다른 스태프의 승인을 먼저 받아주세요.',
        );
      from = {
        base: r.base_version,
        files: draftFiles(r.overlay),
        requestId: r.id,
        free: r.free_products,
      };
    } else {
      const d = await draftOf(q, userId);
      if (d.revision === 0) throw new ApiError(400, '저장된 초안이 없습니다.');
      from = { base: d.baseVersion, files: d.files, requestId: null, free: [] };
    }
    const m = await mergeOntoActive(q, from.base, from.files);
    const active = await configOfVersion(q, m.activeVersion);
    let files = m.files;
    if (args.item) {
      const only = active && onlyItem(staffFilesOf(active.files), m.files, args.item);
      if (!only) throw new ApiError(400, NO_ITEM_CHANGE_MSG);
      files = only;
    }
    const problems = await publishProblems(q, files, m.activeVersion, from.free);
    if (problems.length) throw new ApiError(400, PROBLEMS_MSG).with({ problems });
    // Four eyes: a segment is real offices and real prices, so a change the office setting
    // sends to review goes out only from an approved request, as a publish would.
    if (from.requestId === null) {
      const needsReview = active ? changesForReview(active, files) : [];
      if (needsReview.length) throw new ApiError(409, REVIEW_MSG).with({ needsReview });
    }
    const [row] = await q<{ id: number }>(
      `INSERT INTO config_rollouts (author_id, base_version, overlay, note, condition, percent,
         request_id, item_file, item_path)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        userId,
        m.activeVersion,
        JSON.stringify(overlayOf(files)),
        args.note,
        segment.condition,
        segment.percent,
        from.requestId,
        args.item?.file ?? null,
        args.item?.path ?? null,
      ],
    );
    await audit(q, userId, 'rollout-start', row!.id, args.note);
    return row!.id;
  });
}

async function lockedLive(q: Q, id: number): Promise<RolloutRow> {
  const [locked] = await q<{ state: RolloutState }>(
    'SELECT state FROM config_rollouts WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!locked) throw new ApiError(404, ROLLOUT_NOT_FOUND_MSG);
  if (locked.state !== 'active') throw new ApiError(409, ENDED_MSG);
  return (await q<RolloutRow>(`${ROLLOUT_SELECT} WHERE r.id = $1`, [id]))[0]!;
}

/**
 * Publishes a live rollout for everyone: its snapshot merged onto the active version (409 for a
 * field changed on both sides) and checked like any publish (400). Returns the new version.
 */
export async function promoteRollout(db: Db, id: number, userId: number): Promise<number> {
  return db.tx(async (q) => {
    await q('SELECT version FROM config_active FOR UPDATE');
    const r = await lockedLive(q, id);
    const m = await mergeOntoActive(q, r.base_version, draftFiles(r.overlay));
    // The products its request's author confirmed at 0원 (none for a rollout of a draft).
    const [request] =
      r.request_id === null
        ? []
        : await q<{ free_products: string[] }>(
            'SELECT free_products FROM config_requests WHERE id = $1',
            [r.request_id],
          );
    const problems = await publishProblems(
      q,
      m.files,
      m.activeVersion,
      request?.free_products ?? [],
    );
    if (problems.length) throw new ApiError(400, PROBLEMS_MSG).with({ problems });
    if (r.request_id === null) {
      // Started from a draft: its changes did not need review then; the setting may have changed.
      const active = await configOfVersion(q, m.activeVersion);
      const needsReview = active ? changesForReview(active, m.files) : [];
      if (needsReview.length) throw new ApiError(409, REVIEW_MSG).with({ needsReview });
    }
    const version = await publishOverlayIn(q, {
      overlay: overlayOf(m.files),
      parent: m.activeVersion,
      authorId: userId,
      note: r.note,
      action: 'publish-rollout',
      rolloutId: id,
      // An item rolled out on its own publishes part of its request: the request stays approved.
      ...(r.request_id !== null && r.item_file === null ? { requestId: r.request_id } : {}),
    });
    await q(
      `UPDATE config_rollouts SET state = 'promoted', version = $2, ended_by = $3, ended_at = now()
        WHERE id = $1`,
      [id, version, userId],
    );
    if (r.request_id !== null && r.item_file === null) {
      await q(
        `UPDATE config_requests SET state = 'published', version = $2, updated_at = now()
          WHERE id = $1 AND state = 'approved'`,
        [r.request_id, version],
      );
      await addEvent(q, r.request_id, userId, 'publish', `v${version}`);
    }
    return version;
  });
}

/** Ends a live rollout: its segment gets the active version again. */
export async function rollBackRollout(db: Db, id: number, userId: number): Promise<void> {
  await db.tx(async (q) => {
    const r = await lockedLive(q, id);
    await q(
      `UPDATE config_rollouts SET state = 'rolled-back', ended_by = $2, ended_at = now()
        WHERE id = $1`,
      [id, userId],
    );
    await audit(q, userId, 'rollout-rollback', id, r.note);
  });
}
