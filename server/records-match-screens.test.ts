// @vitest-environment node
// What a broker did is recorded as done, and every screen reads the same record (issue 23):
// a product that starts later is 예정 and counts nowhere before its first day (#3, #10), a
// 거래완료 answer is recorded as 거래완료 (#8), deleting a contact deletes a contact (#11).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayKst } from './lib/format.ts';
import { freshApp, H, login, validateResponse, type App } from './test/helpers.ts';

let app: App;
let cleanup: () => void;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('records'));
  for (const e of ['buyer', 'report', 'master']) cookies[e] = await login(app, `${e}@demo.kr`);
}, 120_000);

afterAll(async () => {
  await app?.close();
  cleanup?.();
});

type J = Record<string, any>;

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
