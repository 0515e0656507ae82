// The ONE place the studio words a config change in Korean: a place of a staff file ("일반 올인원 ·
// 기본 기간"), a value ("30일", "3,300원", "예") and a change ("일반 올인원 · 기본 기간: 30일 → 60일").
// Field names are the schemas' titles (spec/config/*.schema.json), element names come with the
// change (config/change-list.ts, from each list's `x-label`), units from `x-unit`/`x-key-unit`,
// enum values from `x-enum-titles`; only the sentence patterns are texts (messages.studio.describe).
// The history, the comparison of two versions, the draft's changed fields, an import's diff, the
// two-staff conflicts and the dropped changes all read changes through this module.
import { diffArrays } from 'diff';
import { messages } from '@/generated/config/messages-studio';
import { readConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { labelFieldOf, type ConfigChange } from '@config/change-list';
import { CONFIG_SCHEMAS } from '@config/files';
import { formatPointer, parsePointer, type Segment } from '@config/keyed-pointer';
import { deepEqual } from '@config/overlay-diff';
import type { StaffConfigName } from '@config/registry';
import {
  annotation,
  childSchema,
  deref,
  identityOf,
  schemaAt,
  type Schema,
} from '@config/schema-walk';
import {
  idValue,
  itemWords,
  keyWords,
  listWords,
  propertyTitle,
  texts,
  valueText,
} from './value-words';

/** Names of the elements on a change's path, by keyed pointer (ConfigChange.names). */
export type ChangeNames = Readonly<Record<string, string>>;

const isObj = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** Each staff file by the studio tab that edits it (a text of messages.ko.json). */
export function fileWords(file: StaffConfigName): string {
  const studio = readConfig(messages.studio);
  const tabs = readConfig(messages.studioEditors).tabs;
  const words = {
    products: studio.sections.catalogue,
    'popup-chain': tabs.chain,
    menus: tabs.menus,
    'messages.ko': tabs.messages,
    ui: tabs.uiConstants,
  } satisfies Record<StaffConfigName, string>;
  return words[file];
}

interface Part {
  text: string;
  /** The title of a list whose element comes next: the element's own name says it. */
  list?: boolean;
}

/** The words of each step of a keyed pointer: titles, element names, map keys; untitled keys joined by dots. */
function placeParts(file: StaffConfigName, path: string, names: ChangeNames): Part[] {
  const root = CONFIG_SCHEMAS[file];
  const parts: Part[] = [];
  const untitled: string[] = [];
  const flush = () => {
    if (untitled.length) parts.push({ text: untitled.splice(0).join('.') });
  };
  let node: Schema | undefined = deref(root, root);
  const at: Segment[] = [];
  for (const s of parsePointer(path)) {
    at.push(s);
    const child = childSchema(root, node, s);
    const name = names[formatPointer(at)];
    if ('field' in s) {
      flush();
      // A named element replaces its list's title ("일반 올인원", not "광고 상품 · 일반 올인원").
      if (name && parts.at(-1)?.list) parts.pop();
      const idSchema = childSchema(root, child, { key: s.field });
      parts.push({ text: name ?? valueText(root, idSchema, idValue(idSchema, s.id)) });
    } else {
      const title = name ?? propertyTitle(root, node, s.key);
      const unit = annotation(root, node, 'x-key-unit');
      if (title || unit) {
        flush();
        // A named entry of a map replaces the map's title as a named element does its list's.
        if (name && parts.at(-1)?.list) parts.pop();
        const named = !!identityOf(root, child) || !!labelFieldOf(root, child);
        parts.push({ text: title ?? keyWords(root, node, s.key), list: named });
      } else untitled.push(s.key);
    }
    node = child;
  }
  flush();
  return parts;
}

/**
 * A place of a staff file in Korean words, e.g. `/products/[key=general_allinone]/defaultDay` →
 * "일반 올인원 · 기본 기간". A place with no schema title at all (a text of messages.ko.json) is
 * named by its file and key: "문구 · cart.title".
 */
export function fieldWords(file: StaffConfigName, path: string, names: ChangeNames = {}): string {
  const parts = placeParts(file, path, names).map((p) => p.text);
  const root = CONFIG_SCHEMAS[file];
  const [first] = parsePointer(path);
  const titled = first && 'key' in first && propertyTitle(root, deref(root, root), first.key);
  return (titled ? parts : [fileWords(file), ...parts]).join(' · ');
}

/** A value at a place of a staff file, in Korean words ("30일", "3,300원", "예", "‘공지’"). */
export function valueWords(file: StaffConfigName, path: string, value: unknown): string {
  const root = CONFIG_SCHEMAS[file];
  return valueText(root, schemaAt(root, parsePointer(path)), value);
}

/**
 * What changed inside a list without identity (menu items): the items added, removed, renamed or
 * edited, found by a diff of the two lists (an item removed where another was added is the same
 * item changed), or only their order.
 */
function listChangeWords(
  root: Schema,
  list: Schema | undefined,
  before: unknown[],
  after: unknown[],
): string {
  const t = texts();
  const name = (v: unknown) => itemWords(root, list, v);
  const sameItems =
    before.length === after.length &&
    before.every((b) => after.some((a) => deepEqual(a, b))) &&
    after.every((a) => before.some((b) => deepEqual(a, b)));
  if (sameItems) return t.reorderedItems;
  const words: string[] = [];
  const parts = diffArrays(before, after, { comparator: deepEqual });
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (!part.removed && !part.added) continue;
    const next = parts[i + 1];
    const added = part.removed && next?.added ? next.value : [];
    if (added.length) i++;
    if (part.added) {
      words.push(...part.value.map((a) => fmt(t.itemAdded, { name: name(a) })));
      continue;
    }
    part.value.forEach((b, j) => {
      if (j >= added.length) return words.push(fmt(t.itemRemoved, { name: name(b) }));
      const [nb, na] = [name(b), name(added[j])];
      words.push(
        nb === na ? fmt(t.itemEdited, { name: nb }) : fmt(t.itemRenamed, { before: nb, after: na }),
      );
    });
    words.push(...added.slice(part.value.length).map((a) => fmt(t.itemAdded, { name: name(a) })));
  }
  return listWords(words);
}

