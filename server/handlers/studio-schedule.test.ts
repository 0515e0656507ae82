// @vitest-environment node
// Publishing at a time (issue 25 item 4), against the spec: a publisher schedules an approved
// request for a later instant (Korea time), staff see the queue, a schedule is cancelled until it
// goes live, and once its time has passed it is published exactly once, with its scheduler in
// the history; one that can no longer go live fails with the reason. The schedule check runs
// here with a clock the test sets (server/config/schedules.ts takes "now" as an argument).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueSchedules } from '../config/schedules.ts';
import { apiCaller, freshApp, login, specCaller, type App } from '../test/helpers.ts';

let app: App;
let cleanup: () => void;
let editor: string;
let approver: string;
let publisher: string;
let viewer: string;

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('studio-schedule'));
  editor = await login(app, 'editor@demo.kr');
  approver = await login(app, 'approver@demo.kr');
  publisher = await login(app, 'publisher@demo.kr');
  viewer = await login(app, 'viewer@demo.kr');
}, 120_000);
afterAll(async () => {
  await app?.close();
  cleanup?.();
});

const op = specCaller(() => app);

const activeVersion = async () =>
  (await apiCaller(app)('GET', '/config')).json.result.version as number;

/** The editor's price change (from the active version), submitted; approved unless told
 * otherwise. Returns its id. */
async function request(price: number, approve = true): Promise<number> {
  const call = apiCaller(app);
  const active = await activeVersion();
  const files = (await call('GET', `/studio/config/versions/${active}`, editor)).json.result.files;
  files.products.products[0].unitPrices['30'] = price;
  expect(
    (await call('PUT', '/studio/config/draft', editor, { baseVersion: active, files })).status,
  ).toBe(200);
  const s = await call('POST', '/studio/approvals', editor, { note: `30일 ${price}원` });
  expect(s.status, JSON.stringify(s.json)).toBe(200);
  const id = s.json.result.id as number;
  if (approve)
    expect((await call('POST', `/studio/approvals/${id}/approve`, approver, {})).status).toBe(200);
  return id;
}

/** An instant `min` minutes from now, as the studio sends it (Korea time, +09:00). */
function kst(min: number): string {
  const t = new Date(Date.now() + min * 60_000 + 9 * 3_600_000);
  return `${t.toISOString().slice(0, 16)}:00+09:00`;
}
const priceNow = async () => {
  const ops = (await apiCaller(app)('GET', '/config')).json.result.overlay.products ?? [];
  return ops.find((o: { path: string }) => o.path.endsWith('/unitPrices/30'))?.value;
};

