// Two staff edit from the same version: each side's changes are an overlay over that base, and
// the changes to different fields are combined without asking. Only a field both sides changed
// differently (or a field one side changed inside something the other removed) is a conflict,
// which staff resolve field by field.
import { isWithin } from './keyed-pointer.ts';
import { applyOverlay, type OverlayOp } from './overlay.ts';
import { deepEqual, diffOverlay } from './overlay-diff.ts';
import type { Schema } from './schema-walk.ts';

export interface FieldConflict {
  /** The keyed pointer of the field both sides changed. */
  path: string;
  /** My change and theirs, as operations over the base. */
  mine: OverlayOp;
  theirs: OverlayOp;
}

/** Whether two operations touch the same field (one's place contains the other's). */
function overlaps(a: OverlayOp, b: OverlayOp): boolean {
  if (a.op === 'order' && b.op === 'order') return a.path === b.path;
  // Reordering a list does not touch its elements' fields; it meets a change of the list itself.
  if (a.op === 'order') return isWithin(a.path, b.path);
  if (b.op === 'order') return isWithin(b.path, a.path);
  return isWithin(a.path, b.path) || isWithin(b.path, a.path);
}

const sameEffect = (a: OverlayOp, b: OverlayOp) => a.path === b.path && deepEqual(a, b);

export interface MergeResult {
  /** Theirs with every change of mine that meets no conflict. */
  merged: unknown;
  conflicts: FieldConflict[];
  /** My changes, over the base (to apply the ones staff choose after resolving). */
  mine: OverlayOp[];
}

/**
 * Merges my edit of `base` into theirs (the version published meanwhile), for one file.
 * `resolve` decides conflicts already chosen: 'mine' applies my change over theirs.
 */
export function mergeThreeWay(
  schema: Schema,
  base: unknown,
  mine: unknown,
  theirs: unknown,
  resolve: (path: string) => 'mine' | 'theirs' | undefined = () => undefined,
): MergeResult {
  const mineOps = diffOverlay(schema, base, mine);
  const theirOps = diffOverlay(schema, base, theirs);
  const conflicts: FieldConflict[] = [];
  const apply: OverlayOp[] = [];
  for (const m of mineOps) {
    const clash = theirOps.find((t) => overlaps(m, t) && !sameEffect(m, t));
    if (!clash) {
      if (!theirOps.some((t) => sameEffect(m, t))) apply.push(m);
      continue;
    }
    const choice = resolve(m.path);
    if (choice === 'mine') apply.push(m);
    else if (choice !== 'theirs') conflicts.push({ path: m.path, mine: m, theirs: clash });
  }
  return { merged: applyOverlay(theirs, apply).value, conflicts, mine: mineOps };
}
