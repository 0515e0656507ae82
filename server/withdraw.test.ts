// @vitest-environment node
// Account withdrawal: password and confirmation, every session ended, personal data gone in one
// transaction, orders kept, the email can no longer log in, a master with sub-users refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAW_MSG } from './handlers/withdraw.ts';
import { freshApp, H, login, validateResponse, type App } from './test/helpers.ts';

let app: App;
let cleanup: () => void;

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('withdraw'));
}, 120_000);

afterAll(async () => {
  await app?.close();
  cleanup?.();
});

const withdraw = (cookie: string | undefined, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/v2/user/withdraw',
    headers: cookie ? { ...H, cookie } : H,
    payload: JSON.stringify(payload),
  });
const loginCheck = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/v2/user/login/check', headers: { cookie } })).json()
    .result;

describe('POST /user/withdraw', () => {
  it('refuses a wrong password or a missing confirmation with a Korean 400, changing nothing', async () => {
    const cookie = await login(app, 'withdraw@demo.kr');
    for (const [payload, msg] of [
      [{ password: 'wrong-password', confirm: true }, WITHDRAW_MSG.password],
      [{ password: 'demo1234!', confirm: false }, WITHDRAW_MSG.confirm],
    ] as const) {
      const r = await withdraw(cookie, payload);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json()).toEqual({ code: 400, msg });
      expect(validateResponse('postUserWithdraw', 400, r.json())).toBeNull();
    }
    expect(await loginCheck(cookie)).toBe(true);
  });

  it('asks a master whose office still has sub-users to remove them first (409)', async () => {
    const cookie = await login(app, 'master@demo.kr');
    const r = await withdraw(cookie, { password: 'demo1234!', confirm: true });
    expect(r.statusCode, r.body).toBe(409);
    expect(r.json()).toEqual({ code: 409, msg: WITHDRAW_MSG.subUsers });
    expect(await loginCheck(cookie)).toBe(true);
  });

  it('ends every session, anonymises the account, keeps its orders, and the email cannot log in', async () => {
    const first = await login(app, 'withdraw@demo.kr');
    const second = await login(app, 'withdraw@demo.kr');
    const [before] = await app.db.query<{ id: number; agent_id: number }>(
      "SELECT id, agent_id FROM users WHERE email = 'withdraw@demo.kr'",
    );
    const ordersBefore = await app.db.query('SELECT id FROM orders WHERE user_id = $1', [
      before!.id,
    ]);
    expect(ordersBefore.length).toBeGreaterThan(0);

    // Served over https (SECURE_COOKIES=1): the clearing cookie is Secure like the session's.
    app.secureCookies = true;
    const r = await withdraw(first, { password: 'demo1234!', confirm: true }).finally(() => {
      app.secureCookies = false;
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(validateResponse('postUserWithdraw', 200, r.json())).toBeNull();
    const cleared = String(r.headers['set-cookie']);
    expect(cleared).toMatch(/^SESSION=;/);
    expect(cleared.split('; ').slice(1).sort()).toEqual(
      expect.arrayContaining(['HttpOnly', 'Path=/', 'SameSite=Lax', 'Secure']),
    );

    expect(await loginCheck(first)).toBe(false);
    expect(await loginCheck(second)).toBe(false);
    const sessions = await app.db.query('SELECT 1 FROM sessions WHERE user_id = $1', [before!.id]);
    expect(sessions).toHaveLength(0);

    const [after] = await app.db.query<Record<string, unknown>>(
      'SELECT email, name, phone, tel, withdrawn_at FROM users WHERE id = $1',
      [before!.id],
    );
    expect(after).toMatchObject({ name: '탈퇴회원', phone: '', tel: '' });
    expect(String(after!.email)).not.toContain('withdraw@demo.kr');
    expect(after!.withdrawn_at).not.toBeNull();
    const [agent] = await app.db.query<Record<string, unknown>>(
      'SELECT email, phone, facename FROM agents WHERE id = $1',
      [before!.agent_id],
    );
    expect(agent).toMatchObject({ phone: '', facename: '' });
    const ordersAfter = await app.db.query('SELECT id FROM orders WHERE user_id = $1', [
      before!.id,
    ]);
    expect(ordersAfter).toEqual(ordersBefore);

    const again = await app.inject({
      method: 'POST',
      url: '/api/v2/user/login',
      headers: H,
      payload: { email: 'withdraw@demo.kr', password: 'demo1234!' },
    });
    expect(again.statusCode).toBe(401);
  });

  it('needs a session', async () => {
    const r = await withdraw(undefined, { password: 'demo1234!', confirm: true });
    expect(r.statusCode).toBe(401);
  });
});
