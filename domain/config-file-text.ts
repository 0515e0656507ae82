// Config files as text, the same in the studio's export and `npm run config:pull`. The database
// stores versions as jsonb, which does not keep the order of object keys: diffs compare files
// with their keys sorted, and exports put keys back in the repository's order.

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** The value with every object's keys sorted (arrays keep their order). */
export function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortKeys(value[k])]),
  );
}

/**
 * The value with its keys in the order `template` has them (recursively; array items follow the
 * template item at the same place, or its first one); keys the template lacks come after, sorted.
 */
export function orderLike(value: Json, template: Json): Json {
  if (Array.isArray(value)) {
    const items = Array.isArray(template) ? template : [];
    return value.map((v, i) => orderLike(v, items[i] ?? items[0]));
  }
  if (!isObject(value)) return value;
  const t = isObject(template) ? template : {};
  const known = Object.keys(t).filter((k) => k in value);
  const rest = Object.keys(value)
    .filter((k) => !(k in t))
    .sort();
  return Object.fromEntries([...known, ...rest].map((k) => [k, orderLike(value[k], t[k])]));
}

/**
 * A config file exactly as spec/config keeps it: `$schema` first (its schema next to it), keys in
 * `layout`'s order (the file as the repository has it), two-space JSON, a final newline.
 */
export function specFileText(name: string, value: unknown, layout?: unknown): string {
  const { $schema: _schema, ...rest } = (orderLike(value, layout) ?? {}) as Record<string, Json>;
  return `${JSON.stringify({ $schema: `./${name}.schema.json`, ...rest }, null, 2)}\n`;
}
