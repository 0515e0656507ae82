// @vitest-environment node
// The string operations staff use to choose offices (issue 25 item 5): `startsWith`, `contains`
// and `in` a list. The checker types them against the session fields like every condition, and
// the one evaluator agrees with CEL itself on each.
import { describe, expect, it } from 'vitest';
import { builtInFiles } from '../files';
import { checkCondition, sessionEnvironment } from './check-conditions';
import { evaluateCondition } from './condition-eval';

const env = sessionEnvironment(builtInFiles()['session-fields']);

const SESSIONS: Record<string, unknown>[] = [
  {
    addressSigungu: '강남구',
    agentAddress: '서울 강남구 역삼동 1',
    isMaster: true,
    userRoleType: 2,
  },
  {
    addressSigungu: '서초구',
    agentAddress: '서울 서초구 서초동 2',
    isMaster: false,
    userRoleType: 1,
  },
  { addressSigungu: '', agentAddress: '', isMaster: false, userRoleType: '' },
  { addressSigungu: '강남', agentAddress: '부산 해운대구', isMaster: true, userRoleType: 3 },
];

const bigints = (s: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(s).map(([k, v]) => [k, typeof v === 'number' ? BigInt(v) : v]));

const celSays = (expr: string, s: Record<string, unknown>) => {
  try {
    return env.evaluate(expr, bigints(s)) === true;
  } catch {
    return false;
  }
};

describe('string operations in conditions', () => {
  it.each([
    'addressSigungu.startsWith("강남")',
    'agentAddress.contains("역삼")',
    'addressSigungu in ["강남구", "서초구"]',
    '!(addressSigungu in ["강남구"]) && isMaster',
    'isMaster && agentAddress.startsWith("서울 ")',
    'addressSigungu in []',
  ])('%s type-checks and evaluates like CEL', (expr) => {
    const r = checkCondition(env, expr);
    if (!r.ok) throw new Error(`refused: ${JSON.stringify(r)}`);
    const outcomes = SESSIONS.map((s) => evaluateCondition(r.tree, s));
    expect(outcomes).toEqual(SESSIONS.map((s) => celSays(expr, s)));
  });

  it('decides the segments staff choose', () => {
    const holds = (expr: string, s: Record<string, unknown>) => {
      const r = checkCondition(env, expr);
      return r.ok && evaluateCondition(r.tree, s);
    };
    expect(SESSIONS.map((s) => holds('addressSigungu.startsWith("강남")', s))).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect(SESSIONS.map((s) => holds('addressSigungu in ["강남구", "서초구"]', s))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(SESSIONS.map((s) => holds('agentAddress.contains("구 서")', s))).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });

  it('refuses them on the wrong types, before anything is published', () => {
    expect(checkCondition(env, 'isMaster.startsWith("a")')).toEqual({
      ok: false,
      code: 'condition.invalid',
      params: { detail: "found no matching overload for 'bool.startsWith(string)'" },
    });
    expect(checkCondition(env, 'addressSigungu in [1, 2]')).toEqual({
      ok: false,
      code: 'condition.invalid',
      params: { detail: 'no such overload: string in list<int>' },
    });
    expect(checkCondition(env, 'addressSigungu.startsWith(1)')).toMatchObject({
      ok: false,
      code: 'condition.invalid',
    });
    expect(checkCondition(env, 'officeRegion in ["강남구"]')).toEqual({
      ok: false,
      code: 'condition.unknownField',
      params: { field: 'officeRegion' },
    });
  });

  it('keeps other methods and lists of fields outside the subset', () => {
    expect(checkCondition(env, 'addressSigungu.endsWith("구")')).toEqual({
      ok: false,
      code: 'condition.unsupported',
      params: { what: "메서드 'endsWith'" },
    });
    expect(checkCondition(env, 'addressSigungu in [agentAddress]')).toEqual({
      ok: false,
      code: 'condition.unsupported',
      params: { what: '값이 아닌 목록 항목' },
    });
  });

  it('evaluates a list field on the right of in', () => {
    const r = checkCondition(env, '"010" in agentTels');
    if (!r.ok) throw new Error('refused');
    expect(evaluateCondition(r.tree, { agentTels: ['010', '02'] })).toBe(true);
    expect(evaluateCondition(r.tree, { agentTels: ['02'] })).toBe(false);
    expect(evaluateCondition(r.tree, { agentTels: null })).toBe(false);
  });

  it('never grants on values of the wrong type at run time', () => {
    const r = checkCondition(env, 'addressSigungu.startsWith("강남")');
    if (!r.ok) throw new Error('refused');
    expect(evaluateCondition(r.tree, { addressSigungu: null })).toBe(false);
    expect(evaluateCondition(r.tree, { addressSigungu: 7 })).toBe(false);
  });
});
