// @vitest-environment node
// Money and messages at most once (issue 23 #1, docs/decisions.md A-84): a product line is
// renewed once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayKst } from './lib/format.ts';
import { freshApp, H, login, validateResponse, type App } from './test/helpers.ts';

let app: App;
let cleanup: () => void;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('at-most-once'));
  for (const e of ['buyer']) cookies[e] = await login(app, `${e}@demo.kr`);
}, 120_000);

afterAll(async () => {
  await app?.close();
  cleanup?.();
});

type J = Record<string, any>;

async function post(op: string, as: string, url: string, body: unknown) {
  const r = await app.inject({
    method: 'POST',
    url: `/api/v2${url}`,
    headers: { ...H, cookie: cookies[as]! },
    payload: JSON.stringify(body),
  });
  const json = r.json() as J;
  expect(validateResponse(op, r.statusCode, json), r.body).toBeNull();
  return { status: r.statusCode, json };
}

const countRows = async (sql: string, args: unknown[] = []) =>
  (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, args))[0]!.n;

describe('one renewal per product line (#1)', () => {
  beforeAll(async () => {
    // A line of buyer@'s own to renew.
    const r = await post('postProductOrder', 'buyer', '/product/order', {
      items: [{ type: 0, day: 30, quantity: 5, periodFrom: todayKst() }],
      agreePaidTerms: true,
    });
    expect(r.status).toBe(200);
  });

  /** buyer@'s first product line in use. */
  async function buyerLine(): Promise<J> {
    const r = await app.inject({
      method: 'GET',
      url: '/api/v2/product/using',
      headers: { ...H, cookie: cookies.buyer! },
    });
    return (r.json().result as J[]).find((u) => u.state === 'ACTIVE' && !u.renewed)!;
  }
  const renewal = (line: J, periodFrom: string) => ({
    type: line.type,
    day: 30,
    quantity: line.quantity,
    periodFrom,
    renewId: line.id,
  });
  const nextDay = (ymd: string) =>
    new Date(Date.parse(`${ymd}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  it('an order renewing a line twice is refused (409) and stores nothing', async () => {
    const line = await buyerLine();
    const before = await countRows('orders');
    const r = await post('postProductOrder', 'buyer', '/product/order', {
      items: [renewal(line, nextDay(line.periodTo)), renewal(line, nextDay(line.periodTo))],
      agreePaidTerms: true,
    });
    expect(r.status).toBe(409);
    expect(r.json.msg).toMatch(/두 번 연장할 수 없습니다/);
    expect(await countRows('orders')).toBe(before);
  });

  it('a line is renewed once: a second renewal of the same period is refused (409)', async () => {
    const line = await buyerLine();
    const body = { items: [renewal(line, nextDay(line.periodTo))], agreePaidTerms: true };
    const first = await post('postProductOrder', 'buyer', '/product/order', body);
    expect(first.status).toBe(200);
    // Reload, Back, another tab: the same period renewed again.
    const second = await post('postProductOrder', 'buyer', '/product/order', body);
    expect(second.status).toBe(409);
    expect(second.json.msg).toMatch(/이미 연장한 상품입니다/);
    expect(await countRows('order_lines WHERE renew_id = $1', [line.id])).toBe(1);
    const r = await app.inject({
      method: 'GET',
      url: '/api/v2/product/using',
      headers: { ...H, cookie: cookies.buyer! },
    });
    const using = r.json().result as J[];
    expect(using.find((u) => u.id === line.id)!.renewed).toBe(true);
    expect(
      using.filter((u) => u.periodFrom === nextDay(line.periodTo)).map((u) => u.state),
    ).toEqual(['SCHEDULED']);
  });
});