/** One change in a Korean sentence, e.g. "일반 올인원 · 기본 기간: 30일 → 60일". */
export function describeChange(change: ConfigChange): string {
  const t = texts();
  const file = change.file as StaffConfigName;
  const root = CONFIG_SCHEMAS[file];
  const segments = parsePointer(change.path);
  const last = segments.at(-1);
  const parent = formatPointer(segments.slice(0, -1));
  const listSchema = schemaAt(root, segments.slice(0, -1));
  const own = change.names[change.path];
  // An element of a list with identity, or a named entry of a map (a package family).
  const element = !!last && ('field' in last || (!!own && !!labelFieldOf(root, listSchema)));
  if (change.op === 'order') {
    const list = schemaAt(root, segments);
    const field = identityOf(root, list) ?? '';
    const ids = Array.isArray(change.after) ? change.after.map(String) : [];
    const idSchema = childSchema(root, childSchema(root, list, 0), { key: field });
    return fmt(t.reordered, {
      list: fieldWords(file, change.path, change.names),
      names: listWords(
        ids.map(
          (id) =>
            change.names[formatPointer([...segments, { field, id }])] ??
            valueText(root, idSchema, idValue(idSchema, id)),
        ),
      ),
    });
  }
  if (element && (change.op === 'add' || change.op === 'remove')) {
    return fmt(change.op === 'add' ? t.added : t.removed, {
      list: fieldWords(file, parent, change.names),
      name: placeParts(file, change.path, change.names).at(-1)?.text ?? '',
    });
  }
  const field = fieldWords(file, change.path, change.names);
  const node = schemaAt(root, segments);
  if (
    Array.isArray(change.before) &&
    Array.isArray(change.after) &&
    [...change.before, ...change.after].some(isObj)
  )
    return fmt(t.listChanged, {
      field,
      items: listChangeWords(root, node, change.before, change.after),
    });
  return fmt(t.changed, {
    field,
    before: valueText(root, node, change.before),
    after: valueText(root, node, change.after),
  });
}
