// @vitest-environment node
// When a registration restriction ends: each restricting row of the penalty tab carries the
// moment it lifts, and the restriction in force (what /form enforces) ends with the latest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshApp, H, login, validateResponse, type App } from './test/helpers.ts';

let app: App;
let cleanup: () => void;

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('restriction-end'));
}, 120_000);

afterAll(async () => {
  await app?.close();
  cleanup?.();
});

async function penalties(email: string) {
  const r = await app.inject({
    method: 'GET',
    url: '/api/v2/kiso-report/penalty',
    headers: { ...H, cookie: await login(app, email) },
  });
  expect(validateResponse('getKisoPenalty', r.statusCode, r.json())).toBeNull();
  return r.json().result as {
    restrictionEnd: string | null;
    penaltyList: { warningDate: string; penalty: string; restrictionEnd: string | null }[];
  };
}

describe('restriction end dates', () => {
  it('a restricted user: the 7-day row lifts 7 days after its warning day began in Korea, as the restriction in force', async () => {
    const p = await penalties('penalty@demo.kr');
    const restricting = p.penaltyList.filter((r) => r.restrictionEnd !== null);
    expect(restricting.map((r) => r.penalty)).toEqual(['7일 등록 제한']);
    const row = restricting[0]!;
    const start = new Date(`${row.warningDate}T00:00:00+09:00`).getTime();
    expect(new Date(row.restrictionEnd!).getTime()).toBe(start + 7 * 86_400_000);
    expect(p.restrictionEnd).toBe(row.restrictionEnd);
    expect(new Date(p.restrictionEnd!).getTime()).toBeGreaterThan(Date.now());
    // Warnings without a restriction name no end.
    expect(
      p.penaltyList.filter((r) => r.penalty === '경고 1회').every((r) => !r.restrictionEnd),
    ).toBe(true);
  });

  it('a user with warnings only has no restriction in force', async () => {
    const p = await penalties('report@demo.kr');
    expect(p.penaltyList.length).toBeGreaterThan(0);
    expect(p.restrictionEnd).toBeNull();
    expect(p.penaltyList.every((r) => r.restrictionEnd === null)).toBe(true);
  });
});
