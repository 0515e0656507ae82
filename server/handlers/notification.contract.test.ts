// @vitest-environment node
// Contract of tag "notification" (server/test/contract.ts), then the centre end to end on the
// embedded database: an inquiry, a penalty and the deadline sweep each notify the right users
// once, live on an open stream (over real HTTP: a stream never ends, so inject cannot read it),
// and by text message only for a kind the user chose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeConfig } from '../config/versions.ts';
import {
  contractCases,
  contractFile,
  requiresAppPlatform,
  requiresSession,
} from '../test/contract.ts';
import { openEventStream } from '../test/event-stream.ts';
import { apiCaller, H, login } from '../test/helpers.ts';

const file = contractFile('notification');

describe('contract: tag notification', () => {
  contractCases(file, [
    {
      op: 'getNotifications',
      as: 'master',
      url: '/notifications?page=1',
      check: (r) => expect(r.unread).toBeLessThanOrEqual(r.total),
    },
    { op: 'getNotifications', as: 'master', url: '/notifications?page=0', status: 400 },
    { op: 'postNotificationRead', as: 'master', url: '/notifications/999999/read', status: 404 },
    { op: 'postNotificationRead', as: 'master', url: '/notifications/0/read', status: 400 },
    {
      op: 'postNotificationsReadAll',
      as: 'master',
      url: '/notifications/read-all',
      check: (r) => expect(r.unread).toBe(0),
      then: [
        {
          op: 'getNotifications',
          as: 'master',
          url: '/notifications',
          check: (r) => expect(r.unread).toBe(0),
        },
      ],
    },
    {
      op: 'putNotificationSettings',
      as: 'nosign',
      url: '/notifications/settings',
      body: { smsKinds: ['PENALTY', 'INQUIRY'] },
      check: (r) => expect([...r.smsKinds].sort()).toEqual(['INQUIRY', 'PENALTY']),
      then: [
        {
          op: 'getNotificationSettings',
          as: 'nosign',
          url: '/notifications/settings',
          check: (r) => expect([...r.smsKinds].sort()).toEqual(['INQUIRY', 'PENALTY']),
        },
      ],
    },
    {
      name: 'putNotificationSettings refuses a kind that does not exist',
      op: 'putNotificationSettings',
      as: 'master',
      url: '/notifications/settings',
      body: { smsKinds: ['WEATHER'] },
      status: 400,
    },
    {
      name: 'getNotificationStream answers 406 to a client that does not accept the stream',
      op: 'getNotificationStream',
      as: 'master',
      url: '/notifications/stream',
      status: 406,
    },
    { op: 'getNotificationSettings', as: 'staff', url: '/notifications/settings', status: 403 },
  ]);
  requiresSession(file, 'notification');
  requiresAppPlatform(file, 'notification');
});

