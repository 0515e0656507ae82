// The header menus (menus.json) as the editor sees them: groups of items, each item keyed by a
// stable id made from what it points at (path, tool path, address or action), never by index.
// Kinds, tool paths, outside addresses and actions are the developers' (code handles them);
// staff edit labels, order, conditions, checks and which route a link opens.

import type { MenusConfigDraft } from '@/generated/config/menus';

// The shapes are the schema's (spec/config/menus.schema.json, generated writable types).
export type MenusFile = MenusConfigDraft;
/** An item of any group, as the schema allows it in that group. */
type AnyItem =
  | MenusFile['intro']['items'][number]
  | MenusFile['management']['items'][number]
  | MenusFile['tools']['items'][number]
  | MenusFile['guest'][number]
  | MenusFile['mobile'][number]
  | MenusFile['gongsil']
  | MenusFile['userMenu']['items'][number];
type KeysOf<U> = U extends unknown ? keyof U : never;
type ValueOf<U, K extends PropertyKey> = U extends { [P in K]?: infer V } ? V : never;
/** An item as the editor reads it: every field an item of some group may have, each optional. */
export type MenuItem = { [K in KeysOf<AnyItem>]?: ValueOf<AnyItem, K> } & { label: string };
export type MenuCheck = NonNullable<MenuItem['checks']>[number];

export type GroupKey =
  'intro' | 'management' | 'tools' | 'guest' | 'gongsil' | 'userMenu' | 'mobile';

export interface MenuGroup {
  key: GroupKey;
  /** Where the group's items sit in the file; the gongsil group is one item. */
  items: readonly string[];
  single?: boolean;
  /** Group-level fields staff edit. */
  fields: readonly ('label' | 'when' | 'tooltip')[];
  /** Items may carry a `when` (the schema allows it). */
  itemWhen: boolean;
}

export const MENU_GROUPS: readonly MenuGroup[] = [
  { key: 'intro', items: ['intro', 'items'], fields: ['label'], itemWhen: true },
  {
    key: 'management',
    items: ['management', 'items'],
    fields: ['label', 'when', 'tooltip'],
    itemWhen: true,
  },
  { key: 'tools', items: ['tools', 'items'], fields: ['label', 'when'], itemWhen: true },
  { key: 'gongsil', items: ['gongsil'], single: true, fields: [], itemWhen: true },
  { key: 'guest', items: ['guest'], fields: [], itemWhen: true },
  { key: 'userMenu', items: ['userMenu', 'items'], fields: ['when'], itemWhen: false },
  { key: 'mobile', items: ['mobile'], fields: [], itemWhen: true },
];

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

export function getIn(node: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (n, k) => (isObj(n) || Array.isArray(n) ? (n as Obj)[k] : undefined),
    node,
  );
}

/** A copy of `node` with the value at `path` replaced (undefined removes an object property). */
export function setIn<T>(node: T, path: readonly (string | number)[], value: unknown): T {
  return replaced(node, path, value) as T;
}

function replaced(node: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(node)) {
    const next = [...node];
    next[Number(head)] = replaced(node[Number(head)], rest, value);
    return next;
  }
  const next: Obj = { ...(isObj(node) ? node : {}) };
  const child = replaced(next[head], rest, value);
  if (child === undefined) delete next[head];
  else next[head] = child;
  return next;
}

/** What an item opens or does: the part that makes it itself. */
const itemTarget = (i: MenuItem) =>
  i.path ?? i.toolPath ?? i.href ?? (i.action ? `${i.action}:${i.tab ?? ''}` : (i.kind ?? i.label));

/** Stable ids of a group's items (a repeated target gets `#2`, `#3`). */
export function itemIds(items: readonly MenuItem[]): string[] {
  const seen = new Map<string, number>();
  return items.map((i) => {
    const base = `${i.kind ?? 'link'}:${itemTarget(i)}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}#${n}`;
  });
}

export function groupItems(file: MenusFile, group: MenuGroup): MenuItem[] {
  const v = getIn(file, group.items);
  if (group.single) return isObj(v) ? [v as unknown as MenuItem] : [];
  return Array.isArray(v) ? (v as MenuItem[]) : [];
}

/** The JSON pointer of a group's item (or of a field of it). */
export function itemPointer(group: MenuGroup, index: number, field?: string): string {
  const base = `/${group.items.join('/')}${group.single ? '' : `/${index}`}`;
  return field ? `${base}/${field}` : base;
}

/** The file with one group's items in a new order (the ids of all its items). */
export function reorderItems(
  file: MenusFile,
  group: MenuGroup,
  order: readonly string[],
): MenusFile {
  const items = groupItems(file, group);
  const ids = itemIds(items);
  return setIn(file, group.items, order.map((id) => items[ids.indexOf(id)]!).filter(Boolean));
}

/** The file with one item changed; an empty `when` is removed, an empty check list too. */
export function updateItem(
  file: MenusFile,
  group: MenuGroup,
  index: number,
  patch: Partial<MenuItem>,
): MenusFile {
  const items = groupItems(file, group);
  const next: Obj = { ...items[index]!, ...patch };
  if (next.when === '') delete next.when;
  if (Array.isArray(next.checks) && next.checks.length === 0) delete next.checks;
  return group.single ? setIn(file, group.items, next) : setIn(file, [...group.items, index], next);
}

export function removeItem(file: MenusFile, group: MenuGroup, index: number): MenusFile {
  return setIn(
    file,
    group.items,
    groupItems(file, group).filter((_, i) => i !== index),
  );
}

/** A new link at the end of a group (management links carry `kind`). */
export function addLink(file: MenusFile, group: MenuGroup, path: string, label: string): MenusFile {
  const item: MenuItem =
    group.key === 'management' ? { kind: 'link', path, label } : { path, label };
  return setIn(file, group.items, [...groupItems(file, group), item]);
}
