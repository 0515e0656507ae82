// @vitest-environment node
// The header's "오늘 신규 의뢰" is counted from the rooms the 전체 tab lists (not a stored
// figure), and the e-contract application (POST /agent/sign/apply) moves an office to PROCEED,
// which the session record then reports. Uses server/test/seed/journeys-claim-sign.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayKst } from './lib/format.ts';
import { freshApp, H, login, validateResponse, type App } from './test/helpers.ts';

let app: App;
let cleanup: () => void;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('journeys-claim-sign'));
  for (const e of ['econtract', 'claim-a', 'sub', 'master'])
    cookies[e] = await login(app, `${e}@demo.kr`);
}, 120_000);

afterAll(async () => {
  await app?.close();
  cleanup?.();
});

async function call(op: string, as: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  const r = await app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...H, cookie: cookies[as]! },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = r.json();
  expect(validateResponse(op, r.statusCode, json)).toBeNull();
  return { status: r.statusCode, json };
}

/** Every room of the 전체 tab, page by page. */
async function allTab(as: string): Promise<{ roomsSeq: number; savedTime: string }[]> {
  const rooms: { roomsSeq: number; savedTime: string }[] = [];
  for (let page = 1; ; page++) {
    const r = await call(
      'getGongsilList',
      as,
      'GET',
      `/gongsil-center/all/list?limit=100&page=${page}`,
    );
    rooms.push(...r.json.result.items);
    if (rooms.length >= r.json.result.total) return rooms;
  }
}

const rolling = async (as: string) =>
  (await call('getRollingCount', as, 'GET', '/stat/gongsil-center/rolling-count')).json.result
    .todayNewRequestCount as number;

/** Registers an open room in the 전체 tab now. */
const registerRoom = (roomsSeq: number) =>
  app.db.query(
    `INSERT INTO gongsil_rooms (rooms_seq, agent_id, bucket, room_type, selling_type, deposit, price,
       address, detail_address, status, area_m2, floor, saved_time, updated_time)
     VALUES ($1, NULL, 'open', 'ONE_ROOM', 'MONTHLY', 500, 50, '서울특별시 구로구 구로동 1-1',
       '101호', 'public', 20, '1층', now(), now())`,
    [roomsSeq],
  );

describe('오늘 신규 의뢰', () => {
  it('is the number of 전체-tab rooms registered today (Korean date), and follows new rooms', async () => {
    // Three rooms registered now are today's at any hour. The seed's five are today's as of when
    // the run's database was seeded (server/test/seed/journeys-claim-sign.ts), which is yesterday
    // in Korea in a run that crosses midnight KST; counting on them alone then found none.
    for (const seq of [53999990, 53999991, 53999992]) await registerRoom(seq);
    const today = todayKst();
    const registeredToday = (await allTab('claim-a')).filter(
      (r) => todayKst(new Date(r.savedTime)) === today,
    ).length;
    expect(registeredToday).toBeGreaterThanOrEqual(3);
    expect(await rolling('claim-a')).toBe(registeredToday);

    await registerRoom(53999999);
    expect(await rolling('claim-a')).toBe(registeredToday + 1);
  });
});

describe('e-contract application', () => {
  const apply = (as: string, body: unknown) =>
    call('postAgentSignApply', as, 'POST', '/agent/sign/apply', body);
  const signStatus = async (as: string) =>
    (await call('getAgentInfo', as, 'GET', '/agent/info')).json.result.sign.agentSignStatus;

  it('refuses without the agreement, for a sub-user and before the verifications', async () => {
    expect(await apply('econtract', { agreeSignTerms: false })).toMatchObject({
      status: 400,
      json: { code: 400, msg: '전자계약 이용약관에 동의해주세요.' },
    });
    expect((await apply('econtract', {})).status).toBe(400);
    expect((await apply('sub', { agreeSignTerms: true })).status).toBe(403);
    await app.db.query(
      "UPDATE agents SET is_ceo_safe_auth = false WHERE email = 'econtract@demo.kr'",
    );
    expect(await apply('econtract', { agreeSignTerms: true })).toMatchObject({
      status: 409,
      json: { msg: '본인인증과 사업자 인증을 마친 뒤 신청할 수 있습니다.' },
    });
    await app.db.query(
      "UPDATE agents SET is_ceo_safe_auth = true WHERE email = 'econtract@demo.kr'",
    );
    expect(await signStatus('econtract')).toBe('NONE');
  });

  it('moves the office to PROCEED once; the session record reports it; a second apply is 409', async () => {
    expect(await apply('econtract', { agreeSignTerms: true })).toMatchObject({
      status: 200,
      json: { result: { agentSignStatus: 'PROCEED' } },
    });
    expect(await signStatus('econtract')).toBe('PROCEED');
    expect(await apply('econtract', { agreeSignTerms: true })).toMatchObject({
      status: 409,
      json: { msg: '이미 전자계약 이용을 신청했습니다. 심사 결과를 기다려주세요.' },
    });
    expect(await apply('master', { agreeSignTerms: true })).toMatchObject({
      status: 409,
      json: { msg: '이미 전자계약 이용이 승인되었습니다.' },
    });
  });
});
