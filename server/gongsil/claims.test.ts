// @vitest-environment node
// Gongsil claims to listings (issue 26 #4): the owner's contact goes to the claiming office only,
// a claim is released with its reason, becomes a listing, or is released by the expiry job once
// (also with two connections racing on PostgreSQL, when DATABASE_URL is set).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../db/index.ts';
import { requestExample } from '../test/contract.ts';
import { apiCaller, freshApp, login, validateResponse, type App } from '../test/helpers.ts';
import { createTestSchema } from '../test/pg-schema.ts';
import { releaseExpiredClaims } from './claims.ts';

let app: App;
let cleanup: () => void;
const cookies: Record<string, string> = {};
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('gongsil-claims'));
  for (const e of ['master', 'serve', 'listings']) cookies[e] = await login(app, `${e}@demo.kr`);
}, 120_000);

afterAll(async () => {
  await app?.close();
  cleanup?.();
});

async function call(op: string, as: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  const r = await apiCaller(app)(method, url, cookies[as], body);
  expect(validateResponse(op, r.status, r.json), `${op} ${r.status}`).toBeNull();
  return { status: r.status, json: r.json, text: JSON.stringify(r.json) };
}

/** An open room nobody has claimed, with its owner's phone. */
async function openRoom(skip = 0): Promise<{ seq: number; phone: string }> {
  const [r] = await app.db.query<{ rooms_seq: number; owner_phone: string }>(
    `SELECT rooms_seq, owner_phone FROM gongsil_rooms WHERE bucket = 'open'
      ORDER BY rooms_seq OFFSET $1 LIMIT 1`,
    [skip],
  );
  return { seq: r!.rooms_seq, phone: r!.owner_phone };
}

const claim = (as: string, seq: number) =>
  call('postGongsilPick', as, 'POST', `/gongsil-center/rooms/${seq}/pick`);
const releases = (seq: number) =>
  app.db.query<{ agent_id: number; reason: string; automatic: boolean }>(
    'SELECT agent_id, reason, automatic FROM gongsil_releases WHERE rooms_seq = $1 ORDER BY id',
    [seq],
  );

describe("the owner's contact", () => {
  it('goes to the office that claimed the room and to no other office, in any answer', async () => {
    const { seq, phone } = await openRoom(0);
    expect(phone).toMatch(/^010-/);
    // Before the claim nobody gets it.
    const before = await call(
      'getGongsilRoom',
      'serve',
      'GET',
      `/gongsil-center/rooms/${seq}/detail`,
    );
    expect(before.text).not.toContain(phone);

    const picked = await claim('serve', seq);
    expect(picked.json.result.owner.phone).toBe(phone);
    const mine = await call(
      'getGongsilRoom',
      'serve',
      'GET',
      `/gongsil-center/rooms/${seq}/detail`,
    );
    expect(mine.json.result).toMatchObject({ claim: 'MINE', owner: { phone } });
    expect(
      Date.parse(mine.json.result.claimExpiresAt) - Date.parse(mine.json.result.claimedAt),
    ).toBe(7 * DAY_MS);

    const other = await call(
      'getGongsilRoom',
      'master',
      'GET',
      `/gongsil-center/rooms/${seq}/detail`,
    );
    expect(other.json.result.claim).toBe('OTHER');
    expect(other.json.result).not.toHaveProperty('owner');
    expect(other.text).not.toContain(phone);
    for (const tab of ['all', 'preempt'])
      for (const as of ['master', 'serve']) {
        const list = await call(
          'getGongsilList',
          as,
          'GET',
          `/gongsil-center/${tab}/list?limit=100`,
        );
        expect(list.text, `${as} ${tab}`).not.toContain(phone);
      }
  });
});

