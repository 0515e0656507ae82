// Hostile requests for one operation, generated from its entry in spec/openapi.yaml (path, query
// and body schemas), so operations added later are fuzzed without editing the test.
// Each case says whether the server MUST refuse it (4xx) or MAY accept it (schema-valid body with
// hostile values); either way it must never answer 5xx.
import fc from 'fast-check';
import { JSON_HEADERS, opRequests, type FuzzCase, type FuzzOp } from './fuzz-request.ts';

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
  const { params, validBody, example, exampleText, validValues, refusedBody, build } = opRequests(
    o,
    cookie,
  );
  const method = o.method;
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
        exampleText === undefined ? {} : JSON_HEADERS,
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
    arbs.push(
      // Missing body.
      fc.constant(build('no body', validValues, [], {}, undefined, true)),
      fc.constant(build('empty json', validValues, [], JSON_HEADERS, '', true)),
      // Anything that is not the schema, deep JSON, broken JSON.
      fc
        .oneof(
          fc.anything().map((v) => JSON.stringify(v) ?? 'null'),
          fc.string(),
          fc.constantFrom(deepJson(5_000), '[[[[[[[[[[', '{"a":', 'null', '[]', '"x"', '1e999'),
        )
        .map((text) => build('bad body', validValues, [], JSON_HEADERS, text, refusedBody(text))),
      // The example with hostile leaves: schema-valid ones may be accepted.
      fc.array(fc.nat(), { minLength: 8, maxLength: 8 }).map((seeds) => {
        let i = 0;
        const text = JSON.stringify(mutate(example, () => seeds[i++ % seeds.length]! + i));
        return build('hostile values', validValues, [], JSON_HEADERS, text, refusedBody(text));
      }),
    );
  }
  return fc.oneof(...arbs);
}
