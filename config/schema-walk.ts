// Walking a config file's JSON Schema alongside its data: the schema of the value at a keyed
// pointer, and the annotations the kernel reads there.
import type { Segment } from './keyed-pointer.ts';

/**
 * The kernel's own schema annotations (known to the checker's validator, never validated):
 * `x-owner` (ownership.ts), `x-identity` (keyed-pointer.ts), and for naming changes in the studio
 * (change-list.ts): `x-label` (the field that names a list's elements or a map's entries),
 * `x-unit` and `x-key-unit` (what a number, or a map's keys, count: won, day, month, count,
 * percent) and `x-enum-titles` (an enum value's Korean name); `x-audience: "studio"` on a
 * top-level key marks a setting only the studio and the server read, left out of the module
 * broker pages load (codegen/steps/config-modules.ts).
 */
export const KERNEL_ANNOTATIONS = [
  'x-owner',
  'x-identity',
  'x-label',
  'x-unit',
  'x-key-unit',
  'x-enum-titles',
  'x-audience',
] as const;

export type Schema = Readonly<Record<string, unknown>>;

const asSchema = (v: unknown): Schema | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Schema) : undefined;

/** Follows a local `$ref` (`#/definitions/x`, `#/$defs/x`) to the schema it names. */
export function deref(root: Schema, node: Schema | undefined): Schema | undefined {
  let n = node;
  for (let hops = 0; n && typeof n.$ref === 'string' && hops < 20; hops++) {
    const parts = n.$ref.replace(/^#\//, '').split('/');
    let target: unknown = root;
    for (const p of parts) target = asSchema(target)?.[p];
    n = asSchema(target);
  }
  return n;
}

/** The node and the branches of its oneOf/anyOf/allOf, each dereferenced. */
function branches(root: Schema, node: Schema | undefined): Schema[] {
  const n = deref(root, node);
  if (!n) return [];
  const more = ['oneOf', 'anyOf', 'allOf'].flatMap((k) =>
    Array.isArray(n[k]) ? (n[k] as unknown[]).flatMap((b) => branches(root, asSchema(b))) : [],
  );
  return [n, ...more];
}

/** The schema of a child of `node`: an object key, or an element of an array. */
export function childSchema(
  root: Schema,
  node: Schema | undefined,
  segment: Segment | number,
): Schema | undefined {
  for (const b of branches(root, node)) {
    if (typeof segment === 'number' || 'field' in segment) {
      const items = deref(root, asSchema(b.items));
      if (items) return items;
      continue;
    }
    const props = asSchema(b.properties);
    const own = deref(root, asSchema(props?.[segment.key]));
    if (own) return own;
    const patterns = asSchema(b.patternProperties) ?? {};
    for (const [re, s] of Object.entries(patterns))
      if (new RegExp(re, 'u').test(segment.key)) return deref(root, asSchema(s));
    const extra = deref(root, asSchema(b.additionalProperties));
    if (extra) return extra;
  }
  return undefined;
}

/** The schema at a path of segments (undefined when the schema does not describe it). */
export function schemaAt(root: Schema, path: readonly (Segment | number)[]): Schema | undefined {
  let node: Schema | undefined = deref(root, root);
  for (const s of path) {
    node = childSchema(root, node, s);
    if (!node) return undefined;
  }
  return node;
}

/** An annotation of a node, looked up on the node and its branches. */
export function annotation(root: Schema, node: Schema | undefined, name: string): unknown {
  for (const b of branches(root, node)) if (b[name] !== undefined) return b[name];
  return undefined;
}

/** The identity field of an array's elements (`x-identity`), when the array has one. */
export const identityOf = (root: Schema, node: Schema | undefined): string | undefined => {
  const v = annotation(root, node, 'x-identity');
  return typeof v === 'string' ? v : undefined;
};
