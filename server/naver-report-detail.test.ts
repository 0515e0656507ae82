// @vitest-environment node
// The self-handling popup shows exactly the reports the session counts (seed 000 §3.1): the
// NAVER count covers fake-listing rows only, so the detail query must not return the
// same-address rows as well — otherwise the badge says 1 while the popup walks through 2.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshApp, H, login, validateResponse, type App } from './test/helpers.ts';

let app: App;
let cleanup: () => void;

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('naver-detail'));
}, 120_000);

afterAll(async () => {
  await app?.close();
  cleanup?.();
});

type Counts = { reportCount: number; naverReportCount: number };

async function sessionCounts(cookie: string): Promise<Counts> {
  const r = await app.inject({ method: 'GET', url: '/api/v2/agent/info', headers: { cookie } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().result.user as Counts;
}

async function detail(cookie: string, inflowType: 'DABANG' | 'NAVER') {
  const r = await app.inject({
    method: 'GET',
    url: `/api/v2/kiso-report/agent-treat/detail?inflowType=${inflowType}`,
    headers: { cookie },
  });
  expect(r.statusCode, r.body).toBe(200);
  expect(validateResponse('getAgentTreatDetail', 200, r.json())).toBeNull();
  return r.json().result as { reportId: string; pendingCount: number } | null;
}

/** Answers the popup's report until it is empty; returns how many rows the popup showed. */
async function walkPopup(cookie: string, inflowType: 'DABANG' | 'NAVER'): Promise<number> {
  let shown = 0;
  for (let d = await detail(cookie, inflowType); d; d = await detail(cookie, inflowType)) {
    shown += 1;
    expect(shown).toBeLessThanOrEqual(10);
    const r = await app.inject({
      method: 'POST',
      url: `/api/v2/new-room/fake-report/${d.reportId}/agent-treat`,
      headers: { ...H, cookie },
      payload: JSON.stringify({ answer: 'NOMAL' }),
    });
    expect(r.statusCode, r.body).toBe(200);
  }
  return shown;
}

describe('NAVER self-handling: count and popup agree', () => {
  // report2@ has one NAVER fake-listing report and one older same-address report.
  for (const email of ['report@demo.kr', 'report2@demo.kr', 'penalty@demo.kr']) {
    it(`${email}: the popup's pending count and its rows equal the session counts`, async () => {
      const cookie = await login(app, email);
      const counts = await sessionCounts(cookie);
      expect((await detail(cookie, 'NAVER'))?.pendingCount ?? 0).toBe(counts.naverReportCount);
      expect((await detail(cookie, 'DABANG'))?.pendingCount ?? 0).toBe(counts.reportCount);
      expect(await walkPopup(cookie, 'NAVER')).toBe(counts.naverReportCount);
      expect(await walkPopup(cookie, 'DABANG')).toBe(counts.reportCount);
      expect(await sessionCounts(cookie)).toMatchObject({ reportCount: 0, naverReportCount: 0 });
    });
  }

  it('report2@ keeps the same-address report after the NAVER popup is done', async () => {
    const [row] = await app.db.query<{ status: string }>(
      "SELECT status FROM fake_reports WHERE report_id = 'RPT-S-3001'",
    );
    expect(row?.status).toBe('PENDING');
  });
});
