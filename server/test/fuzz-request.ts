// What the fuzz needs to know about one operation of spec/openapi.yaml, read from the spec: its
// path and query parameters (with a validator each), its JSON body schema and example, and how
// to turn chosen values into a request that says whether the server MUST refuse it (4xx).
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { MAX_JSON_DEPTH } from '../lib/input-guard.ts';
import { spec } from './helpers.ts';

const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule;

export type Node = Record<string, unknown>;
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

/** The node a `$ref` names (followed until it is not one). */
export function deref(n: Node): Node {
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

export const hasNul = (s: string) => s.includes('\u0000');
export const containsNul = (v: unknown): boolean =>
  typeof v === 'string'
    ? hasNul(v)
    : v !== null &&
      typeof v === 'object' &&
      Object.entries(v).some(([k, x]) => hasNul(k) || containsNul(x));

/** How far objects and arrays nest in a parsed value (iterative: the fuzz sends 5,000 levels). */
export function depthOf(v: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[v, 0]];
  while (stack.length) {
    const [x, d] = stack.pop()!;
    if (x === null || typeof x !== 'object') continue;
    deepest = Math.max(deepest, d + 1);
    for (const y of Object.values(x)) stack.push([y, d + 1]);
  }
  return deepest;
}

/** The value a path segment arrives as: a client sends a lone surrogate as U+FFFD, and an empty
 * segment is sent as a space (an empty one would name another route). */
const segmentValue = (s: string) => s.replace(/[\ud800-\udfff]/gu, '\ufffd') || ' ';

export const JSON_HEADERS = { 'content-type': 'application/json' } as const;

/** One operation, ready to be fuzzed. */
export interface OpRequests {
  params: Param[];
  /** The JSON body schema (dereferenced), null without a JSON body. */
  bodySchema: Node | null;
  /** Whether a parsed body passes the schema; null when the operation takes no body. A
   * multipart-only operation (file upload) has no JSON schema: every JSON body is wrong for it. */
  validBody: ((v: unknown) => boolean) | null;
  example: unknown;
  exampleText: string | undefined;
  /** Path parameters at their sample values. */
  validValues: Record<string, string>;
  /** Whether the server must refuse this JSON text as the body (malformed, invalid, NUL). */
  refusedBody: (text: string) => boolean;
  build: (
    kind: string,
    values: Record<string, string>,
    extraQuery: [string, string][],
    headers: Record<string, string>,
    payload: string | undefined,
    bodyRefused: boolean,
  ) => FuzzCase;
}

/** What the spec says about an operation, validators compiled: once per operation, however
 * many accounts and case lists use it. */
const specOf = new Map<string, Omit<OpRequests, 'build'>>();

function opSpec(o: FuzzOp): Omit<OpRequests, 'build'> {
  const key = `${o.method} ${o.path}`;
  const known = specOf.get(key);
  if (known) return known;
  const params = paramsOf(o);
  const bodyPath = `spec#/paths/${ptr(o.path)}/${o.method.toLowerCase()}/requestBody/content/application~1json/schema`;
  const rb = o.op.requestBody as
    { content: { 'application/json'?: { example?: unknown; schema?: Node } } } | undefined;
  const json = rb?.content['application/json'];
  const validBody = !rb ? null : json ? ajvBody.compile({ $ref: bodyPath }) : () => false;
  const example = json?.example;
  const spec: Omit<OpRequests, 'build'> = {
    params,
    bodySchema: json?.schema ? deref(json.schema) : null,
    validBody,
    example,
    exampleText: example === undefined ? undefined : JSON.stringify(example),
    validValues: Object.fromEntries(
      params.filter((p) => p.in === 'path').map((p) => [p.name, p.sample]),
    ),
    refusedBody: (text) => {
      if (!validBody) return false;
      try {
        const v: unknown = JSON.parse(text);
        // Nesting first: the NUL walk below recurses once per level.
        return depthOf(v) > MAX_JSON_DEPTH || containsNul(v) || !validBody(v);
      } catch {
        return true;
      }
    },
  };
  specOf.set(key, spec);
  return spec;
}

export function opRequests(o: FuzzOp, cookie: string): OpRequests {
  const spec = opSpec(o);
  const { params } = spec;
  const method = o.method;
  const base = { 'app-platform': 'web', cookie };

  const build: OpRequests['build'] = (kind, values, extraQuery, headers, payload, bodyRefused) => {
    let url = o.path;
    const qs = new URLSearchParams();
    let paramRefused = false;
    for (const p of params) {
      const given = values[p.name];
      if (given === undefined) continue;
      const val = p.in === 'path' ? segmentValue(given) : given;
      if (!p.valid(val) || hasNul(val)) paramRefused = true;
      if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(val));
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

  return { ...spec, build };
}
