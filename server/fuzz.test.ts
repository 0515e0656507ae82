// @vitest-environment node
// Fuzz of every operation in spec/openapi.yaml (read from the spec, so new operations are covered
// without editing this file): hostile path and query values, other media types, missing and
// broken bodies, NUL and astral characters, huge and negative numbers, over-long strings, deep
// JSON, and schema-valid bodies with hostile values. Never a 5xx; errors are {code, msg} in
// Korean; a refused request leaves every table's row count unchanged.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzCases, fuzzKinds } from './test/fuzz-cases.ts';
import { fingerprint, freshApp, login, operations, rowCounts, type App } from './test/helpers.ts';

let app: App;
let cleanup: () => void;
let cookie: string;
// Statements that can change a row count ran since the last look (reads cannot; skipping the
// count after a request that only read keeps 1,000 requests per operation fast).
let wrote = false;

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('fuzz'));
  cookie = await login(app, 'master@demo.kr');
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

// 1,000 cases per operation by default; CI (scripts/test-all.sh) sends fewer, and every kind of
// case is still checked to have been sent (fuzzKinds below).
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

describe('fuzz: hostile input never gives 5xx, a refused request stores nothing', () => {
  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s',
    async (_name, o) => {
      let counts = await rowCounts(app);
      wrote = false;
      let sent = 0;
      const kinds = new Set<string>();
      await fc.assert(
        fc.asyncProperty(fuzzCases(o, cookie), async (c) => {
          sent++;
          kinds.add(c.kind);
          // A run that failed left its writes uncounted; start each run (shrinking included) from
          // the database as it is, so a counterexample names the request that really broke a rule.
          if (wrote) {
            counts = await rowCounts(app);
            wrote = false;
          }
          const r = await app.inject({
            method: c.method as 'POST',
            url: c.url,
            headers: c.headers,
            ...(c.payload === undefined ? {} : { payload: c.payload }),
          });
          const what = `${c.kind} ${c.url} ${JSON.stringify(c.headers['content-type'])} ${c.payload?.slice(0, 200)} -> ${r.statusCode} ${r.body.slice(0, 200)}`;
          expect(r.statusCode, what).toBeLessThan(500);
          if (c.mustRefuse) expect(r.statusCode, what).toBeGreaterThanOrEqual(400);
          if (r.statusCode >= 400) {
            const json = r.json();
            expect(typeof json.code, what).toBe('number');
            expect(json.msg, what).toMatch(/[가-힣]/);
          }
          if (!wrote) return;
          wrote = false;
          const after = await rowCounts(app);
          if (r.statusCode >= 400)
            expect(after, `row counts changed by a refused request: ${what}`).toBe(counts);
          counts = after;
        }),
        { numRuns: RUNS },
      );
      expect(sent).toBeGreaterThanOrEqual(RUNS);
      expect([...kinds].sort()).toEqual(fuzzKinds(o).sort());
      // The session the fuzz runs with survives (no hostile request logs it out).
      const check = await app.inject({
        method: 'GET',
        url: '/api/v2/user/login/check',
        headers: { cookie },
      });
      if (check.json().result !== true) cookie = await login(app, 'master@demo.kr');
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
            cookie,
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
