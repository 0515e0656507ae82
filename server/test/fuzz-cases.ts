// Hostile requests for one operation, generated from its entry in spec/openapi.yaml (path, query
// and body schemas), so operations added later are fuzzed without editing the test.
// Each case says whether the server MUST refuse it (4xx) or MAY accept it (schema-valid body with
// hostile values); either way it must never answer 5xx.
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { spec } from './helpers.ts';

const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule;

type Node = Record<string, unknown>;
export interface FuzzOp {
  method: string;
  path: string;
  op: { operationId: string; parameters?: Node[]; requestBody?: unknown };
}
export interface FuzzCase {
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  mustRefuse: boolean;
}

const ajvBody = new Ajv({ strict: false });
addFormats(ajvBody);
ajvBody.addSchema(spec as object, 'spec');
// Path and query values arrive as text and are coerced, as the server does.
const ajvParam = new Ajv({ strict: false, coerceTypes: true });
addFormats(ajvParam);
ajvParam.addSchema(spec as object, 'spec');

const ptr = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function deref(n: Node): Node {
  if (typeof n.$ref !== 'string') return n;
  let cur: unknown = spec;
  for (const p of n.$ref.replace(/^#\//, '').split('/'))
    cur = (cur as Node)[p.replace(/~1/g, '/').replace(/~0/g, '~')];
  return deref(cur as Node);
}

export interface Param {
  name: string;
  in: string;
  schema: Node;
  valid: (v: string) => boolean;
  sample: string;
}

function sampleParam(s: Node, example: unknown): string {
  if (example !== undefined) return String(example);
  if (Array.isArray(s.enum)) return String(s.enum[0]);
  if (s.type === 'integer' || s.type === 'number') return String(s.minimum ?? 1);
  return 'a1';
}

export function paramsOf(o: FuzzOp): Param[] {
  return (o.op.parameters ?? [])
    .map(deref)
    .filter((p) => p.in === 'path' || p.in === 'query')
    .map((p) => {
      const schema = deref(p.schema as Node);
      // Local references (#/components/...) resolve inside the spec added as 'spec'.
      const inSpec = JSON.parse(JSON.stringify(p.schema).replace(/"#\//g, '"spec#/')) as object;
      const check = ajvParam.compile({ type: 'object', properties: { x: inSpec } });
      return {
        name: String(p.name),
        in: String(p.in),
        schema,
        valid: (val: string) => check({ x: val }),
        sample: sampleParam(schema, p.example ?? schema.example),
      };
    });
}

export const HOSTILE_TEXT = [
  'a\u0000b',
  '\u0000',
  '😀𠀀🏠',
  '\ud800',
  '\u202e역방향',
  "'; DROP TABLE users;--",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  ' ',
  '',
  'x'.repeat(201),
  'ㄱ'.repeat(1001),
  'y'.repeat(70_000),
];
export const HOSTILE_NUMBERS = [
  0,
  -1,
  1.5,
  2_147_483_647,
  2_147_483_648,
  99_999_999_999,
  -2_147_483_649,
  2 ** 53,
  1e300,
];
const HOSTILE_PARAM = [
  ...HOSTILE_TEXT.slice(0, 11),
  ...HOSTILE_NUMBERS.map(String),
  'NaN',
  '1e9',
  '%',
  '-0',
  'true',
];
const OTHER_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
];

/** A path segment as a client would send it (a lone surrogate becomes U+FFFD). */
function encodeSegment(s: string): string {
  return encodeURIComponent(s.replace(/[\ud800-\udfff]/gu, '\ufffd')) || '%20';
}

const hasNul = (s: string) => s.includes('\u0000');
const containsNul = (v: unknown): boolean =>
  typeof v === 'string'
    ? hasNul(v)
    : v !== null &&
      typeof v === 'object' &&
      Object.entries(v).some(([k, x]) => hasNul(k) || containsNul(x));

/** Replaces each leaf of a JSON value by a hostile value of the same kind. */
function mutate(v: unknown, pick: () => number): unknown {
  if (typeof v === 'string') return HOSTILE_TEXT[pick() % HOSTILE_TEXT.length];
  if (typeof v === 'number') return HOSTILE_NUMBERS[pick() % HOSTILE_NUMBERS.length];
  if (Array.isArray(v)) return v.map((x) => mutate(x, pick));
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [k, pick() % 3 ? x : mutate(x, pick)]),
    );
  return v;
}

function deepJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** The kinds of case fuzzCases draws for an operation, the body ones when it takes a body: the
 * fuzz test checks each was sent, so a smaller run count (FUZZ_RUNS in CI) still covers all. */
export function fuzzKinds(o: FuzzOp): string[] {
  const always = ['params', 'media type'];
  return o.op.requestBody
    ? [...always, 'no body', 'empty json', 'bad body', 'hostile values']
    : always;
}

export function fuzzCases(o: FuzzOp, cookie: string): fc.Arbitrary<FuzzCase> {
  const params = paramsOf(o);
  const method = o.method;
  const bodyPath = `spec#/paths/${ptr(o.path)}/${method.toLowerCase()}/requestBody/content/application~1json/schema`;
  const rb = o.op.requestBody as
    { content: { 'application/json'?: { example?: unknown } } } | undefined;
  // A multipart-only operation (file upload) has no JSON schema: every JSON body is wrong for it.
  const validBody = !rb
    ? null
    : rb.content['application/json']
      ? ajvBody.compile({ $ref: bodyPath })
      : () => false;
  const example = rb?.content['application/json']?.example;
  const exampleText = example === undefined ? undefined : JSON.stringify(example);
  const base = { 'app-platform': 'web', cookie };

  const build = (
    kind: string,
    values: Record<string, string>,
    extraQuery: [string, string][],
    headers: Record<string, string>,
    payload: string | undefined,
    bodyRefused: boolean,
  ): FuzzCase => {
    let url = o.path;
    const qs = new URLSearchParams();
    let paramRefused = false;
    for (const p of params) {
      const val = values[p.name];
      if (val === undefined) continue;
      if (!p.valid(val) || hasNul(val)) paramRefused = true;
      if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeSegment(val));
      else qs.append(p.name, val);
    }
    for (const [k, v] of extraQuery) {
      if (hasNul(v) || hasNul(k)) paramRefused = true;
      qs.append(k, v);
    }
    const q = qs.toString();
    return {
      kind,
      method,
      url: `/api/v2${url}${q ? `?${q}` : ''}`,
      headers: { ...base, ...headers },
      payload,
      mustRefuse: paramRefused || bodyRefused,
    };
  };

  const validValues = Object.fromEntries(
    params.filter((p) => p.in === 'path').map((p) => [p.name, p.sample]),
  );
  const paramValues = fc.record(
    Object.fromEntries(
      params.map((p) => [
        p.name,
        p.in === 'path'
          ? fc.oneof(fc.constant(p.sample), fc.constantFrom(...HOSTILE_PARAM), fc.string())
          : fc.option(fc.oneof(fc.constantFrom(...HOSTILE_PARAM), fc.string()), { nil: undefined }),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const extraQuery = fc.array(
    fc.tuple(fc.constantFrom('x', 'keyword', 'page', '\u0000'), fc.constantFrom(...HOSTILE_PARAM)),
    { maxLength: 2 },
  );
  const jsonHeaders = { 'content-type': 'application/json' };

  const arbs: fc.Arbitrary<FuzzCase>[] = [
    // Hostile path and query values with an otherwise valid request.
    fc.tuple(paramValues, extraQuery).map(([vals, extra]) =>
      build(
        'params',
        {
          ...validValues,
          ...Object.fromEntries(Object.entries(vals).filter(([, v]) => v !== undefined)),
        },
        extra,
        exampleText === undefined ? {} : jsonHeaders,
        exampleText,
        false,
      ),
    ),
    // A body in another media type (the valid example, or any text): 415.
    fc
      .tuple(
        fc.constantFrom(...OTHER_TYPES),
        fc.oneof(fc.constant(exampleText ?? '{}'), fc.string({ minLength: 1 })),
      )
      .map(([type, text]) =>
        build('media type', validValues, [], { 'content-type': type }, text, method !== 'GET'),
      ),
  ];
  if (validBody) {
    const refusedIfInvalid = (text: string) => {
      try {
        const v: unknown = JSON.parse(text);
        return containsNul(v) || !validBody(v);
      } catch {
        return true;
      }
    };
    arbs.push(
      // Missing body.
      fc.constant(build('no body', validValues, [], {}, undefined, true)),
      fc.constant(build('empty json', validValues, [], jsonHeaders, '', true)),
      // Anything that is not the schema, deep JSON, broken JSON.
      fc
        .oneof(
          fc.anything().map((v) => JSON.stringify(v) ?? 'null'),
          fc.string(),
          fc.constantFrom(deepJson(5_000), '[[[[[[[[[[', '{"a":', 'null', '[]', '"x"', '1e999'),
        )
        .map((text) =>
          build('bad body', validValues, [], jsonHeaders, text, refusedIfInvalid(text)),
        ),
      // The example with hostile leaves: schema-valid ones may be accepted.
      fc.array(fc.nat(), { minLength: 8, maxLength: 8 }).map((seeds) => {
        let i = 0;
        const text = JSON.stringify(mutate(example, () => seeds[i++ % seeds.length]! + i));
        return build('hostile values', validValues, [], jsonHeaders, text, refusedIfInvalid(text));
      }),
    );
  }
  return fc.oneof(...arbs);
}
