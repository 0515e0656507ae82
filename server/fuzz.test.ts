// @vitest-environment node
// Fuzz of every operation in spec/openapi.yaml (read from the spec, so new operations are covered
// without editing this file): hostile path and query values, other media types, missing and
// broken bodies, NUL and astral characters, huge and negative numbers, over-long strings, deep
// JSON, and schema-valid bodies with hostile values, drawn at random; then a fixed list per
// operation of the classes that once reached a 5xx (dates at and beyond the calendar's edges,
// amounts that overflow once multiplied, deep nesting: server/test/fuzz-edges.ts). Never a 5xx;
// errors are {code, msg} in Korean; a refused request leaves every table's row count unchanged.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzCases, fuzzKinds } from './test/fuzz-cases.ts';
import { EDGE_KINDS, edgeCases } from './test/fuzz-edges.ts';
import { JSON_HEADERS, opRequests, type FuzzCase, type FuzzOp } from './test/fuzz-request.ts';
import { fingerprint, freshApp, login, operations, type App } from './test/helpers.ts';
import { trackRowCounts } from './test/row-delta.ts';

let app: App;
let cleanup: () => void;
/** The master's session, and staff's for the operations the master is refused (studio). */
const MASTER = 'master@demo.kr';
const STAFF = 'staff@demo.kr';
const cookies: Record<string, string> = {};
let rowCounts: () => Promise<string>;
// Statements that can change a row count ran since the last look (reads cannot; skipping the
// count after a request that only read keeps 1,000 requests per operation fast).
let wrote = false;

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('fuzz'));
  for (const a of [MASTER, STAFF]) cookies[a] = await login(app, a);
  rowCounts = await trackRowCounts(app);
  const { query, tx } = app.db;
  app.db.query = ((sql: string, params?: unknown[]) => {
    if (!/^\s*SELECT\b/i.test(sql)) wrote = true;
    return query.call(app.db, sql, params);
  }) as typeof query;
  app.db.tx = ((fn: Parameters<typeof tx>[0]) => {
    wrote = true;
    return tx.call(app.db, fn);
  }) as typeof tx;
}, 120_000);

afterAll(async () => {
  await app?.close();
  cleanup?.();
});

/** Who an operation's fixed cases are sent as: the master, or staff where the master is refused
 * (403), so those classes reach the handlers behind that check too (the studio's). The random
 * draws stay the master's: the studio checks a whole config per call, and 250 draws of it as
 * staff would double this file's cost. */
async function accountFor(o: FuzzOp): Promise<string> {
  const r = opRequests(o, cookies[MASTER]!);
  const c = r.build(
    'probe',
    r.validValues,
    [],
    r.exampleText ? JSON_HEADERS : {},
    r.exampleText,
    false,
  );
  const probe = await app.inject({
    method: c.method as 'POST',
    url: c.url,
    headers: c.headers,
    ...(c.payload === undefined ? {} : { payload: c.payload }),
  });
  return probe.statusCode === 403 ? STAFF : MASTER;
}

// 1,000 cases per operation by default; CI (scripts/test-all.sh) sends fewer, and every kind of
// case is still checked to have been sent (fuzzKinds below).
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

describe('fuzz: hostile input never gives 5xx, a refused request stores nothing', () => {
  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s',
    async (_name, o) => {
      let counts = await rowCounts();
      wrote = false;
      /** Sends one case and checks the answer and, when it was refused, the row counts. */
      const check = async (c: FuzzCase) => {
        // A run that failed left its writes uncounted; start each run (shrinking included) from
        // the database as it is, so a counterexample names the request that really broke a rule.
        if (wrote) {
          counts = await rowCounts();
          wrote = false;
        }
        const r = await app.inject({
          method: c.method as 'POST',
          url: c.url,
          headers: c.headers,
          ...(c.payload === undefined ? {} : { payload: c.payload }),
        });
        const what = () =>
          `${c.kind} ${c.url.slice(0, 200)} ${JSON.stringify(c.headers['content-type'])} ${c.payload?.slice(0, 200)} -> ${r.statusCode} ${r.body.slice(0, 200)}`;
        // The rules are tested in plain code and spelled as expectations only when one is
        // broken: ~16,000 requests make the expectation library a good part of this file's time.
        const json = r.statusCode >= 400 ? (r.json() as { code?: unknown; msg?: unknown }) : null;
        if (
          r.statusCode >= 500 ||
          (c.mustRefuse && r.statusCode < 400) ||
          (json && (typeof json.code !== 'number' || !/[가-힣]/.test(String(json.msg))))
        ) {
          expect(r.statusCode, what()).toBeLessThan(500);
          if (c.mustRefuse) expect(r.statusCode, what()).toBeGreaterThanOrEqual(400);
          expect(typeof json?.code, what()).toBe('number');
          expect(json?.msg, what()).toMatch(/[가-힣]/);
        }
        if (!wrote) return;
        wrote = false;
        const after = await rowCounts();
        if (r.statusCode >= 400 && after !== counts)
          expect(after, `row counts changed by a refused request: ${what()}`).toBe(counts);
        counts = after;
      };

      let sent = 0;
      const kinds = new Set<string>();
      await fc.assert(
        fc.asyncProperty(fuzzCases(o, cookies[MASTER]!), async (c) => {
          sent++;
          kinds.add(c.kind);
          await check(c);
        }),
        { numRuns: RUNS },
      );
      expect(sent).toBeGreaterThanOrEqual(RUNS);
      expect([...kinds].sort()).toEqual(fuzzKinds(o).sort());
      // The fixed classes, each case once (they do not depend on FUZZ_RUNS).
      const account = await accountFor(o);
      const edges = edgeCases(o, cookies[account]!);
      for (const c of edges) await check(c);
      expect(edges.filter((c) => c.kind === 'deep nesting').length).toBeGreaterThan(0);
      expect(edges.every((c) => (EDGE_KINDS as readonly string[]).includes(c.kind))).toBe(true);
      // The sessions the fuzz runs with survive (no hostile request logs them out).
      for (const a of new Set([MASTER, account])) {
        const session = await app.inject({
          method: 'GET',
          url: '/api/v2/user/login/check',
          headers: { cookie: cookies[a] },
        });
        if (session.json().result !== true) cookies[a] = await login(app, a);
      }
    },
    300_000,
  );

  it('state-changing calls with an otherwise valid body but no or a wrong App-Platform header store nothing', async () => {
    const before = await fingerprint(app);
    for (const o of operations.filter((x) => x.method !== 'GET')) {
      const example = (o.op.requestBody as { content?: Record<string, { example?: unknown }> })
        ?.content?.['application/json']?.example;
      const url = `/api/v2${o.path.replace(/\{[^}]+\}/g, '1')}`;
      for (const platform of [undefined, 'ios', 'WEB']) {
        const r = await app.inject({
          method: o.method as 'POST',
          url,
          headers: {
            cookie: cookies[MASTER],
            ...(platform ? { 'app-platform': platform } : {}),
            ...(example === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(example === undefined ? {} : { payload: JSON.stringify(example) }),
        });
        expect(r.statusCode, `${o.method} ${url} platform ${platform}`).toBe(400);
      }
    }
    expect(await fingerprint(app)).toBe(before);
  });
});
