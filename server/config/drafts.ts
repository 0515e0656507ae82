// Staff drafts: each staff member's edit in progress, stored as an overlay over this build's
// defaults with the version it started from. A save or publish on an older base is merged field
// by field with what was published meanwhile (config/overlay-merge.ts): changes to different
// fields are kept without asking; a field both sides changed is a conflict staff resolve.
import { CONFIG_SCHEMAS } from '../../config/files.ts';
import { indexPointer, valueAt } from '../../config/keyed-pointer.ts';
import { mergeThreeWay } from '../../config/overlay-merge.ts';
import type { Overlay } from '../../config/overlay.ts';
import { STAFF_FILES } from '../../config/registry.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../lib/errors.ts';
import { applyToBuiltIn } from './active-config.ts';
import { staffFilesOf, type StaffFiles } from './overlays.ts';
import { activeVersionNumber, configOfVersion } from './versions.ts';

type Q = Db['query'];

export interface Draft {
  baseVersion: number;
  revision: number;
  files: StaffFiles;
}

export const draftFiles = (overlay: Overlay): StaffFiles =>
  staffFilesOf(applyToBuiltIn(overlay).files);

/** The caller's draft; without one, the active version (revision 0). */
export async function draftOf(q: Q, userId: number): Promise<Draft> {
  const [d] = await q<{ base_version: number; revision: number; overlay: Overlay | null }>(
    'SELECT base_version, revision, overlay FROM config_drafts WHERE user_id = $1',
    [userId],
  );
  if (d)
    return {
      baseVersion: d.base_version,
      revision: d.revision,
      files: draftFiles(d.overlay ?? {}),
    };
  const base = await activeVersionNumber(q);
  const config = await configOfVersion(q, base);
  return { baseVersion: base, revision: 0, files: staffFilesOf(config!.files) };
}

/** One field both sides changed, in the words the studio shows it with. */
export interface ConflictView {
  file: string;
  /** Keyed pointer of the field (stable across versions). */
  path: string;
  /** JSON Pointer of the field in the merged draft, for the studio's editors ('' if removed). */
  pointer: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export const CONFLICT_MSG =
  '다른 사용자가 같은 항목을 먼저 게시했습니다. 항목마다 어느 값을 남길지 골라주세요.';

export type Resolutions = Readonly<Record<string, 'mine' | 'theirs'>>;

/**
 * `mine` (edited from version `base`) brought onto the active version: the merged files, or a
 * 409 listing each field both sides changed that `resolutions` (by file and keyed path:
 * `products#/products/[key=x]/label`) does not settle.
 */
export async function mergeOntoActive(
  q: Q,
  base: number,
  mine: StaffFiles,
  resolutions: Resolutions = {},
): Promise<{ files: StaffFiles; activeVersion: number; merged: boolean }> {
  const activeVersion = await activeVersionNumber(q);
  if (base === activeVersion) return { files: mine, activeVersion, merged: false };
  const baseConfig = await configOfVersion(q, base);
  const theirConfig = await configOfVersion(q, activeVersion);
  if (!baseConfig || !theirConfig) throw new ApiError(404, '해당 버전을 찾을 수 없습니다.');
  const files = {} as StaffFiles;
  const conflicts: ConflictView[] = [];
  for (const name of STAFF_FILES) {
    const schema = CONFIG_SCHEMAS[name];
    const r = mergeThreeWay(
      schema,
      baseConfig.files[name],
      mine[name],
      theirConfig.files[name],
      (path) => resolutions[`${name}#${path}`],
    );
    files[name] = r.merged as Record<string, unknown>;
    for (const c of r.conflicts)
      conflicts.push({
        file: name,
        path: c.path,
        pointer: indexPointer(r.merged, c.path) ?? indexPointer(mine[name], c.path) ?? '',
        base: valueAt(baseConfig.files[name], c.path),
        mine: valueAt(mine[name], c.path),
        theirs: valueAt(theirConfig.files[name], c.path),
      });
  }
  if (conflicts.length) throw new ApiError(409, CONFLICT_MSG).with({ conflicts, activeVersion });
  return { files, activeVersion, merged: true };
}
