// A field of a config file in the words staff know it by, for the places that name a field
// outside its editor (two staff's conflicts, a version's dropped changes): the editors' own
// labels (messages-studio) and the element's own name (a product's label, a chain's id, a step's
// type), e.g. `products#/products/[key=general_allinone]/defaultDay` → "일반 올인원 · 기본 기간(일)".
import { messages } from '@/generated/config/messages-studio';
import { readConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { CONFIG_SCHEMAS } from '@config/files';
import { elementIndex, parsePointer, type Segment } from '@config/keyed-pointer';
import type { StaffConfigName } from '@config/registry';
import { annotation, schemaAt } from '@config/schema-walk';
import { stepLabel } from '../sections/chain/model/step-label';
import type { DraftFiles } from './studio-section';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const text = (s: Segment | undefined): string => (s === undefined ? '' : 'key' in s ? s.key : s.id);
const words = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' · ');

/** The element a keyed segment names, looked up in each file given (the first that has it). */
function element(lists: unknown[], s: Segment | undefined): Obj | undefined {
  if (!s || !('field' in s)) return undefined;
  for (const list of lists)
    if (Array.isArray(list)) {
      const i = elementIndex(list, s.field, s.id);
      if (i >= 0 && isObj(list[i])) return list[i] as Obj;
    }
  return undefined;
}

function productWords(path: Segment[], files: readonly unknown[]): string {
  const t = readConfig(messages.studio).catalogue;
  const [top, id, field, sub, col] = path;
  const from = (key: string) => files.map((f) => (isObj(f) ? f[key] : undefined));
  switch (text(top)) {
    case 'products': {
      if (!id) return t.productList;
      const p = element(from('products'), id);
      const name = typeof p?.label === 'string' ? p.label : text(id);
      const f = text(field);
      if (f === 'unitPrices' && sub) return words(name, fmt(t.priceOf, { day: text(sub) }));
      const label: Record<string, string> = {
        label: t.label,
        key: t.key,
        type: t.type,
        group: t.group,
        defaultDay: t.defaultDay,
        defaultQuantity: t.defaultQuantity,
        option: t.option,
        family: t.family,
        unitPrices: t.prices,
      };
      return words(name, label[f] ?? f);
    }
    case 'groups': {
      const g = element(from('groups'), id);
      const name = typeof g?.label === 'string' ? g.label : text(id);
      const f = text(field);
      return words(t.groups, name, f === 'id' ? t.groupId : f === 'label' ? t.groupLabel : f);
    }
    case 'packageFamilies': {
      const family = from('packageFamilies')
        .map((all) => (isObj(all) ? all[text(id)] : undefined))
        .find(isObj);
      const name = typeof family?.label === 'string' ? family.label : text(id);
      const list = text(field);
      if (list === 'label') return words(t.families, name, t.familyLabel);
      const listName = list === 'tiers' || list === 'regular' ? t.tierLists[list] : list;
      if (!sub) return words(t.families, name, listName);
      const column = (t.tierColumns as Readonly<Record<string, string>>)[text(col)];
      return words(
        name,
        listName,
        column ? fmt(t.tierCellOf, { day: text(sub), column }) : text(sub),
      );
    }
    case 'maxCartItems':
      return t.maxCartItems;
    default:
      return words(...path.map(text));
  }
}

function chainWords(path: Segment[], files: readonly unknown[]): string {
  const t = readConfig(messages.studioEditors);
  const [, chainSeg, stepsKey, stepSeg, ...rest] = path;
  if (!chainSeg) return t.chain.title;
  const chain = element(
    files.map((f) => (isObj(f) ? f.chains : undefined)),
    chainSeg,
  );
  const chainName =
    typeof chain?.path === 'string'
      ? fmt(t.chain.chainTitle, { id: text(chainSeg), path: chain.path })
      : text(chainSeg);
  if (text(stepsKey) !== 'steps') return words(chainName, text(stepsKey));
  if (!stepSeg) return words(chainName, t.tabs.chain);
  const step = element(
    files.flatMap((f) => {
      const chains = isObj(f) && Array.isArray(f.chains) ? (f.chains as unknown[]) : [];
      return chains.map((c) => (isObj(c) ? c.steps : undefined));
    }),
    stepSeg,
  );
  const stepName =
    typeof step?.type === 'string' ? `${stepLabel(step.type)} (${text(stepSeg)})` : text(stepSeg);
  const field = rest.map(text).join('/');
  const label: Record<string, string> = {
    when: t.condition.label,
    enabled: t.chain.enabled,
    cookie: t.chain.cookieDays,
    'cookie/days': t.chain.cookieDays,
  };
  return words(chainName, stepName, label[field] ?? field);
}

/** Menus: a group's own fields, or its list of items (a list without identity changes whole). */
function menuWords(path: Segment[]): string {
  const t = readConfig(messages.studioEditors).menus;
  const [group = '', field = '', ...rest] = path.map(text);
  const name = (t.groups as Readonly<Record<string, string>>)[group] ?? group;
  const label: Record<string, string> = {
    label: group === 'gongsil' ? t.label : t.groupLabel,
    when: t.groupWhen,
    tooltip: t.tooltip,
    path: t.path,
    items: readConfig(messages.studio).conflicts.items,
  };
  // The guest menu is a list itself.
  if (group === 'guest' && !field) return words(name, label.items);
  return words(name, label[field] ?? field, ...rest);
}

/** ui.json: the schema's own Korean titles along the path (the form shows the same). */
function uiWords(path: Segment[]): string {
  const schema = CONFIG_SCHEMAS.ui;
  return words(
    ...path.map((s, i) => {
      const title = annotation(schema, schemaAt(schema, path.slice(0, i + 1)), 'title');
      return typeof title === 'string' ? title : text(s);
    }),
  );
}

/**
 * A field of a staff file in Korean words. `files` are the versions of that file the field may be
 * found in (mine, theirs, the base): an element removed on one side is named from another.
 */
export function fieldWords(
  file: StaffConfigName,
  path: string,
  files: readonly Partial<DraftFiles>[] = [],
): string {
  const segments = parsePointer(path);
  const docs = files.map((f) => f[file]);
  switch (file) {
    case 'products':
      return productWords(segments, docs);
    case 'popup-chain':
      return chainWords(segments, docs);
    case 'menus':
      return menuWords(segments);
    case 'ui':
      return uiWords(segments);
    case 'messages.ko':
      return fmt(readConfig(messages.studio).conflicts.message, {
        key: segments.map(text).join('.'),
      });
  }
}
