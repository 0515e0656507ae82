// The input classes that once reached a 5xx (issue 24), sent to every operation as a fixed list
// of cases rather than random draws: dates at and beyond the calendar's edges, amounts that
// overflow once multiplied, and deep nesting. Built from each operation's schemas and example,
// so an operation added later gets them without editing the test.
import { builtInFiles } from '../../config/files.ts';
import type { Catalogue } from '../../domain/product.ts';
import type { UiConfig } from '../../src/generated/config/ui.ts';
import {
  deref,
  JSON_HEADERS,
  opRequests,
  type FuzzCase,
  type FuzzOp,
  type Node,
  type OpRequests,
} from './fuzz-request.ts';

type Path = (string | number)[];
type Kind = 'object' | 'array' | 'string' | 'integer' | 'number' | 'other';
interface Leaf {
  path: Path;
  schema: Node;
  kind: Kind;
  /** The example has a value here (optional properties it leaves out have none). */
  present: boolean;
}

export const EDGE_KINDS = ['calendar edges', 'amounts', 'deep nesting'] as const;

const shiftDay = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const { min, max } = (builtInFiles().ui as UiConfig).calendar;
/** The calendar's first and last days and the days beside them, the ends of the four-digit
 * years, and days that do not exist. */
export const EDGE_DATES = [
  min,
  max,
  shiftDay(min, -1),
  shiftDay(max, 1),
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '10000-01-01',
  '2024-02-29',
  '2023-02-29',
  '2024-13-01',
];

/** The periods (days) the catalogue sells, longest first. An order line's price grows with its
 * period, and a period the catalogue does not sell (the schema maximum, 720) is refused before
 * any arithmetic, so the amounts class tries these. */
const catalogue = builtInFiles().products as Catalogue;
const PERIODS = [
  ...new Set([
    ...Object.values(catalogue.packageFamilies).flatMap((f) =>
      [...(f?.tiers ?? []), ...(f?.regular ?? [])].map((t) => t.day),
    ),
    ...catalogue.products.flatMap((p) => Object.keys(p.unitPrices ?? {}).map(Number)),
  ]),
].sort((a, b) => b - a);
/** Amount cases per operation (the order's 33 product types at the longest period come first). */
const AMOUNT_CASES = 48;
/** Arrays grow to their maxItems, at most this many (the order takes 9 lines). */
const GROW_CAP = 20;

const typeOf = (s: Node): string | undefined => {
  const t = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (typeof t === 'string') return t;
  if (s.properties || s.additionalProperties) return 'object';
  if (s.items) return 'array';
  if (Array.isArray(s.enum)) return typeof s.enum[0];
  return undefined;
};

/** The branch of a oneOf/anyOf the value takes (the first when there is no value). */
function pick(s0: Node, value: unknown): Node {
  const s = deref(s0);
  const branches = (s.oneOf ?? s.anyOf) as Node[] | undefined;
  if (!branches) return s;
  const all = branches.map(deref);
  const kind = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
  const fits = (b: Node) => {
    const t = typeOf(b);
    return t === kind || (kind === 'number' && t === 'integer');
  };
  return pick(all.find(fits) ?? all[0]!, value);
}

function leaves(s0: Node, value: unknown, path: Path = [], out: Leaf[] = []): Leaf[] {
  const s = pick(s0, value);
  const t = typeOf(s);
  const present = value !== undefined;
  if (t === 'object') {
    out.push({ path, schema: s, kind: 'object', present });
    const v = value && typeof value === 'object' ? (value as Node) : {};
    if (path.length < 8)
      for (const [k, ps] of Object.entries((s.properties ?? {}) as Record<string, Node>))
        leaves(ps, v[k], [...path, k], out);
  } else if (t === 'array') {
    out.push({ path, schema: s, kind: 'array', present });
    if (s.items && path.length < 8)
      leaves(s.items as Node, Array.isArray(value) ? value[0] : undefined, [...path, 0], out);
  } else {
    const kind = t === 'string' || t === 'integer' || t === 'number' ? t : 'other';
    out.push({ path, schema: s, kind, present });
  }
  return out;
}

