// @vitest-environment node
// The request limits and the same-origin check (issue 24, items 9 and 10), on one app with the
// limits on, as in production:
// - login throttling: the counts are taken atomically in the database, so concurrent attempts and
//   several server processes on one PostgreSQL never let more through than the limit; a lock-out
//   hurts the attacker, not the account's owner signing in from an address the account used
//   before; the 429 says, in Korean, how long to wait;
// - the global rate limit: an address past its requests per minute gets 429 with a Korean
//   {code, msg} saying how long to wait; processes on one PostgreSQL share the count;
// - a state-changing call a browser sent from another site is refused with 403 before its body
//   is read.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import { openDb, migrate, type Db } from './db/index.ts';
import { countInWindow, takeWithBackoff } from './limits/counters.ts';
import { LOGIN_LIMITS } from './limits/login-throttle.ts';
import { sharedRateStore } from './limits/shared-rate-store.ts';
import { CROSS_SITE_MSG } from './plugins/same-origin.ts';
import { H, PASSWORD, tempDir, type App } from './test/helpers.ts';
import { copyTemplateInto } from './test/pglite-template.ts';

// Above the login tests' bursts from one address (25), so those meet the login limits only.
const PER_MINUTE = 30;
const dbUrl = process.env.DATABASE_URL;
let app: App;
const t = tempDir('request-guards');

