// Versions and drafts stored as whole files (before versions were overlays) become overlays over
// this build's defaults, once, at start. Changes to developer-owned fields are left out (they
// were never staff's to make), so a version that changed one keeps the rest of its changes.
import { builtInFiles, CONFIG_SCHEMAS } from '../../config/files.ts';
import { valueAt } from '../../config/keyed-pointer.ts';
import type { Overlay, OverlayOp } from '../../config/overlay.ts';
import { changesDeveloperField } from '../../config/ownership.ts';
import type { StaffConfigName } from '../../config/registry.ts';
import type { Db } from '../db/index.ts';
import { overlayOf, type StaffFiles } from './overlays.ts';

export function staffOverlayOf(files: Partial<StaffFiles>): Overlay {
  const out: Record<string, OverlayOp[]> = {};
  for (const [name, ops] of Object.entries(overlayOf(files))) {
    const schema = CONFIG_SCHEMAS[name as StaffConfigName];
    const base = builtInFiles()[name as StaffConfigName];
    const kept = ops.filter(
      (op) => !changesDeveloperField(name, schema, op, valueAt(base, op.path)),
    );
    if (kept.length) out[name] = kept;
  }
  return out;
}

export async function upgradeStoredConfig(db: Db): Promise<void> {
  const versions = await db.query<{ version: number; files: Partial<StaffFiles> }>(
    'SELECT version, files FROM config_versions WHERE overlay IS NULL AND files IS NOT NULL',
  );
  for (const v of versions)
    await db.query(
      'UPDATE config_versions SET overlay = $2::jsonb, files = NULL WHERE version = $1',
      [v.version, JSON.stringify(staffOverlayOf(v.files))],
    );
  const drafts = await db.query<{ user_id: number; files: Partial<StaffFiles> }>(
    'SELECT user_id, files FROM config_drafts WHERE overlay IS NULL AND files IS NOT NULL',
  );
  for (const d of drafts)
    await db.query(
      'UPDATE config_drafts SET overlay = $2::jsonb, files = NULL WHERE user_id = $1',
      [d.user_id, JSON.stringify(staffOverlayOf(d.files))],
    );
}
