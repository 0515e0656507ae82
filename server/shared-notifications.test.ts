// @vitest-environment node
// Live notifications with two server processes on one PostgreSQL (issue 27 item 1): a broker's
// event stream is open on the child process while a customer's inquiry is raised in this one;
// the event crosses through LISTEN/NOTIFY and reaches the stream, and is stored once. Runs only
// with DATABASE_URL (scripts/with-postgres.sh), in a schema of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { startChildServer, type ChildServer } from './test/child-server.ts';
import { openEventStream } from './test/event-stream.ts';
import { apiCaller, H, PASSWORD, type App } from './test/helpers.ts';
import { createTestSchema, type TestSchema } from './test/pg-schema.ts';

const url = process.env.DATABASE_URL;

let schema: TestSchema | undefined;
let app: App;
let child: ChildServer | undefined;

beforeAll(async () => {
  if (!url) return;
  schema = await createTestSchema(url, 'notifications');
  // This process migrates and seeds the schema; the other finds it done.
  app = await buildApp({ dbUrl: schema.url, rateLimit: false });
  await app.ready();
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: schema.url };
  delete env.DATA_DIR;
  child = await startChildServer(env);
}, 120_000);

afterAll(async () => {
  if (child && child.child.exitCode === null) child.child.kill('SIGTERM');
  await child?.exited;
  await app?.close();
  await schema?.drop();
});

describe.skipIf(!url)('live notifications, two processes, one PostgreSQL', () => {
  it('an inquiry raised in one process reaches a stream open on the other', async () => {
    // Signed in on the child; the session is the database's, so either process knows it.
    const login = await fetch(`${child!.base}/api/v2/user/login`, {
      method: 'POST',
      headers: H,
      body: JSON.stringify({ email: 'master@demo.kr', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const stream = await openEventStream(`${child!.base}/api/v2/notifications/stream`, cookie);
    try {
      expect(stream.status).toBe(200);
      await stream.next((e) => e.event === 'ready');

      const [room] = await app.db.query<{ rooms_seq: number }>(
        `SELECT r.rooms_seq FROM agent_rooms r JOIN users u ON u.agent_id = r.agent_id
          WHERE u.email = 'master@demo.kr' AND r.status = 'public' ORDER BY r.rooms_seq LIMIT 1`,
      );
      const posted = await apiCaller(app)('POST', '/inquiry', undefined, {
        roomId: room!.rooms_seq,
        channel: 'sms',
        customerName: '윤서진',
        customerPhone: '010-7777-1313',
        message: '주차 가능한가요?',
      });
      expect(posted.status, JSON.stringify(posted.json)).toBe(200);

      const live = await stream.next((e) => e.event === 'notification', 10_000);
      const n = JSON.parse(live.data);
      expect(n).toMatchObject({ kind: 'INQUIRY', read: false });
      expect(n.body).toContain('윤서진');
      // Stored once per broker of the office, whichever process listens.
      const rows = await app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM notifications WHERE event_key = $1`,
        [`inquiry:${posted.json.result.inquirySeq}`],
      );
      const [brokers] = await app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM users u JOIN users m ON m.agent_id = u.agent_id
          WHERE m.email = 'master@demo.kr' AND u.role <> 'staff'`,
      );
      expect(rows[0]!.n).toBe(brokers!.n);
    } finally {
      stream.close();
    }
  }, 60_000);
});
