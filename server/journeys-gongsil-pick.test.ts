// @vitest-environment node
// Claiming (선점) a gongsil room: it moves to 선점한 방 and the counts follow; a second office
// claiming the same room gets 409 with a Korean message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshApp, H, login, validateResponse, type App } from './test/helpers.ts';

let app: App;
let cleanup: () => void;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('journeys-pick'));
  for (const e of ['master', 'serve']) cookies[e] = await login(app, `${e}@demo.kr`);
}, 120_000);

afterAll(async () => {
  await app?.close();
  cleanup?.();
});

async function call(op: string, as: string, method: 'GET' | 'POST', url: string) {
  const r = await app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...H, cookie: cookies[as]! },
  });
  const json = r.json();
  expect(validateResponse(op, r.statusCode, json)).toBeNull();
  return { status: r.statusCode, json };
}

const counts = async (as: string) =>
  (await call('getGongsilCount', as, 'GET', '/gongsil-center/gongsil-count')).json.result as {
    preemptCount: number;
  };

describe('gongsil claim', () => {
  it('moves an open room to 선점한 방; the same room answers 409 to a second office', async () => {
    const all = await call('getGongsilList', 'master', 'GET', '/gongsil-center/all/list?limit=100');
    const open = (all.json.result.items as { roomsSeq: number; claim: string }[]).find(
      (r) => r.claim === 'OPEN',
    )!;
    expect(open).toBeTruthy();
    const before = await counts('master');

    const claimed = await call(
      'postGongsilPick',
      'master',
      'POST',
      `/gongsil-center/rooms/${open.roomsSeq}/pick`,
    );
    expect(claimed.status).toBe(200);
    expect(claimed.json.result).toMatchObject({ roomsSeq: open.roomsSeq, claim: 'MINE' });
    expect((await counts('master')).preemptCount).toBe(before.preemptCount + 1);
    const mine = await call(
      'getGongsilList',
      'master',
      'GET',
      '/gongsil-center/preempt/list?limit=100',
    );
    expect(mine.json.result.items.map((r: { roomsSeq: number }) => r.roomsSeq)).toContain(
      open.roomsSeq,
    );

    const second = await call(
      'postGongsilPick',
      'serve',
      'POST',
      `/gongsil-center/rooms/${open.roomsSeq}/pick`,
    );
    expect(second).toMatchObject({
      status: 409,
      json: { code: 409, msg: '다른 중개사무소가 먼저 선점한 방입니다. 목록을 새로 불러왔습니다.' },
    });
    const seen = await call('getGongsilList', 'serve', 'GET', '/gongsil-center/all/list?limit=100');
    const row = (seen.json.result.items as { roomsSeq: number; claim: string }[]).find(
      (r) => r.roomsSeq === open.roomsSeq,
    );
    expect(row?.claim).toBe('OTHER');

    const again = await call(
      'postGongsilPick',
      'master',
      'POST',
      `/gongsil-center/rooms/${open.roomsSeq}/pick`,
    );
    expect(again).toMatchObject({ status: 409, json: { msg: '이미 선점한 방입니다.' } });
  });

  it('answers 404 for an unknown room and 400 for a malformed id', async () => {
    expect(
      (await call('postGongsilPick', 'master', 'POST', '/gongsil-center/rooms/99999999/pick'))
        .status,
    ).toBe(404);
    expect(
      (await call('postGongsilPick', 'master', 'POST', '/gongsil-center/rooms/0/pick')).status,
    ).toBe(400);
  });
});
