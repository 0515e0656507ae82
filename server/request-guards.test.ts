// @vitest-environment node
// The global rate limit and the same-origin check of state-changing calls (issue 24, item 10):
// an address past its requests per minute gets 429 with a Korean {code, msg} saying how long to
// wait; processes on one PostgreSQL share the count; a state-changing call a browser sent from
// another site is refused with 403 before its body is read.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import { openDb, migrate, type Db } from './db/index.ts';
import { sharedRateStore } from './limits/shared-rate-store.ts';
import { CROSS_SITE_MSG } from './plugins/same-origin.ts';
import { H, tempDir, type App } from './test/helpers.ts';
import { copyTemplateInto } from './test/pglite-template.ts';

const PER_MINUTE = 20;
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

const dbUrl = process.env.DATABASE_URL;
describe.skipIf(!dbUrl)('global rate limit shared by processes on one PostgreSQL', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ dbUrl });
    await migrate(db);
  }, 60_000);
  afterAll(async () => db?.close());

  it('a second process starts from the first one’s count, and both see the sum', async () => {
    // One fixed moment, so the test never straddles two windows.
    const clock = () => 1_900_000_000_000;
    const key = `10.31.${process.pid % 250}.${Date.now() % 250}`;
    const [a, b] = [sharedRateStore(db, fail, clock), sharedRateStore(db, fail, clock)];
    const incr = (s: typeof a) =>
      new Promise<number>((resolve) =>
        s.incr(key, (_e, res) => resolve(res.current), 60_000, PER_MINUTE),
      );
    try {
      for (let i = 0; i < 15; i++) await incr(a);
      await a.flush();
      // b has never seen the client: it reads the shared count first.
      expect(await incr(b)).toBe(16);
      for (let i = 0; i < 4; i++) await incr(b);
      expect(await incr(b)).toBe(PER_MINUTE + 1);
      await b.flush();
      // a learns b's hits on its next flush.
      await incr(a);
      await a.flush();
      expect(await incr(a)).toBe(PER_MINUTE + 3);
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
  const body = { name: '김중개', phone: '010-1234-5678', consultType: 'PRODUCT', message: '상담' };
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
