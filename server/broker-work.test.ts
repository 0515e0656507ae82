// @vitest-environment node
// Broker work is never doubled or mis-recorded (issue 23), on one app:
// - money and messages at most once (#1, #2, docs/decisions.md A-84): an Idempotency-Key repeated
//   answers the first answer and charges or texts nothing again, also after a restart (another
//   process); a product line is renewed once. The PostgreSQL part runs two apps on one database
//   at the same time (with DATABASE_URL, scripts/with-postgres.sh);
// - what was done is recorded as done, and every screen reads the same record: a product that
//   starts later is 예정 and counts nowhere before its first day (#3, #10), a 거래완료 answer is
//   recorded as 거래완료 (#8), deleting a contact deletes a contact (#11).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import { todayKst } from './lib/format.ts';
import { freshApp, H, login, validateResponse, type App } from './test/helpers.ts';

let app: App;
let dir: string;
let cleanup: () => void;
const cookies: Record<string, string> = {};
const smsLines: string[] = [];

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation((line: unknown) => {
    if (String(line).startsWith('SMS ')) smsLines.push(String(line));
  });
  ({ app, dir, cleanup } = await freshApp('broker-work'));
  for (const e of ['inquiry', 'buyer', 'verify', 'master', 'report'])
    cookies[e] = await login(app, `${e}@demo.kr`);
}, 120_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await app?.close();
  cleanup?.();
});

type J = Record<string, any>;

async function post(op: string, as: string, url: string, body: unknown, key?: string) {
  const r = await app.inject({
    method: 'POST',
    url: `/api/v2${url}`,
    headers: { ...H, cookie: cookies[as]!, ...(key ? { 'idempotency-key': key } : {}) },
    payload: JSON.stringify(body),
  });
  const json = r.json() as J;
  expect(validateResponse(op, r.statusCode, json), r.body).toBeNull();
  return {
    status: r.statusCode,
    json,
    raw: r.body,
    replayed: r.headers['idempotent-replayed'] === 'true',
  };
}

