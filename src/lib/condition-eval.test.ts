// @vitest-environment node
// The one evaluator agrees with CEL itself: every condition of the config, evaluated over each
// demo account's real session (agent/info from the reference server, flattened like the app
// does) both by walking its JSON tree and by cel-js on the original text.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { transformSync } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionTrees } from '@/generated/config/conditions';
import { sessionFieldsConfig } from '@/generated/config/session-fields';
import type { SessionRecord } from '@/generated/config/session-record';
import { flattenAgentInfo } from '@/session/flatten-agent-info';
import { sessionEnvironment } from '@config/conditions/check-conditions';
import {
  conditionFields,
  evaluateCondition,
  type CondAst,
} from '@config/conditions/condition-eval';
import { freshApp, login, type App } from '../../server/test/helpers';

const ACCOUNTS = ['master', 'sub', 'serve', 'report', 'penalty', 'chain', 'role2', 'nosign'];
let app: App;
let cleanup: () => void;
const sessions: [string, SessionRecord][] = [];

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('conditions'));
  for (const name of ACCOUNTS) {
    const cookie = await login(app, `${name}@demo.kr`);
    const r = await app.inject({ method: 'GET', url: '/api/v2/agent/info', headers: { cookie } });
    sessions.push([name, { ...flattenAgentInfo(r.json().result), isAuth: true }]);
  }
  sessions.push(['guest', flattenAgentInfo({} as never)]);
}, 120_000);
afterAll(async () => {
  await app?.close();
  cleanup?.();
});

const env = sessionEnvironment(sessionFieldsConfig as never);
const fieldTypes = sessionFieldsConfig.fields as Record<string, { type: string }>;

/** CEL ints are 64-bit integers: hand cel-js BigInts where the field is declared int. */
function celValues(s: SessionRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s))
    out[k] =
      typeof v === 'number' && (fieldTypes[k]?.type === 'int' || Number.isInteger(v))
        ? BigInt(v)
        : v;
  return out;
}

function celResult(expr: string, s: SessionRecord): boolean {
  try {
    return env.evaluate(expr, celValues(s)) === true;
  } catch {
    // CEL refuses comparisons across types (dyn int == string); the tree says false there.
    return false;
  }
}

describe('condition trees', () => {
  it('evaluate every condition like CEL for every demo account', () => {
    const exprs = Object.keys(conditionTrees);
    expect(exprs.length).toBeGreaterThan(10);
    let trueCount = 0;
    for (const [name, s] of sessions)
      for (const expr of exprs) {
        const tree = evaluateCondition(conditionTrees[expr]!, s as never);
        expect(tree, `${expr} for ${name}`).toBe(celResult(expr, s));
        if (tree) trueCount++;
      }
    // Both outcomes occur, so the comparison above is not vacuous.
    expect(trueCount).toBeGreaterThan(0);
    expect(trueCount).toBeLessThan(sessions.length * exprs.length);
  });

  it('follows comparison and boolean rules', () => {
    const t = (node: unknown, s: Record<string, unknown> = {}) =>
      evaluateCondition(node as CondAst, s);
    expect(t(['&&', ['id', 'a'], ['!', ['id', 'b']]], { a: true, b: false })).toBe(true);
    expect(t(['||', ['id', 'a'], ['id', 'b']], { a: false, b: false })).toBe(false);
    expect(t(['>=', ['id', 'n'], ['v', 2]], { n: 2 })).toBe(true);
    expect(t(['<', ['id', 'n'], ['v', 2]], { n: 2 })).toBe(false);
    expect(t(['<', ['id', 'n'], ['v', 'x']], { n: 1 })).toBe(false);
    expect(t(['!=', ['id', 's'], ['v', 'NONE']], { s: 'APPROVAL' })).toBe(true);
    expect(t(['==', ['id', 'x'], ['v', null]], { x: null })).toBe(true);
    // A non-boolean field is not true, and an unknown operator never grants anything.
    expect(t(['id', 'n'], { n: 1 })).toBe(false);
    expect(t(['size', ['id', 'l']], { l: [1] })).toBe(false);
  });

  it('names the fields that decide a condition', () => {
    const tree = conditionTrees['isMaster && !useItem && !useVip && !usePremium && !isServeUser']!;
    expect([...conditionFields(tree)]).toEqual([
      'isMaster',
      'useItem',
      'useVip',
      'usePremium',
      'isServeUser',
    ]);
  });

  it('ships under 3 KB gzip (minified like the build)', () => {
    const source = readFileSync(
      new URL('../../config/conditions/condition-eval.ts', import.meta.url),
      'utf8',
    );
    const { code } = transformSync(source, { loader: 'ts', minify: true, format: 'esm' });
    expect(gzipSync(code).length).toBeLessThan(3 * 1024);
  });
});