describe('the notification centre on the embedded database', () => {
  let base = '';
  beforeAll(async () => {
    base = await file.app().listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    // The contract file closes the app; its streams end with it (hub.ts).
  });

  it('an inquiry reaches every broker of the office live, and by SMS only who chose it', async () => {
    const app = file.app();
    const call = apiCaller(app);
    const master = await file.cookie('master');
    const sub = await login(app, 'sub@demo.kr');
    expect(
      (await call('PUT', '/notifications/settings', sub, { smsKinds: ['INQUIRY'] })).status,
    ).toBe(200);
    const [room] = await app.db.query<{ rooms_seq: number }>(
      `SELECT r.rooms_seq FROM agent_rooms r JOIN users u ON u.agent_id = r.agent_id
        WHERE u.email = 'master@demo.kr' AND r.status = 'public' ORDER BY r.rooms_seq LIMIT 1`,
    );
    const stream = await openEventStream(`${base}/api/v2/notifications/stream`, master);
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toMatch(/^text\/event-stream/);
      await stream.next((e) => e.event === 'ready');

      const posted = await call('POST', '/inquiry', undefined, {
        roomId: room!.rooms_seq,
        channel: 'talk',
        customerName: '한소희',
        customerPhone: '010-5555-1212',
        message: '주말에 방 보러 가도 될까요?',
      });
      expect(posted.status, JSON.stringify(posted.json)).toBe(200);
      const live = await stream.next((e) => e.event === 'notification');
      const n = JSON.parse(live.data);
      expect(n).toMatchObject({ kind: 'INQUIRY', read: false, title: '새 문의가 왔습니다' });
      expect(n.body).toContain('한소희');

      // Both brokers of the office hold it; only the sub-user chose text messages.
      for (const who of [master, sub]) {
        const list = (await call('GET', '/notifications', who)).json.result;
        expect(list.items[0]).toMatchObject({ kind: 'INQUIRY', body: n.body, read: false });
      }
      const texts = await app.db.query<{ email: string }>(
        `SELECT u.email FROM sms_outbox o JOIN users u ON u.id = o.user_id
          WHERE o.purpose = 'NOTIFICATION' AND o.body LIKE '%한소희%'`,
      );
      expect(texts.map((t) => t.email)).toEqual(['sub@demo.kr']);

      // Read: the unread count drops, and the inquiry is in the office's list.
      const before = (await call('GET', '/notifications', master)).json.result.unread;
      const read = await call('POST', `/notifications/${n.id}/read`, master, {});
      expect(read.json.result.unread).toBe(before - 1);
      const inbox = (await call('GET', '/inquiry/talk?keyword=한소희', master)).json.result;
      expect(inbox.items[0].room.roomsSeq ?? inbox.items[0].room.roomId).toBeDefined();

      // A stream opened now says when the latest inquiry came: counts read before are stale.
      const again = await openEventStream(`${base}/api/v2/notifications/stream`, master);
      try {
        const ready = await again.next((e) => e.event === 'ready');
        expect(JSON.parse(ready.data)).toEqual({ latestInquiryAt: n.createdAt });
      } finally {
        again.close();
      }
    } finally {
      stream.close();
    }
  });

  it('a listing not being advertised takes no inquiry (404) and notifies nobody', async () => {
    const app = file.app();
    const [room] = await app.db.query<{ rooms_seq: number }>(
      `SELECT rooms_seq FROM agent_rooms WHERE status <> 'public' ORDER BY rooms_seq LIMIT 1`,
    );
    const before = await app.db.query('SELECT id FROM notifications');
    const r = await app.inject({
      method: 'POST',
      url: '/api/v2/inquiry',
      headers: H,
      payload: {
        roomId: room!.rooms_seq,
        channel: 'sms',
        customerName: '김민수',
        customerPhone: '010-1111-2222',
        message: '문의합니다',
      },
    });
    expect(r.statusCode).toBe(404);
    expect(r.json().msg).toMatch(/광고 중인 매물/);
    expect(await app.db.query('SELECT id FROM notifications')).toHaveLength(before.length);
  });

  it('a report answered as false notifies its user of the penalty, once', async () => {
    const app = file.app();
    const call = apiCaller(app);
    const report = await login(app, 'report@demo.kr');
    const r = await call('POST', '/new-room/fake-report/RPT-D-1001/agent-treat', report, {
      answer: 'FALSE',
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const list = (await call('GET', '/notifications', report)).json.result;
    const penalties = list.items.filter((i: { kind: string }) => i.kind === 'PENALTY');
    expect(penalties).toHaveLength(1);
    expect(penalties[0].body).toMatch(/경고 1회|등록 제한/);
  });

  it('the sweep raises each approaching deadline and a new e-contract approval once, however often it runs', async () => {
    const app = file.app();
    const db = app.db;
    // A pending report due in two hours, a claim released within the day, a product ending in
    // three days that no order renewed.
    const [rep] = await db.query<{ report_id: string; user_id: number }>(
      `UPDATE fake_reports SET deadline = now() + interval '2 hours'
        WHERE report_id = (SELECT report_id FROM fake_reports WHERE status = 'PENDING'
                            ORDER BY report_id LIMIT 1)
        RETURNING report_id, user_id`,
    );
    const claimDays = (await activeConfig(db)).ui.gongsil.claimDays;
    const [claim] = await db.query<{ rooms_seq: number; agent_id: number }>(
      `UPDATE gongsil_rooms SET claimed_at = now() - make_interval(days => $1) + interval '3 hours'
        WHERE rooms_seq = (SELECT rooms_seq FROM gongsil_rooms
                            WHERE bucket = 'preempt' AND listing_rooms_seq IS NULL
                            ORDER BY rooms_seq LIMIT 1)
        RETURNING rooms_seq, agent_id`,
      [claimDays],
    );
    const [line] = await db.query<{ id: number }>(
      `UPDATE order_lines SET period_to = (now() AT TIME ZONE 'Asia/Seoul')::date + 3
        WHERE id = (SELECT l.id FROM order_lines l WHERE NOT EXISTS
                     (SELECT 1 FROM order_lines r WHERE r.renew_id = l.id) ORDER BY l.id LIMIT 1)
        RETURNING id`,
    );
    // The back office approves an e-contract application (outside this server).
    const [applied] = await db.query<{ id: number }>(
      `UPDATE agents SET sign_status = 'APPROVAL'
        WHERE id = (SELECT agent_id FROM users WHERE email = 'nosign@demo.kr')
          AND sign_status <> 'APPROVAL'
        RETURNING id`,
    );
    await app.sweepDeadlineNotifications();
    await app.sweepDeadlineNotifications();
    const approved = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications n JOIN users u ON u.id = n.user_id
        WHERE n.kind = 'SIGN_APPROVED' AND u.agent_id = $1 GROUP BY n.user_id`,
      [applied!.id],
    );
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.every((a) => a.n === 1)).toBe(true);
    const keys = await db.query<{ event_key: string; n: number }>(
      `SELECT split_part(event_key, ':', 1) || ':' || split_part(event_key, ':', 2) AS event_key,
              count(*)::int AS n
         FROM notifications
        WHERE event_key = $1 OR event_key = $2 OR event_key LIKE $3
        GROUP BY event_key, user_id`,
      [
        `report-deadline:${rep!.report_id}`,
        `product-expiring:${line!.id}`,
        `claim-expiring:${claim!.rooms_seq}:%`,
      ],
    );
    expect(new Set(keys.map((k) => k.event_key))).toEqual(
      new Set([
        `report-deadline:${rep!.report_id}`,
        `product-expiring:${line!.id}`,
        `claim-expiring:${claim!.rooms_seq}`,
      ]),
    );
    expect(keys.every((k) => k.n === 1)).toBe(true);
  });
});