describe('releasing a claim', () => {
  it('puts the room back in the pool with the reason; only the claiming office may', async () => {
    const { seq, phone } = await openRoom(1);
    await claim('serve', seq);
    const refused = await call(
      'postGongsilRelease',
      'master',
      'POST',
      `/gongsil-center/rooms/${seq}/release`,
      {
        reason: '남의 방',
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.json.msg).toBe('우리 사무소가 선점한 방만 선점을 풀 수 있습니다.');
    const blank = await call(
      'postGongsilRelease',
      'serve',
      'POST',
      `/gongsil-center/rooms/${seq}/release`,
      {
        reason: '   ',
      },
    );
    expect(blank.status).toBe(400);

    const done = await call(
      'postGongsilRelease',
      'serve',
      'POST',
      `/gongsil-center/rooms/${seq}/release`,
      {
        reason: '집주인과 연락이 닿지 않습니다.',
      },
    );
    expect(done.json.result).toMatchObject({ claim: 'OPEN', claimedAt: null });
    expect(done.text).not.toContain(phone);
    const [serveAgent] = await app.db.query<{ agent_id: number }>(
      "SELECT agent_id FROM users WHERE email = 'serve@demo.kr'",
    );
    expect(await releases(seq)).toEqual([
      {
        agent_id: serveAgent!.agent_id,
        reason: '집주인과 연락이 닿지 않습니다.',
        automatic: false,
      },
    ]);
    // Back in the pool: the former claimer no longer sees the contact; another office may claim.
    const after = await call(
      'getGongsilRoom',
      'serve',
      'GET',
      `/gongsil-center/rooms/${seq}/detail`,
    );
    expect(after.text).not.toContain(phone);
    expect((await claim('master', seq)).status).toBe(200);
  });
});

describe('a claim turned into a listing', () => {
  it('is marked with the listing, kept past its days, and cannot be released', async () => {
    const { seq } = await openRoom(2);
    await claim('listings', seq);
    const other = await openRoom(3);
    const example = requestExample('postRoom') as object;
    const wrong = await call('postRoom', 'listings', 'POST', '/room', {
      ...example,
      gongsilRoomsSeq: other.seq,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.msg).toBe('우리 사무소가 선점한 방만 매물로 등록할 수 있습니다.');

    const saved = await call('postRoom', 'listings', 'POST', '/room', {
      ...example,
      gongsilRoomsSeq: seq,
    });
    expect(saved.status).toBe(200);
    const room = await call(
      'getGongsilRoom',
      'listings',
      'GET',
      `/gongsil-center/rooms/${seq}/detail`,
    );
    expect(room.json.result).toMatchObject({
      claim: 'MINE',
      listingRoomsSeq: saved.json.result.roomsSeq,
      claimExpiresAt: null,
    });
    await app.db.query(
      `UPDATE gongsil_rooms SET claimed_at = now() - interval '30 days' WHERE rooms_seq = $1`,
      [seq],
    );
    await app.releaseExpiredClaims();
    expect(await releases(seq)).toEqual([]);
    const release = await call(
      'postGongsilRelease',
      'listings',
      'POST',
      `/gongsil-center/rooms/${seq}/release`,
      {
        reason: '그만',
      },
    );
    expect(release.status).toBe(409);
    expect(release.json.msg).toBe('이미 매물로 등록한 방은 선점을 풀 수 없습니다.');
  });
});

describe('the expiry job', () => {
  it('releases a claim older than the days once, however many checks run, and no younger one', async () => {
    const old = await openRoom(4);
    const young = await openRoom(5);
    await claim('serve', old.seq);
    await claim('serve', young.seq);
    await app.db.query(
      `UPDATE gongsil_rooms SET claimed_at = now() - interval '7 days 1 minute' WHERE rooms_seq = $1`,
      [old.seq],
    );
    await app.db.query(
      `UPDATE gongsil_rooms SET claimed_at = now() - interval '6 days 23 hours' WHERE rooms_seq = $1`,
      [young.seq],
    );
    // The runner's check and two more at the same moment.
    await Promise.all([
      app.releaseExpiredClaims(),
      releaseExpiredClaims(app.db.query, new Date(), 7),
      releaseExpiredClaims(app.db.query, new Date(), 7),
    ]);
    await app.releaseExpiredClaims();
    expect(await releases(old.seq)).toEqual([
      expect.objectContaining({
        reason: '선점 후 7일 안에 매물로 등록하지 않아 자동으로 선점이 풀렸습니다.',
        automatic: true,
      }),
    ]);
    const room = await call(
      'getGongsilRoom',
      'serve',
      'GET',
      `/gongsil-center/rooms/${old.seq}/detail`,
    );
    expect(room.json.result.claim).toBe('OPEN');
    expect(room.text).not.toContain(old.phone);
    expect(await releases(young.seq)).toEqual([]);
  });
});

const url = process.env.DATABASE_URL;
describe.skipIf(!url)('the expiry job on PostgreSQL, two connections racing', () => {
  it('releases each expired claim exactly once', async () => {
    const schema = await createTestSchema(url!, 'claim_expiry');
    const [a, b] = [await openDb({ dbUrl: schema.url }), await openDb({ dbUrl: schema.url })];
    try {
      await a.exec(`
        CREATE TABLE agents (id int PRIMARY KEY);
        INSERT INTO agents VALUES (1);`);
      await a.exec(`
        CREATE TABLE gongsil_rooms (rooms_seq int PRIMARY KEY, agent_id int, bucket text,
          claimed_at timestamptz, listing_rooms_seq int, updated_time timestamptz);
        CREATE TABLE gongsil_releases (id bigserial PRIMARY KEY, rooms_seq int NOT NULL,
          agent_id int NOT NULL, reason text NOT NULL, automatic boolean NOT NULL,
          released_at timestamptz NOT NULL DEFAULT now());
        INSERT INTO gongsil_rooms SELECT g, 1, 'preempt', now() - interval '8 days', NULL, now()
          FROM generate_series(1, 200) g;`);
      const now = new Date();
      const runs = await Promise.all(
        Array.from({ length: 6 }, (_, i) => releaseExpiredClaims((i % 2 ? a : b).query, now, 7)),
      );
      expect(runs.flat()).toHaveLength(200);
      const [c] = await a.query<{ n: number; rooms: number }>(
        'SELECT count(*)::int AS n, count(DISTINCT rooms_seq)::int AS rooms FROM gongsil_releases',
      );
      expect(c).toEqual({ n: 200, rooms: 200 });
    } finally {
      await a.close();
      await b.close();
      await schema.drop();
    }
  }, 60_000);
});
