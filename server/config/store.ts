// Config versions in the database. Every process reads the active version number from the
// database on each use (one small query), so a publish in one process is seen by all of them;
// the files of a version never change, so they are cached per version.
import type { CondAst } from '../../codegen/steps/condition-ast.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../lib/errors.ts';
import { checkConfigFiles } from './checker.ts';
import {
  builtInFiles,
  conditionTrees,
  schemaHash,
  withReadOnly,
  type ConfigFiles,
} from './files.ts';

export interface RuntimeConfig {
  version: number;
  files: ConfigFiles;
  conditions: Record<string, CondAst>;
}

export const STALE_MSG =
  '다른 사용자가 먼저 설정을 게시했습니다. 최신 버전과 비교한 뒤 다시 시도해주세요.';

/** Every problem of a set of editable files, one line each; empty when publishable. */
export function checkFiles(files: ConfigFiles): string[] {
  return checkConfigFiles(withReadOnly(files));
}

const accepted = new Map<number, RuntimeConfig | null>();

function builtIn(): RuntimeConfig {
  const files = builtInFiles();
  return { version: 0, files, conditions: conditionTrees(files) };
}

/** The stored files of a version (0 is the built-in config); null when there is no such version. */
export async function versionFiles(q: Db['query'], version: number): Promise<ConfigFiles | null> {
  if (version === 0) return builtInFiles();
  const [row] = await q<{ files: ConfigFiles }>(
    'SELECT files FROM config_versions WHERE version = $1',
    [version],
  );
  return row?.files ?? null;
}

/**
 * The config this process serves: the active version, or the built-in one when the running code
 * cannot accept that version (checked against other schemas and failing the checker now).
 */
export async function activeConfig(db: Db): Promise<RuntimeConfig> {
  const [a] = await db.query<{ version: number }>('SELECT version FROM config_active');
  const version = a?.version ?? 0;
  if (version === 0) return builtIn();
  if (!accepted.has(version)) {
    const [row] = await db.query<{ files: ConfigFiles; schema_hash: string }>(
      'SELECT files, schema_hash FROM config_versions WHERE version = $1',
      [version],
    );
    const ok = row && (row.schema_hash === schemaHash() || checkFiles(row.files).length === 0);
    accepted.set(
      version,
      ok ? { version, files: row.files, conditions: conditionTrees(row.files) } : null,
    );
  }
  return accepted.get(version) ?? builtIn();
}

export async function activeVersionNumber(q: Db['query']): Promise<number> {
  const [a] = await q<{ version: number }>('SELECT version FROM config_active');
  return a?.version ?? 0;
}

/**
 * Publishes files as the next version, all files in one transaction. `parent` is the version the
 * files were edited from: when another publish came first, nothing is stored (409).
 */
export async function publishFiles(
  db: Db,
  args: { files: ConfigFiles; parent: number; authorId: number; note: string; action: string },
): Promise<number> {
  const problems = checkFiles(args.files);
  if (problems.length)
    throw Object.assign(new ApiError(400, '설정에 문제가 있어 게시할 수 없습니다.'), { problems });
  return db.tx(async (q) => {
    const [a] = await q<{ version: number }>('SELECT version FROM config_active FOR UPDATE');
    if ((a?.version ?? 0) !== args.parent) throw new ApiError(409, STALE_MSG);
    const [m] = await q<{ n: number }>(
      'SELECT coalesce(max(version), 0)::int AS n FROM config_versions',
    );
    const version = (m?.n ?? 0) + 1;
    await q(
      `INSERT INTO config_versions (version, parent_version, files, schema_hash, author_id, note)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6)`,
      [
        version,
        a?.version ?? 0,
        JSON.stringify(args.files),
        schemaHash(),
        args.authorId,
        args.note,
      ],
    );
    await q('UPDATE config_active SET version = $1', [version]);
    await q('INSERT INTO config_audit (user_id, action, version, detail) VALUES ($1, $2, $3, $4)', [
      args.authorId,
      args.action,
      version,
      args.note,
    ]);
    return version;
  });
}