beforeAll(async () => {
  vi.stubEnv('RATE_LIMIT_PER_MINUTE', String(PER_MINUTE));
  await copyTemplateInto(t.dir);
  app = await buildApp({ dataDir: t.dir, rateLimit: true });
}, 120_000);
afterAll(async () => {
  vi.unstubAllEnvs();
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

/** The 429 tells the user when to try again: Retry-After's seconds in whole minutes, rounded up. */
function expectWaitMessage(r: Awaited<ReturnType<typeof attempt>>) {
  expect(r.statusCode).toBe(429);
  const seconds = Number(r.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(r.json()).toEqual({
    code: 429,
    msg: `로그인 시도가 너무 많습니다. ${Math.ceil(seconds / 60)}분 후에 다시 시도해주세요.`,
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

  it('a lock-out shorter than a minute is told as 1분, the time left rounded up', async () => {
    const { free, baseDelayMs } = LOGIN_LIMITS.perAccount;
    // The account's free attempts, each from its own address; the last one starts the backoff.
    for (let i = 0; i < free; i++)
      expect((await attempt(app, 'lockout@demo.kr', 'guess', `10.24.0.${i}`)).statusCode).toBe(401);
    const r = await attempt(app, 'lockout@demo.kr', 'guess', '10.24.1.1');
    expect(r.statusCode).toBe(429);
    expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(baseDelayMs / 1000);
    expect(r.json()).toEqual({
      code: 429,
      msg: '로그인 시도가 너무 많습니다. 1분 후에 다시 시도해주세요.',
    });
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

const getConfig = (ip: string) =>
  app.inject({ method: 'GET', url: '/api/v2/config', remoteAddress: ip });

describe('global rate limit', () => {
  it(`answers an address's request ${PER_MINUTE + 1} in a minute with 429 and a Korean wait`, async () => {
    const codes: number[] = [];
    for (let i = 0; i < PER_MINUTE; i++) codes.push((await getConfig('10.30.0.1')).statusCode);
    expect(codes.every((c) => c === 200)).toBe(true);
    const r = await getConfig('10.30.0.1');
    expect(r.statusCode).toBe(429);
    const seconds = Number(r.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    const wait = seconds >= 60 ? '1분' : `${seconds}초`;
    expect(r.json()).toEqual({
      code: 429,
      msg: `요청이 너무 많습니다. ${wait} 후에 다시 시도해주세요.`,
    });
    // Another address is not affected, nor is the SPA outside /api.
    expect((await getConfig('10.30.0.2')).statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: '/dashboard', remoteAddress: '10.30.0.1' });
    expect(page.statusCode).not.toBe(429);
  });
});

describe.skipIf(!dbUrl)('limits shared by processes on one PostgreSQL', () => {
  // Two connection pools, as two server processes have.
  let dbs: [Db, Db];
  beforeAll(async () => {
    dbs = [await openDb({ dbUrl }), await openDb({ dbUrl })];
    await migrate(dbs[0]);
  }, 60_000);
  afterAll(async () => Promise.all(dbs?.map((d) => d.close()) ?? []));
  const unique = () => `${process.pid}-${Date.now()}`;

  it(`24 concurrent login attempts through two pools let at most ${limit} through`, async () => {
    const L = LOGIN_LIMITS;
    const [one, two] = dbs;
    const windowKey = `test:window:${unique()}`;
    const window = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        countInWindow((i % 2 ? one : two).query, windowKey, limit, L.perAccountAddress.windowMs),
      ),
    );
    expect(window.filter((v) => !v.refused)).toHaveLength(limit);
    const key = `test:backoff:${unique()}`;
    const backoff = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        takeWithBackoff((i % 2 ? one : two).query, key, L.perAccount),
      ),
    );
    expect(backoff.filter((v) => !v.refused)).toHaveLength(L.perAccount.free);
  });

  it('a second process starts from the first one’s count, and both see the sum', async () => {
    const MAX = 20;
    // One fixed moment, so the test never straddles two windows.
    const clock = () => 1_900_000_000_000;
    const key = `test:${unique()}`;
    const [a, b] = [sharedRateStore(dbs[0], fail, clock), sharedRateStore(dbs[1], fail, clock)];
    const incr = (s: typeof a) =>
      new Promise<number>((resolve) => s.incr(key, (_e, res) => resolve(res.current), 60_000, MAX));
    try {
      for (let i = 0; i < 15; i++) await incr(a);
      await a.flush();
      // b has never seen the client: it reads the shared count first.
      expect(await incr(b)).toBe(16);
      for (let i = 0; i < 4; i++) await incr(b);
      expect(await incr(b)).toBe(MAX + 1);
      await b.flush();
      // a learns b's hits on its next flush.
      await incr(a);
      await a.flush();
      expect(await incr(a)).toBe(MAX + 3);
    } finally {
      a.close();
      b.close();
    }
  });
});

function fail(e: unknown): never {
  throw e;
}

describe('same-origin check of state-changing calls', () => {
  const body = {
    name: '김중개',
    phone: '010-1234-5678',
    consultType: 'PRODUCT',
    message: '상담',
    agreePrivacy: true,
  };
  let n = 0;
  const post = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/v2/consult/request',
      headers: { ...H, ...headers },
      payload: body,
      // Each call from its own address, under the guest-write limit.
      remoteAddress: `10.32.0.${++n}`,
    });
  const stored = async () =>
    (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM consult_requests'))[0]!.n;

  it('refuses a call a browser sent from another site, storing nothing', async () => {
    const before = await stored();
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:8080' },
    ];
    for (const headers of refused) {
      const r = await post(headers);
      expect(r.statusCode, JSON.stringify(headers)).toBe(403);
      expect(r.json()).toEqual({ code: 403, msg: CROSS_SITE_MSG });
    }
    expect(await stored()).toBe(before);
  });

  it('lets through same-origin calls and calls from clients that are not browser pages', async () => {
    const admitted: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' },
      { 'sec-fetch-site': 'none' },
      { origin: 'http://localhost' },
      {},
    ];
    for (const headers of admitted)
      expect((await post(headers)).statusCode, JSON.stringify(headers)).toBe(200);
    // Reads are not state-changing: a cross-site image or link still loads.
    const r = await app.inject({
      method: 'GET',
      url: '/api/v2/config',
      headers: { 'sec-fetch-site': 'cross-site' },
      remoteAddress: '10.32.1.1',
    });
    expect(r.statusCode).toBe(200);
  });
});
