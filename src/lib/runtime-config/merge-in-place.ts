type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** The stable key of an array item (popup steps and chains by `id`, products by `key`). */
function keyOf(item: unknown): string | undefined {
  if (!isObj(item)) return undefined;
  if (typeof item.id === 'string') return `id:${item.id}`;
  if (typeof item.key === 'string') return `key:${item.key}`;
  return undefined;
}

/** Keys of every item when each has one and none repeats; otherwise null (merge by index). */
function keysOf(list: unknown[]): string[] | null {
  const keys = list.map(keyOf);
  if (keys.some((k) => k === undefined) || new Set(keys).size !== keys.length) return null;
  return keys as string[];
}

/**
 * Makes `target` deep-equal to `next` while keeping every object and array `target` already
 * holds: modules that took a reference to a nested part of a config object at import time
 * (`const { layout } = uiConfig`) still read the active version afterwards. Items of keyed lists
 * follow their key, not their index: a reordered popup chain keeps each step object with its id.
 */
export function mergeInPlace(target: Obj | unknown[], next: Obj | unknown[]): void {
  if (Array.isArray(target) && Array.isArray(next)) {
    const nextKeys = keysOf(next);
    const byKey = nextKeys && new Map(target.map((item) => [keyOf(item), item]));
    const current = byKey ? nextKeys.map((k) => byKey.get(k)) : target.slice(0, next.length);
    target.length = next.length;
    next.forEach((v, i) => {
      target[i] = mergedValue(current[i], v);
    });
    return;
  }
  const t = target as Obj;
  const n = next as Obj;
  for (const k of Object.keys(t)) if (!(k in n)) delete t[k];
  for (const [k, v] of Object.entries(n)) t[k] = mergedValue(t[k], v);
}

function mergedValue(current: unknown, next: unknown): unknown {
  const bothArrays = Array.isArray(current) && Array.isArray(next);
  if (bothArrays || (isObj(current) && isObj(next))) {
    mergeInPlace(current as Obj, next as Obj);
    return current;
  }
  return next;
}
