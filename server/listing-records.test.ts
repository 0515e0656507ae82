// @vitest-environment node
// A listing is recorded as the broker entered it (issue 23): basement, semi-basement and rooftop
// floors are stored as such (#6), and the registrant position is the account's own (#7, A-85).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshApp, H, login, type App } from './test/helpers.ts';
import { disclosuresFor } from './test/room-disclosures.ts';

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
  ...disclosuresFor('ONE_ROOM'),
};

type Floor = { floorKind?: string; floor?: number | null; totalFloors?: number };

/** Registers as master@ with the given floor; the answer and, when stored, the listing read back. */
async function registerFloor(f: Floor) {
  const { floor: _, ...rest } = room;
  const r = await send('POST', '/room', 'master', { ...rest, ...f });
  if (r.statusCode !== 200) return { status: r.statusCode, msg: r.json().msg as string };
  const { roomId } = r.json().result as { roomId: string };
  const detail = (await send('GET', `/room/${roomId}`, 'master')).json().result;
  const list = (await send('GET', '/room/dabang-list?limit=50', 'master')).json().result;
  const row = list.items.find((i: { roomId: string }) => i.roomId === roomId);
  return { status: 200, detail, row };
}

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

describe('floors (#6)', () => {
  it.each([
    [{ floorKind: 'BASEMENT', floor: -1 }, 'BASEMENT', -1],
    [{ floorKind: 'SEMI_BASEMENT', floor: null }, 'SEMI_BASEMENT', null],
    [{ floorKind: 'ROOFTOP', floor: null }, 'ROOFTOP', null],
    // The SPA leaves a null out of the body.
    [{ floorKind: 'ROOFTOP' }, 'ROOFTOP', null],
    [{ floorKind: 'GROUND', floor: 5 }, 'GROUND', 5],
    // A body from before floorKind: the sign of the floor says which.
    [{ floor: -2 }, 'BASEMENT', -2],
    [{ floor: 2 }, 'GROUND', 2],
  ] as const)('%j is stored and read back as %s %s', async (f, kind, floor) => {
    const r = await registerFloor(f);
    expect(r.status).toBe(200);
    expect(r.detail).toMatchObject({ floorKind: kind, floor, totalFloors: 5 });
    expect(r.row).toMatchObject({ floorKind: kind, floor, totalFloors: 5 });
  });

  it.each([
    [{ floorKind: 'BASEMENT', floor: 2 }, '지하'],
    [{ floorKind: 'GROUND', floor: -1 }, '해당 층'],
    [{ floorKind: 'GROUND', floor: null }, '해당 층'],
    [{ floorKind: 'GROUND', floor: 6 }, '전체 층수'],
    [{ floorKind: 'SEMI_BASEMENT', floor: -1 }, '반지하'],
    [{ floorKind: 'ROOFTOP', floor: 6 }, '옥탑'],
    [{ floor: 0 }, '해당 층'],
    [{ floorKind: 'GROUND' }, '해당 층'],
  ] as const)('%j is refused (400, msg about %s)', async (f, word) => {
    const r = await registerFloor(f);
    expect(r.status).toBe(400);
    expect(r.msg).toContain(word);
  });
});
