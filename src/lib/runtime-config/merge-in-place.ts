type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Makes `target` deep-equal to `next` while keeping every object and array `target` already
 * holds: modules that took a reference to a nested part of a config object at import time
 * (`const { layout } = uiConfig`) still read the active version afterwards.
 */
export function mergeInPlace(target: Obj | unknown[], next: Obj | unknown[]): void {
  if (Array.isArray(target) && Array.isArray(next)) {
    target.length = Math.min(target.length, next.length);
    next.forEach((v, i) => {
      target[i] = mergedValue(target[i], v);
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
