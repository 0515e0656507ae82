// Keyed pointers: JSON Pointers (RFC 6901) in which an element of an array with identity is named
// by its identity instead of its index: `/products/[key=general_allinone]/defaultDay`. A change
// recorded this way still means the same field after elements are added, removed or reordered
// (by staff in another version, or by a developer in a later build), which an index cannot.

/** One step of a keyed pointer: an object key, or an array element named by `field=value`. */
export type Segment = { key: string } | { field: string; id: string };

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

/** `[field=value]` names an element; an object key that happens to start with `[` is escaped. */
const ELEMENT = /^\[([^=\]]+)=(.*)\]$/s;

export function formatSegment(s: Segment): string {
  if ('field' in s) return `[${escape(s.field)}=${escape(s.id)}]`;
  const k = escape(s.key);
  return k.startsWith('[') ? `~2${k}` : k;
}

export function parseSegment(raw: string): Segment {
  if (raw.startsWith('~2')) return { key: unescape(raw.slice(2)) };
  const m = ELEMENT.exec(raw);
  if (m) return { field: unescape(m[1]!), id: unescape(m[2]!) };
  return { key: unescape(raw) };
}

export function formatPointer(segments: readonly Segment[]): string {
  return segments.map((s) => `/${formatSegment(s)}`).join('');
}

export function parsePointer(pointer: string): Segment[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`not a pointer: '${pointer}'`);
  return pointer.slice(1).split('/').map(parseSegment);
}

/** True when `ancestor` is `pointer` itself or one of its parents. */
export function isWithin(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}

/** The index of the element of `list` whose `field` is `id` (compared as text), or -1. */
export function elementIndex(list: readonly unknown[], field: string, id: string): number {
  return list.findIndex(
    (e) => !!e && typeof e === 'object' && String((e as Record<string, unknown>)[field]) === id,
  );
}

/**
 * The plain JSON Pointer (with indexes) of a keyed pointer in `doc`, for showing a change or a
 * problem at the field the studio edits; null when the pointer does not resolve in `doc`.
 */
export function indexPointer(doc: unknown, keyed: string): string | null {
  let node = doc;
  const out: string[] = [];
  for (const s of parsePointer(keyed)) {
    if ('field' in s) {
      if (!Array.isArray(node)) return null;
      const i = elementIndex(node, s.field, s.id);
      if (i < 0) return null;
      out.push(String(i));
      node = node[i];
    } else {
      if (!node || typeof node !== 'object') return null;
      out.push(escape(s.key));
      node = (node as Record<string, unknown>)[s.key];
    }
  }
  return out.map((s) => `/${s}`).join('');
}

/** The value at a keyed pointer in `doc`, or undefined when it does not resolve. */
export function valueAt(doc: unknown, keyed: string): unknown {
  let node = doc;
  for (const s of parsePointer(keyed)) {
    if ('field' in s) {
      if (!Array.isArray(node)) return undefined;
      node = node[elementIndex(node, s.field, s.id)];
    } else {
      if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined;
      node = (node as Record<string, unknown>)[s.key];
    }
  }
  return node;
}
