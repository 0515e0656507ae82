// Versions are overlays: a published version stores only what staff changed, as operations at
// keyed pointers (keyed-pointer.ts) over the build's defaults. Applying them to the defaults of
// the running build gives the version's files, so a key a developer adds later shows its
// built-in value, and a change whose place a developer removed is dropped (and reported) instead
// of blanking the file. Pure: the SPA, the server and codegen apply overlays with this module.
import { elementIndex, parsePointer, type Segment } from './keyed-pointer.ts';

export type OverlayOp =
  /** Changes the value of an existing object key or element (dropped when it is gone). */
  | { op: 'set'; path: string; value: unknown }
  /** Adds an object key or an element with identity (or replaces one added since). */
  | { op: 'add'; path: string; value: unknown }
  /** Removes an object key or an element with identity. */
  | { op: 'remove'; path: string }
  /** Puts the elements of an array with identity in this order (the rest keep their places). */
  | { op: 'order'; path: string; field: string; ids: string[] };

/** One file's overlay: its operations in the order they apply. */
export type FileOverlay = readonly OverlayOp[];
/** A version's overlay: per config file name, the operations on that file. */
export type Overlay = Readonly<Record<string, FileOverlay>>;

/** Why an operation could not apply to the defaults of this build. */
export type DropReason = 'missing-place' | 'wrong-shape';
export interface DroppedOp {
  op: OverlayOp;
  reason: DropReason;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Copy-on-write editing of a tree that must stay untouched: each node on a changed path is copied
 * once per apply; every other node is shared with the defaults (so unchanged parts keep their
 * identity, which lets screens skip work when their part did not change).
 */
class Writer {
  private readonly fresh = new WeakSet<object>();
  constructor(public root: unknown) {}

  private own<T extends object>(node: T): T {
    if (this.fresh.has(node)) return node;
    const copy = (Array.isArray(node) ? [...node] : { ...node }) as T;
    this.fresh.add(copy);
    return copy;
  }

  /** The container at `path` (copied for writing), or undefined when it does not exist. */
  container(path: readonly Segment[]): Obj | unknown[] | undefined {
    if (!this.root || typeof this.root !== 'object') return undefined;
    this.root = this.own(this.root as object);
    let node = this.root as Obj | unknown[];
    for (const s of path) {
      let child: unknown;
      let put: (v: unknown) => void;
      if ('field' in s) {
        if (!Array.isArray(node)) return undefined;
        const i = elementIndex(node, s.field, s.id);
        if (i < 0) return undefined;
        const list = node;
        child = list[i];
        put = (v) => (list[i] = v);
      } else {
        if (!isObj(node) || !(s.key in node)) return undefined;
        const obj = node;
        child = obj[s.key];
        put = (v) => (obj[s.key] = v);
      }
      if (!child || typeof child !== 'object') return undefined;
      const owned = this.own(child as object);
      put(owned);
      node = owned as Obj | unknown[];
    }
    return node;
  }
}

function applyOne(w: Writer, op: OverlayOp): DropReason | null {
  const segments = parsePointer(op.path);
  if (op.op === 'order') {
    const list = w.container(segments);
    if (!Array.isArray(list)) return list === undefined ? 'missing-place' : 'wrong-shape';
    const pick = (id: string) => elementIndex(list, op.field, id);
    const listed = op.ids.map(pick).filter((i) => i >= 0);
    const rest = list.map((_, i) => i).filter((i) => !listed.includes(i));
    // Elements the order does not name (added by a developer later) keep their own index.
    const order = [...listed];
    for (const i of rest) order.splice(Math.min(i, order.length), 0, i);
    const items = order.map((i) => list[i]);
    list.splice(0, list.length, ...items);
    return null;
  }
  const last = segments[segments.length - 1];
  if (!last) return 'wrong-shape';
  const parent = w.container(segments.slice(0, -1));
  if (parent === undefined) return 'missing-place';
  if ('field' in last) {
    if (!Array.isArray(parent)) return 'wrong-shape';
    const i = elementIndex(parent, last.field, last.id);
    if (op.op === 'remove') {
      if (i < 0) return 'missing-place';
      parent.splice(i, 1);
      return null;
    }
    if (!isObj(op.value) || String(op.value[last.field]) !== last.id) return 'wrong-shape';
    if (i >= 0) parent[i] = op.value;
    else if (op.op === 'add') parent.push(op.value);
    else return 'missing-place';
    return null;
  }
  if (!isObj(parent)) return 'wrong-shape';
  if (op.op === 'remove') {
    if (!(last.key in parent)) return 'missing-place';
    delete parent[last.key];
    return null;
  }
  // A change of a key this build no longer has is dropped, not brought back.
  if (op.op === 'set' && !(last.key in parent)) return 'missing-place';
  parent[last.key] = op.value;
  return null;
}

/**
 * The defaults with the overlay applied, and the operations that did not apply (their place is
 * gone from this build, or has another shape). `defaults` is never modified.
 */
export function applyOverlay<T>(defaults: T, ops: FileOverlay): { value: T; dropped: DroppedOp[] } {
  if (!ops.length) return { value: defaults, dropped: [] };
  const w = new Writer(defaults);
  const dropped: DroppedOp[] = [];
  for (const op of ops) {
    const reason = applyOne(w, op);
    if (reason) dropped.push({ op, reason });
  }
  return { value: w.root as T, dropped };
}

/**
 * The part of a file's overlay under `prefix` (a keyed pointer of an object), re-rooted there: a
 * screen that holds one part of a file (one message area) applies only the changes inside it.
 * An operation on the prefix itself or an ancestor cannot be re-rooted and is left out; the
 * overlays staff produce never hold one (objects are changed key by key).
 */
export function overlayUnder(ops: FileOverlay, prefix: string): OverlayOp[] {
  if (!prefix) return [...ops];
  return ops
    .filter((op) => op.path.startsWith(`${prefix}/`))
    .map((op) => ({ ...op, path: op.path.slice(prefix.length) }));
}