describe('publish at a time', () => {
  let first: number;
  let scheduleId: number;

  it('refuses a time past or too far, an unapproved or unknown request, and non-publishers', async () => {
    first = await request(3500, false);
    const past = await op('postStudioSchedule', 'POST', '/studio/schedules', publisher, {
      requestId: first,
      at: kst(-1),
    });
    expect(past.json).toEqual({
      code: 400,
      msg: '예약 시각이 이미 지났습니다. 지금보다 늦은 시각을 골라주세요.',
    });
    const far = await op('postStudioSchedule', 'POST', '/studio/schedules', publisher, {
      requestId: first,
      at: kst(367 * 24 * 60),
    });
    expect(far.json.msg).toBe('게시 예약은 1년 안의 시각으로만 잡을 수 있습니다.');
    const unapproved = await op('postStudioSchedule', 'POST', '/studio/schedules', publisher, {
      requestId: first,
      at: kst(10),
    });
    expect(unapproved.json).toEqual({
      code: 409,
      msg: '승인된 요청만 게시를 예약할 수 있습니다. 다른 스태프의 승인을 먼저 받아주세요.',
    });
    const unknown = await op('postStudioSchedule', 'POST', '/studio/schedules', publisher, {
      requestId: 999999,
      at: kst(10),
    });
    expect(unknown.json).toEqual({ code: 404, msg: '검토 요청을 찾을 수 없습니다.' });
    const byEditor = await op('postStudioSchedule', 'POST', '/studio/schedules', editor, {
      requestId: first,
      at: kst(10),
    });
    expect(byEditor.json.msg).toBe('이 작업은 게시 권한이 있는 스태프 계정만 할 수 있습니다.');
    const noOffset = await op('postStudioSchedule', 'POST', '/studio/schedules', publisher, {
      requestId: first,
      at: '내일 아침',
    });
    expect(noOffset.status).toBe(400);
  });

  it('schedules an approved request once; it shows in the queue and on the request', async () => {
    await op(
      'postStudioApprovalApprove',
      'POST',
      `/studio/approvals/${first}/approve`,
      approver,
      {},
    );
    const at = kst(30);
    const s = await op('postStudioSchedule', 'POST', '/studio/schedules', publisher, {
      requestId: first,
      at,
    });
    expect(s.json.result).toMatchObject({
      requestId: first,
      at: new Date(at).toISOString(),
      state: 'scheduled',
      scheduledBy: 'publisher@demo.kr',
      author: 'editor@demo.kr',
      note: '30일 3500원',
      version: null,
      failure: '',
    });
    scheduleId = s.json.result.id;
    const twice = await op('postStudioSchedule', 'POST', '/studio/schedules', publisher, {
      requestId: first,
      at: kst(40),
    });
    expect(twice.json.msg).toBe(
      '이미 게시 예약이 잡힌 요청입니다. 시각을 바꾸려면 예약을 취소한 뒤 다시 잡아주세요.',
    );
    const now = await op(
      'postStudioApprovalPublish',
      'POST',
      `/studio/approvals/${first}/publish`,
      publisher,
    );
    expect(now.json.msg).toBe(
      '게시 예약이 잡힌 요청입니다. 바로 게시하려면 예약을 먼저 취소해주세요.',
    );
    const queue = await op('getStudioSchedules', 'GET', '/studio/schedules', viewer);
    expect(queue.json.result.items.map((x: { id: number }) => x.id)).toEqual([scheduleId]);
    const one = await op('getStudioApproval', 'GET', `/studio/approvals/${first}`, viewer);
    expect(one.json.result.request.schedule).toEqual({
      id: scheduleId,
      at: new Date(at).toISOString(),
    });
  });

  it('cancels a schedule that has not gone live; the request stays approved', async () => {
    expect(
      (
        await op(
          'postStudioScheduleCancel',
          'POST',
          `/studio/schedules/${scheduleId}/cancel`,
          viewer,
        )
      ).status,
    ).toBe(403);
    const c = await op(
      'postStudioScheduleCancel',
      'POST',
      `/studio/schedules/${scheduleId}/cancel`,
      publisher,
    );
    expect(c.json.result).toMatchObject({ state: 'cancelled', cancelledBy: 'publisher@demo.kr' });
    const again = await op(
      'postStudioScheduleCancel',
      'POST',
      `/studio/schedules/${scheduleId}/cancel`,
      publisher,
    );
    expect(again.json).toEqual({ code: 409, msg: '이미 취소되었거나 게시하지 못한 예약입니다.' });
    expect(
      (await op('postStudioScheduleCancel', 'POST', '/studio/schedules/999999/cancel', publisher))
        .json,
    ).toEqual({ code: 404, msg: '게시 예약을 찾을 수 없습니다.' });
    const r = await op('getStudioApproval', 'GET', `/studio/approvals/${first}`, viewer);
    expect(r.json.result.request).toMatchObject({ state: 'approved', schedule: null });
  });

  it('goes live once its time has passed, exactly once, in the history with its scheduler', async () => {
    const at = kst(5);
    const s = await op('postStudioSchedule', 'POST', '/studio/schedules', publisher, {
      requestId: first,
      at,
    });
    const id = s.json.result.id;
    const before = await activeVersion();
    // Not yet: a minute before its time nothing happens.
    expect(await runDueSchedules(app.db, new Date(new Date(at).getTime() - 60_000))).toEqual([]);
    expect(await activeVersion()).toBe(before);

    const due = new Date(new Date(at).getTime() + 1_000);
    const [fired, again] = await Promise.all([
      runDueSchedules(app.db, due),
      runDueSchedules(app.db, due),
    ]);
    expect([...fired!, ...again!]).toEqual([
      { id, requestId: first, version: before + 1, failure: '' },
    ]);
    expect(await runDueSchedules(app.db, due)).toEqual([]);
    expect(await activeVersion()).toBe(before + 1);
    expect(await priceNow()).toBe(3500);

    const queue = await op(
      'getStudioSchedules',
      'GET',
      '/studio/schedules?state=published',
      viewer,
    );
    expect(queue.json.result.items).toEqual([
      expect.objectContaining({ id, state: 'published', version: before + 1 }),
    ]);
    const history = await op('getStudioVersions', 'GET', '/studio/config/versions?limit=1', viewer);
    expect(history.json.result.items[0]).toMatchObject({
      version: before + 1,
      author: 'publisher@demo.kr',
      note: '30일 3500원',
    });
    // The history (the audit table) has the request's way, newest first, each with its changes:
    // the scheduled publish is its scheduler's.
    const log = await op('getStudioHistory', 'GET', '/studio/config/history?limit=10', viewer);
    const events = log.json.result.items.filter(
      (e: { requestId: number }) => e.requestId === first,
    );
    expect(
      events.map((e: { action: string; author: string; version: number | null }) => [
        e.action,
        e.author,
        e.version,
      ]),
    ).toEqual([
      ['publish-scheduled', 'publisher@demo.kr', before + 1],
      ['schedule', 'publisher@demo.kr', null],
      ['schedule-cancel', 'publisher@demo.kr', null],
      ['schedule', 'publisher@demo.kr', null],
      ['request-approve', 'approver@demo.kr', null],
      ['request-submit', 'editor@demo.kr', null],
    ]);
    for (const e of events)
      expect(e.changes).toEqual([
        expect.objectContaining({
          path: '/products/[key=general_allinone]/unitPrices/30',
          before: 3300,
          after: 3500,
        }),
      ]);
    expect(events[1].note).toMatch(/^30일 3500원 \(\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} 게시 예약\)$/);
    const r = await op('getStudioApproval', 'GET', `/studio/approvals/${first}`, viewer);
    expect(r.json.result.request).toMatchObject({ state: 'published', version: before + 1 });
    expect(r.json.result.events.map((e: { kind: string }) => e.kind)).toEqual([
      'submit',
      'approve',
      'schedule',
      'schedule-cancel',
      'schedule',
      'publish',
    ]);
  });

  it('a schedule whose field was changed meanwhile fails with the reason, and changes nothing', async () => {
    const late = await request(3900);
    const at = kst(5);
    const s = await op('postStudioSchedule', 'POST', '/studio/schedules', publisher, {
      requestId: late,
      at,
    });
    // Meanwhile another approved request sets the same price differently and goes live.
    const other = await request(4100);
    await op('postStudioApprovalPublish', 'POST', `/studio/approvals/${other}/publish`, publisher);
    const before = await activeVersion();

    const [fired] = await runDueSchedules(app.db, new Date(new Date(at).getTime() + 1_000));
    expect(fired).toMatchObject({ id: s.json.result.id, version: null });
    expect(fired!.failure).toContain('같은 항목을 먼저 게시했습니다');
    expect(await activeVersion()).toBe(before);
    expect(await priceNow()).toBe(4100);
    const failed = await op('getStudioSchedules', 'GET', '/studio/schedules?state=failed', viewer);
    expect(failed.json.result.items[0]).toMatchObject({ state: 'failed', failure: fired!.failure });
    const r = await op('getStudioApproval', 'GET', `/studio/approvals/${late}`, viewer);
    expect(r.json.result.request.state).toBe('approved');
  });
});