/** A copy of `root` with `value` at `path` (containers made on the way). */
function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  if (typeof key === 'number') {
    const copy = Array.isArray(root) ? [...(root as unknown[])] : [];
    copy[key] = setAt(copy[key], rest, value);
    return copy;
  }
  const copy: Node = root && typeof root === 'object' ? { ...(root as Node) } : {};
  copy[key!] = setAt(copy[key!], rest, value);
  return copy;
}

/** Arrays filled to maxItems with copies of their first element (not unique ones). */
function grow(s0: Node, value: unknown): unknown {
  const s = pick(s0, value);
  if (Array.isArray(value)) {
    const items = value.map((x) => grow((s.items ?? {}) as Node, x));
    const n = Math.min(Number(s.maxItems ?? items.length), GROW_CAP);
    if (s.uniqueItems || items.length === 0) return items;
    while (items.length < n) items.push(structuredClone(items[0]));
    return items;
  }
  if (value && typeof value === 'object') {
    const props = (s.properties ?? {}) as Record<string, Node>;
    return Object.fromEntries(
      Object.entries(value).map(([k, x]) => [k, props[k] ? grow(props[k], x) : x]),
    );
  }
  return value;
}

function clip(f: number | 'max', s: Node): number {
  const lo = typeof s.minimum === 'number' ? s.minimum : -(2 ** 31);
  const hi = typeof s.maximum === 'number' ? s.maximum : 2 ** 31 - 1;
  return f === 'max' ? hi : Math.min(Math.max(f, lo), hi);
}

const isFreeText = (s: Node) =>
  !s.enum && !s.pattern && !s.format && (typeof s.maxLength !== 'number' || s.maxLength >= 10);
const isDate = (s: Node) => s.format === 'date' || s.format === 'date-time';
const asDate = (s: Node, day: string) => (s.format === 'date-time' ? `${day}T00:00:00+09:00` : day);

function calendarCases(r: OpRequests, body: Leaf[], send: Sender): FuzzCase[] {
  const dateLeaves = body.filter(
    (l) => l.kind === 'string' && (isDate(l.schema) || isFreeText(l.schema)),
  );
  const dateParams = r.params.filter((p) => p.schema.type === 'string' && !p.schema.enum);
  if (dateLeaves.length === 0 && dateParams.length === 0) return [];
  return EDGE_DATES.map((day) => {
    let v = r.example;
    for (const l of dateLeaves) v = setAt(v, l.path, asDate(l.schema, day));
    const values = Object.fromEntries(dateParams.map((p) => [p.name, asDate(p.schema, day)]));
    return send('calendar edges', values, dateLeaves.length ? JSON.stringify(v) : r.exampleText);
  });
}

/**
 * Numbers the example has, set high together: repeated lines (numbers inside arrays) at each
 * period the catalogue sells with each value of the lines' enums (a product type at its longest
 * period, times the largest quantity, times the most lines, is where an order's total
 * overflowed), then every number at its schema maximum with each enum value of the body.
 * Arrays grow to maxItems. Without a body, the number parameters at their maxima.
 */
