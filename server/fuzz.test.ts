// @vitest-environment node
// Property test: generated bad bodies, paths and query strings at every endpoint never give a 5xx
// and never store anything.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bodyValidator,
  fingerprint,
  freshApp,
  login,
  operations,
  type App,
} from './test/helpers.ts';

let app: App;
let cleanup: () => void;
let cookie: string;
let reportCookie: string;

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('fuzz'));
  cookie = await login(app, 'master@demo.kr');
  reportCookie = await login(app, 'report@demo.kr');
}, 120_000);

afterAll(async () => {
  await app?.close();
  cleanup?.();
});

const RUNS = 30;
const segment = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('1', '0', '-1', 'all', 'x'.repeat(80), '%00', '..', 'RPT-D-1001'),
);
const qsValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer().map(String),
  fc.constantFrom('', 'NaN', '1e9', '-5', 'true', '[]', '{}', 'DABANG', 'public'),
);
const queryString = fc
  .dictionary(
    fc.constantFrom(
      'page',
      'limit',
      'status',
      'roomType',
      'sellingType',
      'inflowType',
      'type',
      'platform',
      'keyword',
      'x',
    ),
    qsValue,
    { maxKeys: 4 },
  )
  .map((d) => new URLSearchParams(d).toString());

function fillPath(p: string, seg: string): string {
  return p.replace(/\{[^}]+\}/g, encodeURIComponent(seg) || '%20');
}

describe('fuzz: bad input never gives 5xx or stores anything', () => {
  const bodyOps = operations.filter((o) => o.op.requestBody);
  it.each(bodyOps.map((o) => [o.op.operationId, o] as const))(
    '%s with bad bodies',
    async (id, o) => {
      // A multipart-only operation has no JSON schema: every JSON body is wrong for it.
      const valid = bodyValidator(id) ?? (() => false);
      const before = await fingerprint(app);
      const badBody = fc.oneof(
        fc
          .anything()
          .filter((v) => !valid(v))
          .map((v) => ({ raw: JSON.stringify(v) ?? 'null' })),
        fc.string({ maxLength: 40 }).map((s) => ({ raw: s })),
        fc.record({ a: fc.anything() }).map((v) => ({ raw: JSON.stringify(v) })),
      );
      await fc.assert(
        fc.asyncProperty(badBody, segment, async (b, seg) => {
          if (b.raw.trim() !== '') {
            try {
              if (valid(JSON.parse(b.raw))) return; // a generated string that happens to be valid JSON for the schema
            } catch {
              /* not JSON: fine */
            }
          }
          const url = `/api/v2${fillPath(o.path, seg)}`;
          const r = await app.inject({
            method: o.method as 'POST',
            url,
            headers: {
              'app-platform': 'web',
              'content-type': 'application/json',
              cookie: id === 'postAgentTreat' ? reportCookie : cookie,
            },
            payload: b.raw,
          });
          expect(r.statusCode, `${url} ${b.raw} -> ${r.body}`).toBeGreaterThanOrEqual(400);
          expect(r.statusCode, `${url} ${b.raw} -> ${r.body}`).toBeLessThan(500);
          const json = r.json();
          expect(typeof json.code).toBe('number');
          expect(typeof json.msg).toBe('string');
        }),
        { numRuns: RUNS },
      );
      expect(await fingerprint(app)).toBe(before);
    },
  );

  const getOps = operations.filter((o) => o.method === 'GET');
  it.each(getOps.map((o) => [o.op.operationId, o] as const))(
    '%s with bad paths and query strings',
    async (_id, o) => {
      const before = await fingerprint(app);
      await fc.assert(
        fc.asyncProperty(segment, queryString, async (seg, qs) => {
          const url = `/api/v2${fillPath(o.path, seg)}${qs ? `?${qs}` : ''}`;
          const r = await app.inject({ method: 'GET', url, headers: { cookie } });
          expect(r.statusCode, `${url} -> ${r.body}`).toBeLessThan(500);
          if (r.statusCode >= 400) expect(r.json().msg).toMatch(/[가-힣]/);
        }),
        { numRuns: RUNS },
      );
      expect(await fingerprint(app)).toBe(before);
    },
  );

  it('state-changing calls without a body or with a wrong header store nothing', async () => {
    const before = await fingerprint(app);
    for (const o of operations.filter(
      (x) => x.method !== 'GET' && x.op.operationId !== 'postLogout',
    )) {
      for (const headers of [
        { 'content-type': 'application/json', cookie },
        { 'app-platform': 'ios', 'content-type': 'application/json', cookie },
      ]) {
        const r = await app.inject({
          method: o.method as 'POST',
          url: `/api/v2${fillPath(o.path, '1')}`,
          headers,
          payload: '{}',
        });
        expect(r.statusCode).toBe(400);
      }
    }
    expect(await fingerprint(app)).toBe(before);
  });
});
