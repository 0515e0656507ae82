// What changed between two versions of a config file, as the studio shows it to staff: each
// operation of the overlay diff (overlay-diff.ts) with the value before and after and the names
// of the elements on its path (a product's label, a chain's path), read from the data through the
// schema's `x-label`. Pure and language-free: the server sends these lists (history, compare,
// import) and the studio words them in Korean (src/features/studio/model/describe-change.ts).
import { CONFIG_SCHEMAS } from './files.ts';
import {
  elementIndex,
  formatPointer,
  parsePointer,
  valueAt,
  type Segment,
} from './keyed-pointer.ts';
import { diffOverlay } from './overlay-diff.ts';
import type { OverlayOp } from './overlay.ts';
import type { ConfigName } from './registry.ts';
import { annotation, childSchema, deref, identityOf, type Schema } from './schema-walk.ts';

export interface ConfigChange {
  /** The config file's registry name. */
  file: ConfigName;
  op: OverlayOp['op'];
  /** Keyed pointer of the changed place (keyed-pointer.ts). */
  path: string;
  /** The value before (absent when added; for `order`, the element ids in their old order). */
  before?: unknown;
  /** The value after (absent when removed; for `order`, the ids in their new order). */
  after?: unknown;
  /** The name of each named element on the path (and each reordered one), by keyed pointer. */
  names: Record<string, string>;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** The field that names a container's elements or entries (`x-label`), when it has one. */
export const labelFieldOf = (root: Schema, node: Schema | undefined): string | undefined => {
  const v = annotation(root, node, 'x-label');
  return typeof v === 'string' ? v : undefined;
};

/** A value as its schema titles it (`x-enum-titles`), else as text. */
function titled(root: Schema, node: Schema | undefined, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const titles = annotation(root, node, 'x-enum-titles');
  const key = String(value);
  if (isObj(titles) && typeof titles[key] === 'string') return titles[key];
  return typeof value === 'object' ? undefined : key;
}

/** The child of `node` a segment names (undefined when it is not there). */
function step(node: unknown, s: Segment): unknown {
  if ('field' in s)
    return Array.isArray(node) ? node[elementIndex(node, s.field, s.id)] : undefined;
  return isObj(node) ? node[s.key] : undefined;
}

/**
 * The names of the named elements along `path` (and of the elements `extraIds` lists under it,
 * for a reorder), looked up in each document given in turn: an element one side removed is named
 * from the other.
 */
export function namesOnPath(
  file: ConfigName,
  path: string,
  docs: readonly unknown[],
  extraIds: readonly string[] = [],
): Record<string, string> {
  const root = CONFIG_SCHEMAS[file];
  const names: Record<string, string> = {};
  const segments = parsePointer(path);
  let nodes = [...docs];
  let schema: Schema | undefined = deref(root, root);
  const at: Segment[] = [];
  const name = (container: Schema | undefined, child: Schema | undefined, values: unknown[]) => {
    const field = labelFieldOf(root, container);
    if (!field) return undefined;
    const fieldSchema = childSchema(root, child, { key: field });
    for (const v of values) {
      const n = isObj(v) ? titled(root, fieldSchema, v[field]) : undefined;
      if (n) return n;
    }
    return undefined;
  };
  for (const s of segments) {
    const child = childSchema(root, schema, s);
    at.push(s);
    nodes = nodes.map((n) => step(n, s));
    const n = name(schema, child, nodes);
    if (n) names[formatPointer(at)] = n;
    schema = child;
  }
  const field = extraIds.length ? identityOf(root, schema) : undefined;
  if (field) {
    const child = childSchema(root, schema, 0);
    for (const id of extraIds) {
      const s = { field, id };
      const n = name(
        schema,
        child,
        nodes.map((list) => step(list, s)),
      );
      if (n) names[formatPointer([...at, s])] = n;
    }
  }
  return names;
}

/** The ids of a list's elements (by `field`), in order. */
const idsOf = (list: unknown, field: string): string[] =>
  Array.isArray(list) ? list.map((e) => (isObj(e) ? String(e[field]) : '')) : [];

/** Every change from `before` to `after` of one config file, in the overlay diff's order. */
export function changeList(file: ConfigName, before: unknown, after: unknown): ConfigChange[] {
  const docs = [after, before];
  return diffOverlay(CONFIG_SCHEMAS[file], before, after).map((op): ConfigChange => {
    const valueBefore = valueAt(before, op.path);
    switch (op.op) {
      case 'set':
        return {
          file,
          op: op.op,
          path: op.path,
          before: valueBefore,
          after: op.value,
          names: namesOnPath(file, op.path, docs),
        };
      case 'add':
        return {
          file,
          op: op.op,
          path: op.path,
          after: op.value,
          names: namesOnPath(file, op.path, docs),
        };
      case 'remove':
        return {
          file,
          op: op.op,
          path: op.path,
          before: valueBefore,
          names: namesOnPath(file, op.path, docs),
        };
      case 'order': {
        const old = idsOf(valueBefore, op.field).filter((id) => op.ids.includes(id));
        return {
          file,
          op: op.op,
          path: op.path,
          before: old,
          after: op.ids,
          names: namesOnPath(file, op.path, docs, op.ids),
        };
      }
    }
  });
}
