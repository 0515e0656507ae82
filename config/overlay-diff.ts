// The overlay that turns one version of a file into another: what `applyOverlay(base, ops)`
// needs to give `next`. Arrays whose schema names an identity (`x-identity`) are compared
// element by element; any other array is one value.
import { formatPointer, type Segment } from './keyed-pointer.ts';
import type { OverlayOp } from './overlay.ts';
import { childSchema, identityOf, type Schema } from './schema-walk.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isObj(a) && isObj(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => k in b && deepEqual(a[k], b[k]));
  }
  return false;
}

/** The ids of a list when every element carries a distinct `field`; otherwise null. */
function idsOf(list: unknown[], field: string): string[] | null {
  const ids = list.map((e) => (isObj(e) && e[field] !== undefined ? String(e[field]) : null));
  if (ids.some((id) => id === null)) return null;
  return new Set(ids).size === ids.length ? (ids as string[]) : null;
}

function walk(
  root: Schema,
  schema: Schema | undefined,
  base: unknown,
  next: unknown,
  at: Segment[],
  out: OverlayOp[],
): void {
  if (deepEqual(base, next)) return;
  const path = formatPointer(at);
  if (isObj(base) && isObj(next)) {
    for (const key of Object.keys(base))
      if (!(key in next) && key !== '$schema')
        out.push({ op: 'remove', path: formatPointer([...at, { key }]) });
    for (const key of Object.keys(next)) {
      if (key === '$schema') continue;
      const seg = { key };
      if (!(key in base))
        out.push({ op: 'add', path: formatPointer([...at, seg]), value: next[key] });
      else walk(root, childSchema(root, schema, seg), base[key], next[key], [...at, seg], out);
    }
    return;
  }
  const field = identityOf(root, schema);
  if (field && Array.isArray(base) && Array.isArray(next)) {
    const baseIds = idsOf(base, field);
    const nextIds = idsOf(next, field);
    if (baseIds && nextIds) {
      const items = childSchema(root, schema, 0);
      for (const id of baseIds)
        if (!nextIds.includes(id))
          out.push({ op: 'remove', path: formatPointer([...at, { field, id }]) });
      nextIds.forEach((id, i) => {
        const seg = { field, id };
        const j = baseIds.indexOf(id);
        if (j < 0) out.push({ op: 'add', path: formatPointer([...at, seg]), value: next[i] });
        else walk(root, items, base[j], next[i], [...at, seg], out);
      });
      // Applying the removals and additions keeps the base order and appends new elements.
      const expected = [
        ...baseIds.filter((id) => nextIds.includes(id)),
        ...nextIds.filter((id) => !baseIds.includes(id)),
      ];
      if (!deepEqual(expected, nextIds)) out.push({ op: 'order', path, field, ids: nextIds });
      return;
    }
  }
  out.push({ op: 'set', path, value: next });
}

/**
 * The operations that turn `base` into `next` (both shaped by `schema`). Applying them to `base`
 * with `applyOverlay` gives a value deep-equal to `next`.
 */
export function diffOverlay(schema: Schema, base: unknown, next: unknown): OverlayOp[] {
  const out: OverlayOp[] = [];
  if (!isObj(base) || !isObj(next)) {
    if (!deepEqual(base, next)) throw new Error('a config file must be an object');
    return out;
  }
  walk(schema, schema, base, next, [], out);
  return out;
}
