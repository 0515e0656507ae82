// @vitest-environment node
// A listing is recorded as the broker entered it (issue 23): the registrant position is the
// account's own (#7, A-85).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshApp, H, login, type App } from './test/helpers.ts';

let app: App;
let cleanup: () => void;
const cookie: Record<string, string> = {};

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('listing-records'));
  // 김대표 (0, master), 박소속 (1, sub-user of the same office), 강보조 (2, an assistant).
  for (const e of ['master', 'sub', 'role2']) cookie[e] = await login(app, `${e}@demo.kr`);
}, 120_000);

afterAll(async () => {
  await app?.close();
  cleanup?.();
});

const room = {
  title: '상도역 5분 원룸',
  roomType: 'ONE_ROOM',
  sellingType: 'MONTHLY',
  deposit: 500,
  price: 45,
  areaM2: 19.8,
  floor: 3,
  totalFloors: 5,
  moveInDate: '2030-03-02',
  position: 0,
  description: '상도역에서 걸어서 5분입니다.',
  sido: '서울특별시',
  sigungu: '동작구',
  dong: '상도동',
};

const send = (method: 'GET' | 'POST' | 'PUT', url: string, as: string, body?: unknown) =>
  app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...H, cookie: cookie[as]! },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });

describe('registrant position (#7)', () => {
  it.each([
    ['role2', 0],
    ['role2', 1],
    ['sub', 0],
    ['master', 1],
  ] as const)('%s@ may not register as position %i (400, Korean msg)', async (as, position) => {
    const r = await send('POST', '/room', as, { ...room, position });
    expect(r.statusCode).toBe(400);
    expect(r.json().msg).toBe('등록자 직책은 계정의 직책으로만 등록할 수 있습니다.');
  });

  it('an assistant registers as 중개보조원, and the listing and the list say so', async () => {
    const r = await send('POST', '/room', 'role2', { ...room, position: 2 });
    expect(r.statusCode).toBe(200);
    const { roomId } = r.json().result as { roomId: string };
    expect((await send('GET', `/room/${roomId}`, 'role2')).json().result.position).toBe(2);
    const list = (await send('GET', '/room/dabang-list', 'role2')).json().result;
    expect(list.items.find((i: { roomId: string }) => i.roomId === roomId).position).toBe(2);
  });

  it('a sub-user registers as 소속공인중개사; the master may edit it keeping that registrant', async () => {
    const r = await send('POST', '/room', 'sub', { ...room, position: 1 });
    expect(r.statusCode).toBe(200);
    const { roomId } = r.json().result as { roomId: string };
    const kept = await send('PUT', `/room/${roomId}`, 'master', {
      ...room,
      position: 1,
      title: '상도역 5분 원룸 (수정)',
    });
    expect(kept.statusCode).toBe(200);
    // Neither the registrant's nor the editor's: refused.
    const other = await send('PUT', `/room/${roomId}`, 'master', { ...room, position: 2 });
    expect(other.statusCode).toBe(400);
    expect((await send('GET', `/room/${roomId}`, 'master')).json().result).toMatchObject({
      position: 1,
      title: '상도역 5분 원룸 (수정)',
    });
  });
});