function amountCases(r: OpRequests, body: Leaf[], send: Sender): FuzzCase[] {
  const numbers = body.filter(
    (l) => l.present && !l.schema.enum && (l.kind === 'integer' || l.kind === 'number'),
  );
  const numParams = r.params.filter(
    (p) => p.schema.type === 'integer' || p.schema.type === 'number',
  );
  if (numbers.length === 0 && numParams.length === 0) return [];
  const maxParams = Object.fromEntries(
    numParams.map((p) => [p.name, String(clip('max', p.schema))]),
  );
  if (!r.bodySchema || r.example === undefined) return [send('amounts', maxParams, r.exampleText)];
  const inLines = (l: Leaf) => l.path.some((k) => typeof k === 'number');
  const enumsOf = (ls: Leaf[]): [Leaf, unknown][] =>
    ls.flatMap((l) =>
      l.present && Array.isArray(l.schema.enum) && l.kind !== 'object' && l.kind !== 'array'
        ? l.schema.enum.map((e) => [l, e] as [Leaf, unknown])
        : [],
    );
  // Dates a year ahead: an example's start date goes stale, and a past one is refused first.
  const ahead = shiftDay(new Date().toISOString().slice(0, 10), 365);
  const dates = body.filter((l) => l.present && l.kind === 'string' && isDate(l.schema));
  const body1 = (factor: number | 'max', set: Leaf[], choice?: [Leaf, unknown]) => {
    let v = r.example;
    for (const l of dates) v = setAt(v, l.path, asDate(l.schema, ahead));
    for (const l of set) v = setAt(v, l.path, clip(factor, l.schema));
    if (choice) v = setAt(v, choice[0].path, choice[1]);
    return JSON.stringify(grow(r.bodySchema!, v));
  };
  const lineNumbers = numbers.filter(inLines);
  const texts: string[] = [body1('max', numbers)];
  if (lineNumbers.length)
    for (const f of PERIODS)
      for (const choice of [undefined, ...enumsOf(body.filter(inLines))])
        texts.push(body1(f, lineNumbers, choice));
  for (const choice of enumsOf(body)) texts.push(body1('max', numbers, choice));
  return [...new Set(texts)].slice(0, AMOUNT_CASES).map((text) => send('amounts', maxParams, text));
}

const deepObject = (n: number, leaf = '1') => `${'{"a":'.repeat(n)}${leaf}${'}'.repeat(n)}`;
const deepArray = (n: number, leaf = '1') => `${'['.repeat(n)}${leaf}${']'.repeat(n)}`;
const DEEP = [
  deepObject(5_000),
  deepArray(5_000),
  // A NUL below the depth the old NUL check stopped at, and one well within the limit.
  deepObject(70, '"x\\u0000"'),
  deepArray(40, '"\\u0000"'),
];
/** Stands in for a nested value in the example's JSON until the raw text replaces it. */
const HOLE = 'fuzz-hole-7f3a9c';

function deepCases(r: OpRequests, body: Leaf[], send: Sender): FuzzCase[] {
  if (!r.validBody) {
    // No JSON body to nest in: a nested body and a nested query key must still not break it.
    const key = `a${'[a]'.repeat(2_000)}`;
    return [
      ...DEEP.map((text) => send('deep nesting', {}, text)),
      send('deep nesting', {}, undefined, [[key, '1']]),
    ];
  }
  // The whole body, and inside it the first place that takes any JSON (a free-form object),
  // else the first container, else the first value.
  const inner =
    body.find((l) => l.path.length > 0 && l.kind === 'object' && !l.schema.properties) ??
    body.find((l) => l.path.length > 0 && (l.kind === 'object' || l.kind === 'array')) ??
    body.find((l) => l.path.length > 0);
  const at = (text: string) =>
    JSON.stringify(setAt(r.example, inner!.path, HOLE)).replace(`"${HOLE}"`, text);
  return DEEP.flatMap((text) => [
    send('deep nesting', {}, text),
    ...(inner ? [send('deep nesting', {}, at(text))] : []),
  ]);
}

type Sender = (
  kind: string,
  values: Record<string, string>,
  payload: string | undefined,
  extraQuery?: [string, string][],
) => FuzzCase;

/** Every fixed case of the three classes for one operation. */
export function edgeCases(o: FuzzOp, cookie: string): FuzzCase[] {
  const r = opRequests(o, cookie);
  const body = r.bodySchema ? leaves(r.bodySchema, r.example) : [];
  const send: Sender = (kind, values, payload, extraQuery = []) =>
    r.build(
      kind,
      { ...r.validValues, ...values },
      extraQuery,
      payload === undefined ? {} : JSON_HEADERS,
      payload,
      payload === undefined ? r.validBody !== null : r.refusedBody(payload),
    );
  return [
    ...calendarCases(r, body, send),
    ...amountCases(r, body, send),
    ...deepCases(r, body, send),
  ];
}
