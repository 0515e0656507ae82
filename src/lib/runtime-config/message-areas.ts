// The registry of loaded message areas. The broker messages are one module per area
// (codegen/steps/message-areas.ts), and a page loads only the areas its modules read; the rest
// load with later screens. Each area joins here when its module loads, so the active config's
// texts reach it whether it loaded before the config arrived or after. This module sits in every
// first load: it stays small and leaves the merge itself to the run-time config loader.

type Obj = Record<string, unknown>;
type Merge = (target: Obj, next: Obj) => void;

interface Area {
  /** The object the area module exports; screens hold references into it. */
  texts: Obj;
  /** The texts as built, copied before the first change, to return to. */
  builtIn?: Obj;
}

const areas = new Map<string, Area>();
// The messages file of the active version, or null for the built-in texts; and the merge
// (merge-in-place.ts) the loader handed over with it.
let active: { file: Obj | null; merge: Merge } | undefined;

function at(file: Obj, path: string): Obj | undefined {
  let node: unknown = file;
  for (const key of path.split('.')) node = (node as Obj | undefined)?.[key];
  return node && typeof node === 'object' && !Array.isArray(node) ? (node as Obj) : undefined;
}

function update(path: string, area: Area): void {
  if (!active) return;
  // An area the active file lacks (a version published before the area existed) keeps its
  // built-in texts.
  const next = (active.file && at(active.file, path)) ?? area.builtIn;
  if (!next) return;
  area.builtIn ??= structuredClone(area.texts);
  active.merge(area.texts, next);
}

/**
 * Called by each generated area module as it loads: registers the area under its dotted path
 * (`gongsil`, `pages.login`) and brings it to the active version at once. Returns the object.
 */
export function messageArea<T extends object>(path: string, texts: T): T {
  const area: Area = { texts: texts as Obj };
  areas.set(path, area);
  update(path, area);
  return texts;
}

/**
 * Makes every loaded area, and every area that loads later, equal to its part of `file` (the
 * published `messages.ko` file), or to its built-in texts when `file` is null.
 */
export function applyMessages(file: Obj | null, merge: Merge): void {
  active = { file, merge };
  areas.forEach((area, path) => update(path, area));
}

/** The dotted paths of the areas loaded so far. */
export const loadedMessageAreas = (): string[] => [...areas.keys()];
