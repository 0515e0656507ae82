// @vitest-environment node
// The studio's account calls: staff read any broker's session record (the same answer that
// broker's own GET /agent/info gives), brokers get 403, guests 401; search is literal and bounded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInConfig } from './config/active-config.ts';
import { agentInfoOfUser } from './handlers/agent-info.ts';
import { freshApp, H, login, validateResponse, type App } from './test/helpers.ts';

let app: App;
let cleanup: () => void;
let staff: string;
let broker: string;
let chain: string;

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('studio-accounts'));
  staff = await login(app, 'staff@demo.kr');
  broker = await login(app, 'master@demo.kr');
  chain = await login(app, 'chain@demo.kr');
}, 120_000);
afterAll(async () => {
  await app?.close();
  cleanup?.();
});

async function get(url: string, cookie?: string) {
  const r = await app.inject({
    method: 'GET',
    url: `/api/v2${url}`,
    headers: { ...H, ...(cookie ? { cookie } : {}) },
  });
  return { status: r.statusCode, json: r.json(), headers: r.headers };
}

const accountId = async (email: string) =>
  (await get(`/studio/accounts?q=${encodeURIComponent(email)}`, staff)).json.result.items[0]
    .userId as number;

describe('studio accounts', () => {
  it.each(['/studio/accounts', '/studio/accounts/1/session'])(
    '%s: guest 401, broker 403',
    async (url) => {
      expect((await get(url)).status).toBe(401);
      const b = await get(url, broker);
      expect(b.status).toBe(403);
      expect(b.json).toEqual({ code: 403, msg: '권한이 없습니다.' });
    },
  );

  it('lists broker accounts only (no staff), searched by email, name or office', async () => {
    const all = await get('/studio/accounts?limit=100', staff);
    expect(all.status).toBe(200);
    expect(validateResponse('getStudioAccounts', 200, all.json)).toBeNull();
    const emails = all.json.result.items.map((a: { email: string }) => a.email);
    expect(emails).toContain('chain@demo.kr');
    expect(emails).not.toContain('staff@demo.kr');
    expect(all.json.result.total).toBe(emails.length);
    const byName = await get(`/studio/accounts?q=${encodeURIComponent('윤체인')}`, staff);
    expect(byName.json.result.items.map((a: { email: string }) => a.email)).toEqual([
      'chain@demo.kr',
    ]);
  });

  it('treats % and _ in the search as plain characters', async () => {
    const r = await get('/studio/accounts?q=%25', staff);
    expect(r.status).toBe(200);
    expect(r.json.result).toEqual({ items: [], total: 0 });
    expect((await get('/studio/accounts?q=_', staff)).json.result.total).toBe(0);
  });

  it("answers the account's own agent/info record, never cached", async () => {
    const id = await accountId('chain@demo.kr');
    const staffView = await get(`/studio/accounts/${id}/session`, staff);
    expect(staffView.status).toBe(200);
    expect(validateResponse('getStudioAccountSession', 200, staffView.json)).toBeNull();
    expect(staffView.headers['cache-control']).toBe('private, no-store');
    const own = await get('/agent/info', chain);
    expect(staffView.json.result.info).toEqual(own.json.result);
    expect(staffView.json.result.account).toMatchObject({ email: 'chain@demo.kr', isMaster: true });
    const sub = await get(`/studio/accounts/${await accountId('sub@demo.kr')}/session`, staff);
    expect(sub.json.result.account.isMaster).toBe(false);
  });

  it('reads the record by user id alone and writes nothing (a read-only transaction allows it)', async () => {
    const id = await accountId('chain@demo.kr');
    const own = await get('/agent/info', chain);
    const info = await app.db.tx(async (q) => {
      // Any INSERT, UPDATE or DELETE fails in a read-only transaction.
      await q('SET TRANSACTION READ ONLY');
      return agentInfoOfUser(q, id, builtInConfig());
    });
    expect(info).toEqual(own.json.result);
    expect(await agentInfoOfUser(app.db.query, 999_999, builtInConfig())).toBeNull();
  });

  it('the preview call makes and removes no session row', async () => {
    const id = await accountId('sub@demo.kr');
    await app.db.exec(`
      CREATE FUNCTION refuse_session_write() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'session row written'; END $$;
      CREATE TRIGGER refuse_session_write BEFORE INSERT OR DELETE ON sessions
        FOR EACH ROW EXECUTE FUNCTION refuse_session_write();`);
    try {
      const r = await get(`/studio/accounts/${id}/session`, staff);
      expect(r.status).toBe(200);
      expect(r.json.result.account.email).toBe('sub@demo.kr');
    } finally {
      await app.db.exec(`DROP TRIGGER refuse_session_write ON sessions;
        DROP FUNCTION refuse_session_write();`);
    }
  });

  it('404 for a staff account or an unknown id; 400 for a bad id or an overlong search', async () => {
    const staffUser = (await get('/agent/info', staff)).json.result.user.userIdx;
    const staffRow = await get(`/studio/accounts/${staffUser}/session`, staff);
    expect(staffRow.status).toBe(404);
    expect(staffRow.json.msg).toMatch(/[가-힣]/);
    expect((await get('/studio/accounts/999999/session', staff)).status).toBe(404);
    expect((await get('/studio/accounts/abc/session', staff)).status).toBe(400);
    expect((await get('/studio/accounts/0/session', staff)).status).toBe(400);
    expect((await get(`/studio/accounts?q=${'가'.repeat(51)}`, staff)).status).toBe(400);
  });
});
