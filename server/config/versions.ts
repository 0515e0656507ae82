// Config versions in the database, as overlays. Every process reads the active version number
// from the database when a request needs config (one small query), so a publish in one process
// is seen by all of them; a version's overlay never changes, so its resolved config is cached
// per database and version.
import type { Overlay } from '../../config/overlay.ts';
import type { Db } from '../db/index.ts';
import { perDatabase } from '../db/per-database.ts';
import { ApiError } from '../lib/errors.ts';
import { builtInConfig, resolveVersion, type ActiveConfig } from './active-config.ts';

type Q = Db['query'];

export const STALE_MSG =
  '다른 사용자가 먼저 설정을 게시했습니다. 최신 버전과 비교한 뒤 다시 시도해주세요.';

/** The active version's number as a column of a statement the request runs anyway. */
export const ACTIVE_VERSION_SQL = '(SELECT version FROM config_active)';

/** The live rollout's id (null: none) as a column of a statement the request runs anyway. */
export const ACTIVE_ROLLOUT_SQL = "(SELECT id FROM config_rollouts WHERE state = 'active')";

export async function activeVersionNumber(q: Q): Promise<number> {
  const [a] = await q<{ version: number }>('SELECT version FROM config_active');
  return a?.version ?? 0;
}

/** A version's overlay (0 is the built-in config: no changes); null when there is no such version. */
export async function versionOverlay(q: Q, version: number): Promise<Overlay | null> {
  if (version === 0) return {};
  const [row] = await q<{ overlay: Overlay | null }>(
    'SELECT overlay FROM config_versions WHERE version = $1',
    [version],
  );
  return row ? (row.overlay ?? {}) : null;
}

const resolvedIn = perDatabase<number, ActiveConfig>();

/** A version as this build runs it (cached per database: a version never changes). */
export async function configOfVersion(q: Q, version: number): Promise<ActiveConfig | null> {
  if (version === 0) return builtInConfig();
  const resolved = resolvedIn(q);
  const hit = resolved.get(version);
  if (hit) return hit;
  const overlay = await versionOverlay(q, version);
  if (!overlay) return null;
  const config = resolveVersion(version, overlay);
  resolved.set(version, config);
  return config;
}

/** The active version as this build runs it. */
export async function activeConfig(db: Db): Promise<ActiveConfig> {
  const version = await activeVersionNumber(db.query);
  return (await configOfVersion(db.query, version)) ?? builtInConfig();
}

export interface PublishArgs {
  overlay: Overlay;
  /** The version the overlay was merged onto: when another publish came first, nothing is stored. */
  parent: number;
  /** Who published it (for a scheduled publish, who scheduled it). */
  authorId: number;
  note: string;
  /** The audit row's action. */
  action: 'publish' | 'rollback' | 'publish-request' | 'publish-scheduled' | 'publish-rollout';
  /** The review request it was published from. */
  requestId?: number;
  /** The rollout it was promoted from. */
  rolloutId?: number;
}

/** Stores the overlay as the next version and makes it active, in one transaction. */
export async function publishOverlay(db: Db, args: PublishArgs): Promise<number> {
  return db.tx((q) => publishOverlayIn(q, args));
}

/** publishOverlay inside a transaction the caller holds (`q` is its connection). */
export async function publishOverlayIn(q: Q, args: PublishArgs): Promise<number> {
  const [a] = await q<{ version: number }>('SELECT version FROM config_active FOR UPDATE');
  if ((a?.version ?? 0) !== args.parent) throw new ApiError(409, STALE_MSG);
  const [m] = await q<{ n: number }>(
    'SELECT coalesce(max(version), 0)::int AS n FROM config_versions',
  );
  const version = (m?.n ?? 0) + 1;
  await q(
    `INSERT INTO config_versions (version, parent_version, overlay, schema_hash, author_id, note, request_id)
     VALUES ($1, $2, $3::jsonb, '', $4, $5, $6)`,
    [
      version,
      args.parent,
      JSON.stringify(args.overlay),
      args.authorId,
      args.note,
      args.requestId ?? null,
    ],
  );
  await q('UPDATE config_active SET version = $1', [version]);
  await q(
    `INSERT INTO config_audit (user_id, action, version, detail, request_id, rollout_id)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      args.authorId,
      args.action,
      version,
      args.note,
      args.requestId ?? null,
      args.rolloutId ?? null,
    ],
  );
  return version;
}
