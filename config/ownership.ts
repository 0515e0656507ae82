// Who may change a field: staff in the studio, or developers only. A developer-owned field is
// wiring the code depends on (the API base, platform and version headers, cookie and storage
// names, error codes, wire enum codes, z-indices, route paths, session fields): the studio shows
// it read-only, and the publish API refuses an overlay that changes it, at its pointer.
import { parsePointer, type Segment } from './keyed-pointer.ts';
import type { OverlayOp } from './overlay.ts';
import { registryEntry } from './registry.ts';
import { annotation, childSchema, deref, type Schema } from './schema-walk.ts';

const developerMark = (root: Schema, node: Schema | undefined) =>
  annotation(root, node, 'x-owner') === 'developer';

/** Whether a schema node, or anything a value of it can hold, is developer-owned. */
function holdsDeveloperField(root: Schema, node: Schema | undefined, depth = 0): boolean {
  const n = deref(root, node);
  if (!n || depth > 12) return false;
  if (developerMark(root, n)) return true;
  const kids: unknown[] = [
    ...Object.values((n.properties as Record<string, unknown> | undefined) ?? {}),
    ...Object.values((n.patternProperties as Record<string, unknown> | undefined) ?? {}),
    n.additionalProperties,
    n.items,
    ...(['oneOf', 'anyOf', 'allOf'] as const).flatMap((k) => (Array.isArray(n[k]) ? n[k] : [])),
  ];
  return kids.some(
    (k) => !!k && typeof k === 'object' && holdsDeveloperField(root, k as Schema, depth + 1),
  );
}

/**
 * Whether an overlay operation changes something developer-owned: the whole file, the field at
 * its place or one of its ancestors, or (for a value replaced whole, such as a list without
 * identity) a developer-owned field inside it. Adding a new element of a list with identity is
 * staff's to do even when the element has developer-owned fields (a new product's type code):
 * those are fixed from then on.
 */
export function changesDeveloperField(file: string, schema: Schema, op: OverlayOp): boolean {
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
  return (op.op === 'set' || op.op === 'add') && holdsDeveloperField(schema, node);
}