async function call(op: string, as: string, method: string, url: string, body?: unknown) {
  const r = await app.inject({
    method: method as 'GET',
    url: `/api/v2${url}`,
    headers: { ...H, cookie: cookies[as]! },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = r.json() as J;
  expect(validateResponse(op, r.statusCode, json), `${op} ${r.body}`).toBeNull();
  return { status: r.statusCode, json, result: json.result };
}

const countRows = async (sql: string, args: unknown[] = []) =>
  (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, args))[0]!.n;

const addDays = (ymd: string, n: number) =>
  new Date(Date.parse(`${ymd}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** What buyer@'s screens say about products in use. */
async function buyerSees() {
  const using = (await call('getProductUsing', 'buyer', 'GET', '/product/using')).result as J[];
  const summary = (await call('getDashboardSummary', 'buyer', 'GET', '/dashboard/summary')).result;
  const info = (await call('getAgentInfo', 'buyer', 'GET', '/agent/info')).result;
  const rooms = (await call('getDabangRoomList', 'buyer', 'GET', '/room/dabang-list')).result;
  return {
    states: using.map((u) => u.state),
    dashboardCount: summary.productUsingCount,
    dashboardItem: summary.usingItems.useItem,
    sessionItem: info.item.useItem,
    slots: rooms.slots.total,
  };
}

const order = (periodFrom: string) =>
  call('postProductOrder', 'buyer', 'POST', '/product/order', {
    items: [{ type: 0, day: 30, quantity: 10, periodFrom }],
    agreePaidTerms: true,
  });

describe('a product bought to start later (#3, #10)', () => {
  it('is 예정 and counts nowhere before its first day: dashboard, session, slots', async () => {
    expect(await buyerSees()).toEqual({
      states: [],
      dashboardCount: 0,
      dashboardItem: false,
      sessionItem: false,
      slots: 0,
    });
    expect((await order(addDays(todayKst(), 5))).status).toBe(200);
    expect(await buyerSees()).toEqual({
      states: ['SCHEDULED'],
      dashboardCount: 0,
      dashboardItem: false,
      sessionItem: false,
      slots: 0,
    });
  });

  it('one that starts today counts on every screen alike', async () => {
    expect((await order(todayKst())).status).toBe(200);
    expect(await buyerSees()).toEqual({
      states: ['SCHEDULED', 'ACTIVE'],
      dashboardCount: 1,
      dashboardItem: true,
      sessionItem: true,
      slots: 10,
    });
  });
});

describe('a 거래완료 answer to a fake-listing report (#8)', () => {
  it('is recorded as 거래완료 in 처리내역 and the listing becomes 거래완료', async () => {
    const r = await call(
      'postAgentTreat',
      'report',
      'POST',
      '/new-room/fake-report/RPT-D-1001/agent-treat',
      { answer: 'CMPL' },
    );
    expect(r.status).toBe(200);
    const history = (
      await call('getAgentTreatComplete', 'report', 'GET', '/kiso-report/agent-treat/complete')
    ).result;
    expect(history.reportList[0]).toMatchObject({
      roomsSeq: 51003001,
      inflowType: 'DABANG',
      reportStep: 'DEAL_COMPLETE',
      warning: '-',
    });
    const listing = (
      await call('getDabangRoomList', 'report', 'GET', '/room/dabang-list?keyword=51003001')
    ).result.items as J[];
    expect(listing.map((l) => [l.roomsSeq, l.status])).toEqual([[51003001, 'complete']]);
  });
});

describe('deleting a contact (#11)', () => {
  it('deletes the contact and leaves the staff member in 소속 직원', async () => {
    const before = (await call('getAgentInfo', 'master', 'GET', '/agent/info')).result.agent;
    const name = (l: J[]) => l.map((p) => p.name);
    expect(name(before.agentSubUsers)).toEqual(['박소속', '최보조']);
    const contact = (before.agentContacts as J[]).find((c) => c.name === '최보조')!;
    const del = await call(
      'deleteAgentContact',
      'master',
      'DELETE',
      `/agent/contacts/${contact.id}`,
    );
    expect(del.status).toBe(200);
    const after = (await call('getAgentInfo', 'master', 'GET', '/agent/info')).result.agent;
    expect(name(after.agentContacts)).toEqual(['박소속']);
    expect(name(after.agentSubUsers)).toEqual(['박소속', '최보조']);
  });
});

describe('Idempotency-Key (#2)', () => {
  it('a double-clicked text answer sends one SMS, and both clicks get the same answer', async () => {
    const [inquiry] = await app.db.query<{ inquiry_seq: number; customer_phone: string }>(
      `SELECT inquiry_seq, customer_phone FROM inquiries i JOIN users u ON u.agent_id = i.agent_id
        WHERE u.email = 'inquiry@demo.kr' AND i.tab = 'sms' ORDER BY inquiry_seq LIMIT 1`,
    );
    const url = `/inquiry/sms/${inquiry!.inquiry_seq}/answer`;
    const key = randomUUID();
    const body = { message: '토요일 오전 10시에 방문 가능합니다.' };
    // The two requests of a double click, at the same time.
    const [a, b] = await Promise.all([
      post('postInquiryAnswer', 'inquiry', url, body, key),
      post('postInquiryAnswer', 'inquiry', url, body, key),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // The first answer, byte for byte.
    expect(b.raw).toBe(a.raw);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    const to = inquiry!.customer_phone.replace(/\D/g, '');
    expect(
      await countRows("sms_outbox WHERE purpose = 'INQUIRY_ANSWER' AND to_phone = $1", [to]),
    ).toBe(1);
    expect(smsLines.filter((l) => l.includes(`to=${to} purpose=INQUIRY_ANSWER`))).toHaveLength(1);
    expect(
      a.json.result.thread.filter((m: J) => m.sender === 'AGENT').map((m: J) => m.body),
    ).toEqual([body.message]);

    // The same key with another answer is refused (422, Korean) and sends nothing.
    const other = await post('postInquiryAnswer', 'inquiry', url, { message: '다른 답변' }, key);
    expect(other.status).toBe(422);
    expect(other.json.msg).toMatch(/Idempotency-Key.*새 키/);
    expect(
      await countRows("sms_outbox WHERE purpose = 'INQUIRY_ANSWER' AND to_phone = $1", [to]),
    ).toBe(1);
  });

  it('a verification text repeated with its key is sent once', async () => {
    const key = randomUUID();
    const body = { phone: '010-3232-3201' };
    const first = await post(
      'postVerifyTelRequest',
      'verify',
      '/agent/verify-tel/request',
      body,
      key,
    );
    const again = await post(
      'postVerifyTelRequest',
      'verify',
      '/agent/verify-tel/request',
      body,
      key,
    );
    expect(first.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(
      await countRows("sms_outbox WHERE purpose = 'VERIFY_TEL' AND to_phone = '01032323201'"),
    ).toBe(1);
  });

  it('the same order key twice gives the same answer and one order, also after a restart', async () => {
    const orders = () =>
      countRows("orders o JOIN users u ON u.id = o.user_id WHERE u.email = 'buyer@demo.kr'");
    const before = await orders();
    const key = randomUUID();
    const body = {
      items: [{ type: 0, day: 30, quantity: 10, periodFrom: todayKst() }],
      agreePaidTerms: true,
    };
    const first = await post('postProductOrder', 'buyer', '/product/order', body, key);
    const again = await post('postProductOrder', 'buyer', '/product/order', body, key);
    expect(first.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(await orders()).toBe(before + 1);

    // Another caller's key space: master@ with the same key places its own order.
    const master = await post('postProductOrder', 'master', '/product/order', body, key);
    expect(master.status).toBe(200);
    expect(master.json.result.orderId).not.toBe(first.json.result.orderId);

    // A new process on the same database still knows the key.
    await app.close();
    app = await buildApp({ dataDir: dir, rateLimit: false });
    const afterRestart = await post('postProductOrder', 'buyer', '/product/order', body, key);
    expect(afterRestart.json).toEqual(first.json);
    expect(afterRestart.replayed).toBe(true);
    expect(await orders()).toBe(before + 1);
  });
});

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
    const first = await post('postProductOrder', 'buyer', '/product/order', body, randomUUID());
    expect(first.status).toBe(200);
    // Reload, Back, another tab: a new action with its own key, renewing the same period.
    const second = await post('postProductOrder', 'buyer', '/product/order', body, randomUUID());
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

const dbUrl = process.env.DATABASE_URL;
describe.skipIf(!dbUrl)('two processes on one PostgreSQL database', () => {
  it('race the same key and the same renewal: one order, one renewal', async () => {
    const a = await buildApp({ dbUrl, rateLimit: false });
    const b = await buildApp({ dbUrl, rateLimit: false });
    try {
      const cookie = await login(a, 'master@demo.kr');
      const send = (on: App, body: unknown, key: string) =>
        on.inject({
          method: 'POST',
          url: '/api/v2/product/order',
          headers: { ...H, cookie, 'idempotency-key': key },
          payload: JSON.stringify(body),
        });
      const count = async () =>
        (await a.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0]!.n;
      const plain = {
        items: [{ type: 0, day: 30, quantity: 1, periodFrom: todayKst() }],
        agreePaidTerms: true,
      };
      const before = await count();
      const key = randomUUID();
      const [r1, r2] = await Promise.all([send(a, plain, key), send(b, plain, key)]);
      expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
      expect(r2.json()).toEqual(r1.json());
      expect(await count()).toBe(before + 1);

      const using = (
        await a.inject({ method: 'GET', url: '/api/v2/product/using', headers: { ...H, cookie } })
      ).json().result as J[];
      const line = using.find((u) => u.state === 'ACTIVE' && !u.renewed && u.type === 0)!;
      const renew = {
        items: [
          {
            type: 0,
            day: 30,
            quantity: line.quantity,
            periodFrom:
              todayKst() < line.periodTo
                ? new Date(Date.parse(`${line.periodTo}T00:00:00Z`) + 86_400_000)
                    .toISOString()
                    .slice(0, 10)
                : todayKst(),
            renewId: line.id,
          },
        ],
        agreePaidTerms: true,
      };
      const [s1, s2] = await Promise.all([
        send(a, renew, randomUUID()),
        send(b, renew, randomUUID()),
      ]);
      expect([s1.statusCode, s2.statusCode].sort()).toEqual([200, 409]);
      expect(
        (
          await a.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM order_lines WHERE renew_id = $1',
            [line.id],
          )
        )[0]!.n,
      ).toBe(1);
    } finally {
      await a.close();
      await b.close();
    }
  }, 120_000);
});
