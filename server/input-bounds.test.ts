// @vitest-environment node
// Input that reached a 5xx (issue 24, items 4 to 7): dates outside the calendar, order amounts
// that overflow once multiplied, and JSON nested deeper than any request needs. Each is refused
// with a Korean {code, msg} and stores nothing; money that is accepted is stored without overflow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from './db/index.ts';
import { insertOrder, type OrderedLine } from './orders/place-order.ts';
import { freshApp, H, login, rowCounts, type App } from './test/helpers.ts';
import { DISCLOSURES } from './test/room-disclosures.ts';

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
  ...DISCLOSURES,
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

describe('order amounts', () => {
  it("two year-long all-in-one packages × 1000 (a total over 2,147,483,647) are refused: quantity is the cart's 1 to 100", async () => {
    const line = { type: 26, day: 360, quantity: 1000, periodFrom: '2030-01-01' };
    await expectRefused(() => send('POST', '/product/order', 'master', order([line, line])));
    await expectRefused(() =>
      send('POST', '/product/order', 'master', order([{ ...line, quantity: 101 }])),
    );
  });

  it('the largest cart the bounds allow is priced and stored exactly', async () => {
    const line = { type: 26, day: 360, quantity: 100, periodFrom: '2030-01-01' };
    const r = await send('POST', '/product/order', 'master', order(Array(9).fill(line)));
    expect(r.statusCode, r.body).toBe(200);
    // 1,320,000 per year-long package, 10 % off, × 100 × 9.
    expect(r.json().result.total).toBe(1_069_200_000);
  });

  it('money is stored in a type that cannot overflow, and every reader gets numbers', async () => {
    const [who] = await app.db.query<{ agentId: number; userId: number }>(
      `SELECT agent_id AS "agentId", id AS "userId" FROM users WHERE email = 'master@demo.kr'`,
    );
    const line: OrderedLine = {
      type: 26,
      name: '올인원 패키지 (10개)',
      day: '360',
      days: 360,
      quantity: 100,
      price: 4_000_000_000,
      discountPrice: 400_000_000,
      total: 3_600_000_000,
      periodFrom: '2030-01-01',
      periodTo: '2030-12-26',
      option: null,
      renewId: null,
    };
    const { orderId } = await insertOrder(app.db.query, who!, { version: 0 }, [line, line]);
    const receipt = (await send('GET', `/product/order/${orderId}`, 'master')).json().result;
    expect(receipt).toMatchObject({ total: 7_200_000_000, discountTotal: 800_000_000 });
    expect(receipt.lines[0]).toMatchObject({
      price: 4_000_000_000,
      discountPrice: 400_000_000,
      total: 3_600_000_000,
    });
    const list = (await send('GET', '/product/payment-list', 'master')).json().result;
    const listed = list.orders.find((o: { orderId: number }) => o.orderId === orderId);
    expect(listed).toMatchObject({ total: 7_200_000_000, discountTotal: 800_000_000 });
    expect(listed.lines[1].total).toBe(3_600_000_000);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'PostgreSQL reads bigint money as a number too, as PGlite does',
    async () => {
      const db = await openDb({ dbUrl: process.env.DATABASE_URL });
      try {
        expect(await db.query('SELECT 7200000000::bigint AS n')).toEqual([{ n: 7_200_000_000 }]);
      } finally {
        await db.close();
      }
    },
  );
});

describe('JSON nested deeper than any request needs is 400 on every operation', () => {
  const nest = (depth: number, leaf: string) =>
    `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;
  const draft = (products: string) =>
    `{"baseVersion":0,"files":{"products":${products},"popup-chain":{},"menus":{},"messages.ko":{},"ui":{}}}`;

  it('a studio draft nested 5,000 levels (objects or arrays) is refused', async () => {
    await expectRefused(() =>
      send('PUT', '/studio/config/draft', 'staff', draft(nest(5_000, '1'))),
    );
    const arrays = `{"x":${'['.repeat(5_000)}1${']'.repeat(5_000)}}`;
    await expectRefused(() => send('PUT', '/studio/config/draft', 'staff', draft(arrays)));
  });

  it('a NUL deeper than 64 levels is refused like one at the top', async () => {
    await expectRefused(() =>
      send('PUT', '/studio/config/draft', 'staff', draft(nest(70, '"x\\u0000"'))),
    );
    // The same guard covers every operation, not only the studio.
    await expectRefused(() => send('POST', '/room', 'listings', `{"title":${nest(5_000, '1')}}`));
  });
});
