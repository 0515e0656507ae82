// Between the files staff edit and the overlays versions store: the overlay of a set of staff
// files over this build's defaults, and every problem of it (ownership first, then the checker).
import { checkConfig, type FreeProducts } from '../../config/check/index.ts';
import { textShapeProblems } from '../../config/check/text-shapes.ts';
import { builtInFiles, CONFIG_SCHEMAS, type ConfigFiles } from '../../config/files.ts';
import { indexPointer, valueAt } from '../../config/keyed-pointer.ts';
import { diffOverlay } from '../../config/overlay-diff.ts';
import type { Overlay, OverlayOp } from '../../config/overlay.ts';
import { changesDeveloperField } from '../../config/ownership.ts';
import { problem, type ConfigProblem } from '../../config/problems.ts';
import { STAFF_FILES, type StaffConfigName } from '../../config/registry.ts';
import { applyToBuiltIn } from './active-config.ts';

/** The files staff edit, by registry name (each a JSON object). */
export type StaffFiles = Record<StaffConfigName, Record<string, unknown>>;

/** The staff files of a full set. */
export const staffFilesOf = (files: ConfigFiles): StaffFiles =>
  Object.fromEntries(STAFF_FILES.map((n) => [n, files[n]])) as StaffFiles;

/** What `files` change over this build's defaults, per file (files with no change left out). */
export function overlayOf(files: Partial<StaffFiles>): Overlay {
  const base = builtInFiles();
  const out: Record<string, OverlayOp[]> = {};
  for (const name of STAFF_FILES) {
    if (files[name] === undefined) continue;
    const ops = diffOverlay(CONFIG_SCHEMAS[name], base[name], files[name]);
    if (ops.length) out[name] = ops;
  }
  return out;
}

/** Changes to developer-owned fields, each at its field in the edited file. */
export function ownershipProblems(files: Partial<StaffFiles>, overlay: Overlay): ConfigProblem[] {
  const base = builtInFiles();
  const out: ConfigProblem[] = [];
  for (const [name, ops] of Object.entries(overlay)) {
    for (const op of ops) {
      const before = valueAt(base[name as StaffConfigName], op.path);
      if (!changesDeveloperField(name, CONFIG_SCHEMAS[name as StaffConfigName], op, before))
        continue;
      const pointer =
        indexPointer(files[name as StaffConfigName], op.path) ??
        indexPointer(base[name as StaffConfigName], op.path) ??
        '';
      out.push(problem(name, pointer, 'owner.developer'));
    }
  }
  return out;
}

/**
 * Every problem of a set of staff files: developer-owned fields changed, then the checker on the
 * whole set (the developer files as built). Empty means the files may be published.
 * `freeProducts`: the products whose 0원 prices the publish confirms ('any' while a draft is
 * edited, or for a version that was published before).
 */
export function draftProblems(
  files: Partial<StaffFiles>,
  freeProducts: FreeProducts = 'any',
): ConfigProblem[] {
  const malformed = STAFF_FILES.filter(
    (n) => !files[n] || typeof files[n] !== 'object' || Array.isArray(files[n]),
  );
  if (malformed.length)
    return checkConfig({ ...builtInFiles(), ...files } as Record<string, unknown>, undefined, {
      freeProducts,
    });
  const overlay = overlayOf(files);
  return [
    ...ownershipProblems(files, overlay),
    ...textShapeProblems(builtInFiles()['messages.ko'], files['messages.ko']),
    ...checkConfig(applyToBuiltIn(overlay).files, undefined, { freeProducts }),
  ];
}
