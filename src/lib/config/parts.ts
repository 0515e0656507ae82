// The built-in config as the generated modules hand it out: each staff-editable file (or message
// area) is registered here with the place it occupies in its file, so the accessor can find the
// active version's changes for any part of it. This module sits in every first load: it stays
// small and reads no config itself.

export interface PartPlace {
  /** The config file's registry name (`ui`, `messages.ko`). */
  readonly file: string;
  /** Keyed pointer of the part inside the file ('' is the whole file). */
  readonly pointer: string;
}

const places = new WeakMap<object, PartPlace>();

const escape = (key: string) => {
  const k = key.replace(/~/g, '~0').replace(/\//g, '~1');
  return k.startsWith('[') ? `~2${k}` : k;
};

function register(node: object, place: PartPlace): void {
  places.set(node, place);
  Object.freeze(node);
  // Any object reached through object keys is a part too (`messages.pages.sign.agreement`,
  // `uiConfig.layout`); what sits inside a list is read through the list's owner.
  if (Array.isArray(node)) {
    node.forEach((v) => v && typeof v === 'object' && deepFreeze(v));
    return;
  }
  for (const [key, value] of Object.entries(node))
    if (value && typeof value === 'object')
      register(value, { file: place.file, pointer: `${place.pointer}/${escape(key)}` });
}

function deepFreeze(node: object): void {
  Object.freeze(node);
  for (const v of Object.values(node)) if (v && typeof v === 'object') deepFreeze(v);
}

/**
 * Called by each generated config module: registers the built-in value of `file` at `pointer`
 * and returns it frozen. Screens never read it directly; they pass it to `useConfig` /
 * `readConfig`, which give the active version's value of the same part.
 */
export function configDefaults<T extends object>(file: string, pointer: string, value: T): T {
  register(value, { file, pointer });
  return value;
}

/** Where a registered part sits; undefined for an object the generated modules did not hand out. */
export const placeOf = (part: object): PartPlace | undefined => places.get(part);

/** The type of built-in texts with each text widened to `string` (staff change the words). */
export type Texts<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]>;
};
