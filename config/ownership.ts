// Who may change a field: staff in the studio, or developers only. A developer-owned field is
// wiring the code depends on (the API base, platform and version headers, cookie and storage
// names, error codes, wire enum codes, z-indices, route paths, session fields): the studio shows
// it read-only, and the publish API refuses an overlay that changes it, at its pointer.
import { elementIndex, parsePointer, type Segment } from './keyed-pointer.ts';
import type { OverlayOp } from './overlay.ts';
import { deepEqual } from './overlay-diff.ts';
import { registryEntry } from './registry.ts';
import { annotation, childSchema, deref, identityOf, type Schema } from './schema-walk.ts';

const developerMark = (root: Schema, node: Schema | undefined) =>
  annotation(root, node, 'x-owner') === 'developer';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Whether replacing `before` with `after` (values of `node`) changes a developer-owned field
 * inside. Elements of a list are matched by identity (or position); an element only `after` has
 * is new and brings its own values.
 */
function changesInside(
  root: Schema,
  node: Schema | undefined,
  before: unknown,
  after: unknown,
): boolean {
  if (deepEqual(before, after)) return false;
  if (developerMark(root, node)) return true;
  if (Array.isArray(before) && Array.isArray(after)) {
    const items = childSchema(root, node, 0);
    // By identity while every element has a distinct one; by position otherwise.
    const field = identityOf(root, node);
    const ids = field ? after.map((a) => (isObj(a) ? String(a[field]) : '')) : [];
    const byId = !!field && new Set(ids).size === after.length && !ids.includes('');
    return after.some((a, i) => {
      const j = byId ? elementIndex(before, field!, ids[i]!) : i < before.length ? i : -1;
      return j >= 0 && changesInside(root, items, before[j], a);
    });
  }
  if (isObj(before) && isObj(after))
    return Object.keys({ ...before, ...after }).some((k) =>
      changesInside(root, childSchema(root, node, { key: k }), before[k], after[k]),
    );
  return false;
}

/**
 * Whether an overlay operation changes something developer-owned: the whole file, the field at
 * its place or one of its ancestors, or (for a value replaced whole, such as a list without
 * identity) a developer-owned field inside it, compared with `before` (the value it replaces).
 * Adding a new element of a list with identity is staff's to do even when the element has
 * developer-owned fields (a new product's type code): those are fixed from then on.
 */
export function changesDeveloperField(
  file: string,
  schema: Schema,
  op: OverlayOp,
  before?: unknown,
): boolean {
  if (registryEntry(file)?.owner !== 'staff') return true;
  const segments = parsePointer(op.path);
  let node: Schema | undefined = deref(schema, schema);
  if (developerMark(schema, node)) return true;
  for (const s of segments) {
    node = childSchema(schema, node, s);
    if (developerMark(schema, node)) return true;
  }
  const last: Segment | undefined = segments[segments.length - 1];
  if (op.op === 'add' && last && 'field' in last) return false;
  return (op.op === 'set' || op.op === 'add') && changesInside(schema, node, before, op.value);
}
