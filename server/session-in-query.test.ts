// @vitest-environment node
// The hot reads check the session inside their own statement (handlers marked
// sessionInStatement, lib/session.ts): one database round trip per request, a session that is
// gone (logout, password change, expiry, a forged cookie) still gets 401 on every one of them,
// and a role their x-roles refuses gets 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildService } from './handlers/index.ts';
import { MSG } from './lib/errors.ts';
import { FORBIDDEN } from './lib/roles.ts';
import { checksSessionInStatement } from './lib/session.ts';
import { freshApp, H, login, PASSWORD, validateResponse, type App } from './test/helpers.ts';

const URLS: Record<string, string> = {
  getAgentInfo: '/api/v2/agent/info',
  getGongsilCount: '/api/v2/gongsil-center/gongsil-count',
  getGongsilList: '/api/v2/gongsil-center/all/list?page=1&limit=24',
  getNoticePopup: '/api/v2/notice/popup?type=1',
  getEventsActive: '/api/v2/events/active?platform=pro_web_enter',
  getDashboardSummary: '/api/v2/dashboard/summary',
  getAgentTreatDetail: '/api/v2/kiso-report/agent-treat/detail?inflowType=DABANG',
};
const ops = Object.entries(URLS);

let app: App;
let cleanup: () => void;
beforeAll(async () => {
  ({ app, cleanup } = await freshApp('session-in-query'));
}, 120_000);
afterAll(async () => {
  await app.close();
  cleanup();
});

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function expectAllRefused(cookie: string | undefined) {
  for (const [op, url] of ops) {
    const r = await get(url, cookie);
    expect(r.statusCode, op).toBe(401);
    expect(r.json(), op).toEqual({ code: 401, msg: MSG.login });
  }
}

describe('session checked inside the statement', () => {
  it('covers every handler marked sessionInStatement', () => {
    const handlers = buildService({
      db: app.db,
      sms: {} as never,
      payments: {} as never,
      photos: {} as never,
      hub: {} as never,
      photoQuotaBytes: 0,
    });
    const marked = Object.entries(handlers).filter(([, h]) => checksSessionInStatement(h));
    expect(new Set(Object.keys(URLS))).toEqual(new Set(marked.map(([id]) => id)));
  });

  it('refuses a role its x-roles does not list with 403, in the same statement', async () => {
    const staff = await login(app, 'staff@demo.kr');
    for (const op of ['getGongsilList', 'getGongsilCount', 'getAgentTreatDetail']) {
      const r = await get(URLS[op]!, staff);
      expect(r.json(), op).toEqual({ code: 403, msg: FORBIDDEN.officeOnly });
    }
    // The studio's preview reads the header's counters and the start-up popups' data.
    for (const op of ['getAgentInfo', 'getNoticePopup', 'getEventsActive', 'getDashboardSummary'])
      expect((await get(URLS[op]!, staff)).statusCode, op).toBe(200);
  });

  it('answers each hot read with one database round trip, valid against the spec', async () => {
    const cookie = await login(app, 'report@demo.kr');
    const real = app.db.query.bind(app.db);
    let calls = 0;
    app.db.query = ((...args: Parameters<typeof real>) => {
      calls += 1;
      return real(...args);
    }) as typeof app.db.query;
    try {
      for (const [op, url] of ops) {
        calls = 0;
        const r = await get(url, cookie);
        expect(r.statusCode, `${op} ${r.body}`).toBe(200);
        expect(calls, op).toBe(1);
        expect(validateResponse(op, 200, r.json()), op).toBeNull();
      }
    } finally {
      app.db.query = real;
    }
  });

  it('refuses a missing, forged or oversized cookie', async () => {
    await expectAllRefused(undefined);
    await expectAllRefused('SESSION=forged-token');
    await expectAllRefused(`SESSION=${'x'.repeat(300)}`);
  });

  it('refuses a session after logout', async () => {
    const cookie = await login(app, 'chain@demo.kr');
    expect((await get(URLS.getAgentInfo!, cookie)).statusCode).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: '/api/v2/user/logout',
      headers: { ...H, cookie },
    });
    expect(out.statusCode).toBe(200);
    await expectAllRefused(cookie);
  });

  it("refuses the user's other sessions after a password change", async () => {
    const other = await login(app, 'nosign@demo.kr');
    const current = await login(app, 'nosign@demo.kr');
    const r = await app.inject({
      method: 'POST',
      url: '/api/v2/user/password',
      headers: { ...H, cookie: current },
      payload: { currentPassword: PASSWORD, newPassword: 'changed1234!' },
    });
    expect(r.statusCode).toBe(200);
    await expectAllRefused(other);
    expect((await get(URLS.getAgentInfo!, current)).statusCode).toBe(200);
  });

  it('refuses an expired session', async () => {
    const cookie = await login(app, 'report@demo.kr');
    expect((await get(URLS.getDashboardSummary!, cookie)).statusCode).toBe(200);
    await app.db.query("UPDATE sessions SET expires_at = now() - interval '1 second'");
    await expectAllRefused(cookie);
  });
});
