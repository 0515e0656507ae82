// @vitest-environment node
// Listing statistics on the server (issue 26 #5): one listing's life (registered, ended,
// advertised again, completed, an inquiry about it, deleted) shows in its row and in the
// month's figures exactly as it happened; the demo office's months come from its log and
// orders; the CSV files are Excel-safe. listings@ has one ad slot and no listing of its own.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestExample } from './test/contract.ts';
import { freshApp, H, login, validateResponse, type App } from './test/helpers.ts';

let app: App;
let cleanup: () => void;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('room-stats'));
  for (const e of ['listings', 'master']) cookies[e] = await login(app, `${e}@demo.kr`);
}, 120_000);

afterAll(async () => {
  await app?.close();
  cleanup?.();
});

async function call(
  op: string,
  as: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
) {
  const r = await app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...H, cookie: cookies[as]!, 'idempotency-key': randomUUID() },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(validateResponse(op, r.statusCode, r.json()), r.body).toBeNull();
  expect(r.statusCode, r.body).toBe(200);
  return r.json().result;
}

const stats = (as: string) => call('getRoomStats', as, 'GET', '/room/stats?limit=100');
const thisMonth = (s: { months: { month: string }[] }) => s.months.at(-1)! as any;

describe('listing statistics', () => {
  it('counts one listing registered, ended, advertised again, completed and asked about', async () => {
    const before = thisMonth(await stats('listings'));
    expect(before).toMatchObject({
      registered: 0,
      ended: 0,
      completed: 0,
      slotsUsed: 0,
      slotsHeld: 1,
    });

    const room = await call('postRoom', 'listings', 'POST', '/room', requestExample('postRoom'));
    expect(room.status).toBe('public');
    expect(thisMonth(await stats('listings'))).toMatchObject({ registered: 1, slotsUsed: 1 });

    await call('postRoomEndAd', 'listings', 'POST', `/room/${room.roomId}/end-ad`);
    await call('postRoomReAdvertise', 'listings', 'POST', `/room/${room.roomId}/re-advertise`);
    await call('postRoomStatus', 'listings', 'POST', `/room/${room.roomId}/status`, {
      status: 'complete',
    });
    const [office] = await app.db.query<{ agent_id: number }>(
      'SELECT agent_id FROM agent_rooms WHERE room_id = $1',
      [room.roomId],
    );
    const agentId = office!.agent_id;
    await app.db.query(
      `INSERT INTO inquiries (agent_id, tab, customer_name, message, saved_time, rooms_seq)
       VALUES ($1, 'sms', '김민지', '방 있나요?', now(), $2), ($1, 'talk', '이서준', '주차 되나요?', now(), $2)`,
      [agentId, room.roomsSeq],
    );

    const after = await stats('listings');
    expect(after.total).toBe(1);
    expect(after.listings).toEqual([
      {
        roomId: room.roomId,
        roomsSeq: room.roomsSeq,
        title: (requestExample('postRoom') as { title: string }).title,
        status: 'complete',
        // Advertised twice for moments: a started day counts as one.
        daysAdvertised: 1,
        inquiries: 2,
        talkInquiries: 1,
        smsInquiries: 1,
        fromGongsilClaim: false,
      },
    ]);
    expect(thisMonth(after)).toMatchObject({
      registered: 1,
      ended: 1,
      completed: 1,
      claimsConverted: 0,
      slotsUsed: 0,
      slotsHeld: 1,
    });

    // Deleted, it leaves the listing rows but still counts in the month's figures.
    await call('deleteRoom', 'listings', 'DELETE', `/room/${room.roomId}`);
    const gone = await stats('listings');
    expect(gone.listings).toEqual([]);
    expect(thisMonth(gone)).toMatchObject({ registered: 1, ended: 1, completed: 1, slotsUsed: 0 });
  });

  it("shows the demo office's months from its log and its orders", async () => {
    const s = await stats('master');
    expect(s.total).toBe(36);
    const [open] = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM agent_rooms r JOIN users u ON u.agent_id = r.agent_id
        WHERE u.email = 'master@demo.kr' AND r.status = 'public'`,
    );
    expect(thisMonth(s).slotsUsed).toBe(open!.n);
    // Five earlier months of (since deleted) listings: each registered, ended or completed.
    const earlier = s.months.slice(-6, -1);
    expect(earlier.map((m: any) => m.registered)).toEqual([9, 8, 7, 6, 5]);
    expect(earlier.every((m: any) => m.ended + m.completed === m.registered)).toBe(true);
    // The money of every order line, by the order's month.
    const [paid] = await app.db.query<{ spent: number }>(
      `SELECT sum(l.total)::int AS spent FROM order_lines l JOIN users u ON u.agent_id = l.agent_id
        WHERE u.email = 'master@demo.kr'`,
    );
    expect(s.months.reduce((t: number, m: any) => t + m.spent, 0)).toBe(paid!.spent);
    for (const m of s.months)
      expect(m.spent).toBe(m.spentByProduct.reduce((t: number, p: any) => t + p.amount, 0));
  });

  it('exports the listings and the months as Excel-safe CSV files', async () => {
    for (const part of ['listings', 'months'] as const) {
      const r = await app.inject({
        method: 'GET',
        url: `/api/v2/room/stats/csv?part=${part}`,
        headers: { ...H, cookie: cookies.master! },
      });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(r.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="room_stats_${part}_\\d{4}-\\d{2}-\\d{2}\\.csv"`),
      );
      expect(r.body.startsWith('\uFEFF"')).toBe(true);
      const lines = r.body.split('\r\n').filter(Boolean);
      expect(lines).toHaveLength(part === 'listings' ? 37 : 13);
    }
  });
});
