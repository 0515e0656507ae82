// Values of config files in Korean words, shaped by their schema: "30일", "3,300원", "예",
// "‘공지’", lists of names ("A, B 외 3개") and objects ("기간 30일, 가격 3,300원"). Part of
// describe-change.ts, the studio's one wording of config changes.
import { messages } from '@/generated/config/messages-studio';
import { readConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { labelFieldOf } from '@config/change-list';
import { annotation, childSchema, deref, identityOf, type Schema } from '@config/schema-walk';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
export const texts = () => readConfig(messages.studio).describe;
/** Values shown in a list of names before "외 N개". */
const LIST_MAX = 5;

/** A number in what it counts (`x-unit`: won, day, …), else as written. */
export function numberWords(unit: unknown, n: number): string {
  const units = texts().units as Readonly<Record<string, string>>;
  const pattern = typeof unit === 'string' ? units[unit] : undefined;
  return pattern ? fmt(pattern, { n: n.toLocaleString('ko-KR') }) : String(n);
}

/** A key of a map in what it counts (`x-key-unit`: unit prices by day → "30일"). */
export const keyWords = (root: Schema, map: Schema | undefined, key: string): string => {
  const unit = annotation(root, map, 'x-key-unit');
  return unit && /^\d+$/.test(key) ? numberWords(unit, Number(key)) : key;
};

/** The title of a property, read before its `$ref` is followed (a field may title a shared definition). */
export function propertyTitle(
  root: Schema,
  node: Schema | undefined,
  key: string,
): string | undefined {
  const own = [node, deref(root, node)].map((n) => {
    const props = n?.properties;
    const p = isObj(props) ? props[key] : undefined;
    return isObj(p) && typeof p.title === 'string' ? p.title : undefined;
  });
  const title = own.find(Boolean) ?? annotation(root, childSchema(root, node, { key }), 'title');
  return typeof title === 'string' ? title : undefined;
}

/** Names a list of words, the first few and how many more. */
export function listWords(words: readonly string[]): string {
  const t = texts();
  if (!words.length) return t.empty;
  const shown = words.slice(0, LIST_MAX).join(', ');
  return words.length > LIST_MAX ? fmt(t.more, { list: shown, n: words.length - LIST_MAX }) : shown;
}

/** A value as staff read it, shaped by its schema node. */
export function valueText(root: Schema, node: Schema | undefined, value: unknown): string {
  const t = texts();
  if (value === undefined || value === null) return t.none;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  const titles = annotation(root, node, 'x-enum-titles');
  if (isObj(titles) && typeof titles[String(value)] === 'string')
    return titles[String(value)] as string;
  if (typeof value === 'number') return numberWords(annotation(root, node, 'x-unit'), value);
  if (typeof value === 'string') return fmt(t.quoted, { text: value });
  if (Array.isArray(value)) return listWords(value.map((v) => itemWords(root, node, v)));
  if (isObj(value))
    return Object.entries(value)
      .map(([k, v]) =>
        fmt(t.entry, {
          key: propertyTitle(root, node, k) ?? keyWords(root, node, k),
          value: valueText(root, childSchema(root, node, { key: k }), v),
        }),
      )
      .join(', ');
  return String(value);
}

/** An element of a list by its label (`x-label`) when it has one, else the whole value. */
export function itemWords(root: Schema, list: Schema | undefined, item: unknown): string {
  const items = childSchema(root, list, 0);
  const field = labelFieldOf(root, list) ?? identityOf(root, list);
  if (field && isObj(item) && item[field] !== undefined)
    return valueText(root, childSchema(root, items, { key: field }), item[field]);
  return valueText(root, items, item);
}

/** An identity as its field's type has it (a tier's day is a number: "30일"). */
export const idValue = (schema: Schema | undefined, id: string): unknown =>
  (schema?.type === 'integer' || schema?.type === 'number') && /^-?\d+$/.test(id) ? Number(id) : id;
