// Answers of an unexpected shape (`null`, `{}`, a list with holes) become empty values at the
// fetcher, so a screen shows its Korean empty state instead of throwing while it renders.

const isObject = (v: unknown): v is object => v !== null && typeof v === 'object';

/** The objects of `v` when it is a list; otherwise no items. */
export function listOf<T>(v: unknown): T[] {
  return Array.isArray(v) ? v.filter((x): x is T => isObject(x)) : [];
}

/** `v` when it is an object (fields may still be missing); otherwise `{}`. */
export function objectOf<T extends object>(v: unknown): Partial<T> {
  return isObject(v) && !Array.isArray(v) ? (v as Partial<T>) : {};
}

/** `v` when it is a finite number; otherwise `fallback`. */
export function numberOr(v: unknown, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}
