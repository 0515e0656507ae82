// @vitest-environment node
// Input that reached a 5xx (issue 24, items 4 to 7): dates outside the calendar, order amounts
// that overflow once multiplied, and JSON nested deeper than any request needs. Each is refused
// with a Korean {code, msg} and stores nothing; money that is accepted is stored without overflow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshApp, H, login, rowCounts, type App } from './test/helpers.ts';

let app: App;
let cleanup: () => void;
const cookie: Record<string, string> = {};

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('input-bounds'));
  for (const e of ['listings', 'master', 'staff']) cookie[e] = await login(app, `${e}@demo.kr`);
}, 120_000);

afterAll(async () => {
  await app?.close();
  cleanup?.();
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, as: string, body?: unknown) =>
  app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...H, cookie: cookie[as]! },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** A refusal as the API promises it: 4xx, numeric code, Korean message, no row changed. */
async function expectRefused(call: () => Promise<{ statusCode: number; body: string }>) {
  const before = await rowCounts(app);
  const r = await call();
  expect(r.statusCode, r.body).toBeGreaterThanOrEqual(400);
  expect(r.statusCode, r.body).toBeLessThan(500);
  const json = JSON.parse(r.body) as { code: unknown; msg: unknown };
  expect(typeof json.code).toBe('number');
  expect(json.msg).toMatch(/[가-힣]/);
  expect(await rowCounts(app)).toBe(before);
}

const room = {
  title: '역삼역 도보 3분 오피스텔',
  roomType: 'OFFICETEL',
  sellingType: 'MONTHLY',
  deposit: 1000,
  price: 70,
  areaM2: 26.4,
  floor: 7,
  totalFloors: 15,
  moveInDate: '2030-01-15',
  position: 0,
  description: '역삼역 3번 출구에서 걸어서 3분입니다.',
  sido: '서울특별시',
  sigungu: '강남구',
  dong: '역삼동',
};

const order = (items: object[]) => ({ items, agreePaidTerms: true });

describe('dates outside the calendar (1900-01-01 to 3000-12-31) are 400', () => {
  it('a listing moving in on 0000-01-01, or just outside the calendar, is refused on POST and PUT', async () => {
    const made = await send('POST', '/room', 'listings', room);
    expect(made.statusCode, made.body).toBe(200);
    const { roomId } = made.json().result as { roomId: string };
    for (const moveInDate of ['0000-01-01', '1899-12-31', '3001-01-01', '9999-12-31']) {
      await expectRefused(() => send('POST', '/room', 'listings', { ...room, moveInDate }));
      await expectRefused(() =>
        send('PUT', `/room/${roomId}`, 'listings', { ...room, moveInDate }),
      );
    }
    // The calendar's own edges are dates a listing may keep.
    for (const moveInDate of ['1900-01-01', '3000-12-31']) {
      const r = await send('PUT', `/room/${roomId}`, 'listings', { ...room, moveInDate });
      expect(r.statusCode, r.body).toBe(200);
      const detail = (await send('GET', `/room/${roomId}`, 'listings')).json().result;
      expect(detail.moveInDate).toBe(moveInDate);
    }
  });

  it('an order starting on 9999-12-31 is refused; one starting on the last calendar day ends after it', async () => {
    for (const periodFrom of ['9999-12-31', '3001-01-01'])
      await expectRefused(() =>
        send(
          'POST',
          '/product/order',
          'master',
          order([{ type: 0, day: 30, quantity: 1, periodFrom }]),
        ),
      );
    const r = await send(
      'POST',
      '/product/order',
      'master',
      order([{ type: 26, day: 360, quantity: 1, periodFrom: '3000-12-31' }]),
    );
    expect(r.statusCode, r.body).toBe(200);
    const receipt = await send('GET', `/product/order/${r.json().result.orderId}`, 'master');
    expect(receipt.json().result.lines[0]).toMatchObject({
      periodFrom: '3000-12-31',
      periodTo: '3001-12-25',
    });
  });
});
