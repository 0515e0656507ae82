// @vitest-environment node
// Login throttling (issue 24, item 9): the counts are taken atomically in the database, so
// concurrent attempts and several server processes on one PostgreSQL never let more through than
// the limit; and a lock-out hurts the attacker, not the account's owner signing in from an
// address the account used before. The 429 says, in Korean, how long to wait.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { LOGIN_LIMITS } from './limits/login-throttle.ts';
import { H, PASSWORD, tempDir, type App } from './test/helpers.ts';
import { copyTemplateInto } from './test/pglite-template.ts';

let app: App;
const t = tempDir('login-throttle');

beforeAll(async () => {
  await copyTemplateInto(t.dir);
  app = await buildApp({ dataDir: t.dir, rateLimit: true });
}, 120_000);
afterAll(async () => {
  await app?.close();
  t.cleanup();
});

const attempt = (on: App, email: string, password: string, ip: string) =>
  on.inject({
    method: 'POST',
    url: '/api/v2/user/login',
    headers: H,
    payload: { email, password },
    remoteAddress: ip,
  });

const statuses = (rs: { statusCode: number }[]) => rs.map((r) => r.statusCode);
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;
const limit = LOGIN_LIMITS.perAccountAddress.max;

/** The 429 tells the user how long to wait, in the minutes (or seconds) Retry-After gives. */
function expectWaitMessage(r: Awaited<ReturnType<typeof attempt>>) {
  expect(r.statusCode).toBe(429);
  const seconds = Number(r.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  const wait = seconds >= 60 ? `${Math.ceil(seconds / 60)}분` : `${seconds}초`;
  expect(r.json()).toEqual({
    code: 429,
    msg: `로그인 시도가 너무 많습니다. ${wait} 후에 다시 시도해주세요.`,
  });
}

describe('login throttling', () => {
  it(`25 concurrent wrong attempts from one address let at most ${limit} through`, async () => {
    const rs = await Promise.all(
      Array.from({ length: 25 }, () => attempt(app, 'sub@demo.kr', 'wrong-password', '10.20.0.1')),
    );
    const codes = statuses(rs);
    expect(count(codes, 401)).toBeLessThanOrEqual(limit);
    expect(count(codes, 401) + count(codes, 429)).toBe(25);
    expectWaitMessage(rs.find((r) => r.statusCode === 429)!);
  });

  it('25 concurrent wrong attempts from 25 addresses still meet the account backoff', async () => {
    const rs = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        attempt(app, 'role2@demo.kr', 'wrong-password', `10.21.0.${i + 1}`),
      ),
    );
    const codes = statuses(rs);
    expect(count(codes, 401)).toBeLessThanOrEqual(LOGIN_LIMITS.perAccount.free);
    expectWaitMessage(rs.find((r) => r.statusCode === 429)!);
  });

  it("an attacker locked out does not lock out the owner at the owner's known address", async () => {
    const owner = '10.22.0.1';
    expect((await attempt(app, 'nosign@demo.kr', PASSWORD, owner)).statusCode).toBe(200);
    // One address guessing until it is locked out, then many addresses, past the account's
    // free attempts.
    const fromOne: number[] = [];
    for (let i = 0; i < limit + 2; i++)
      fromOne.push((await attempt(app, 'nosign@demo.kr', 'guess', '10.22.9.9')).statusCode);
    expect(fromOne.slice(-2)).toEqual([429, 429]);
    const fromMany = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(app, 'nosign@demo.kr', 'guess', `10.23.0.${i}`)),
    );
    expect(count(statuses(fromMany), 429)).toBeGreaterThan(0);

    // The owner, at the address the account signed in from, still signs in.
    expect((await attempt(app, 'nosign@demo.kr', PASSWORD, owner)).statusCode).toBe(200);
    // A new address waits out the account's backoff like the attacker's, and is told how long.
    expectWaitMessage(await attempt(app, 'nosign@demo.kr', PASSWORD, '10.22.0.2'));
    // The attacker's own address stays locked, even with the right password.
    expect((await attempt(app, 'nosign@demo.kr', PASSWORD, '10.22.9.9')).statusCode).toBe(429);
  });
});

const dbUrl = process.env.DATABASE_URL;
describe.skipIf(!dbUrl)('login throttling across processes on one PostgreSQL', () => {
  it(`24 concurrent wrong attempts spread over two apps let at most ${limit} through`, async () => {
    // One after the other: migrations of processes starting together are issue 24 item 2.
    const a = await buildApp({ dbUrl, rateLimit: true });
    const b = await buildApp({ dbUrl, rateLimit: true });
    try {
      // An unknown email is counted like a known one (the answer never tells them apart).
      const email = `throttle-${Date.now()}@demo.kr`;
      const rs = await Promise.all(
        Array.from({ length: 24 }, (_, i) => attempt(i % 2 ? a : b, email, 'x', '10.24.0.1')),
      );
      const codes = statuses(rs);
      expect(count(codes, 401)).toBeLessThanOrEqual(limit);
      expect(count(codes, 429)).toBeGreaterThanOrEqual(24 - limit);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 120_000);
});
