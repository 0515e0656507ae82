// @vitest-environment node
// Scheduled config publishes with two server processes on one PostgreSQL (issue 25 item 4): each
// process's timer checks for due schedules every 100 ms and this test checks too, so three
// checkers race for the same rows; every schedule still becomes exactly one version, with its
// scheduler in the history. Runs only with DATABASE_URL (scripts/with-postgres.sh), in a schema
// of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { runDueSchedules } from './config/schedules.ts';
import { startChildServer, type ChildServer } from './test/child-server.ts';
import { apiCaller, login, type App } from './test/helpers.ts';
import { createTestSchema, type TestSchema } from './test/pg-schema.ts';

const url = process.env.DATABASE_URL;
const SCHEDULES = 3;

let schema: TestSchema | undefined;
let app: App;
let child: ChildServer | undefined;

beforeAll(async () => {
  if (!url) return;
  schema = await createTestSchema(url, 'config_schedules');
  // This process migrates and seeds the schema; the other finds it done.
  app = await buildApp({ dbUrl: schema.url, rateLimit: false, schedules: { everyMs: 100 } });
  await app.ready();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: schema.url,
    SCHEDULE_CHECK_MS: '100',
    LOG: '1',
  };
  delete env.DATA_DIR;
  child = await startChildServer(env);
}, 120_000);

afterAll(async () => {
  if (child && child.child.exitCode === null) child.child.kill('SIGTERM');
  await child?.exited;
  await app?.close();
  await schema?.drop();
});

describe.skipIf(!url)('scheduled publishes, two processes, one PostgreSQL', () => {
  it('every due schedule becomes exactly one version, whichever process takes it', async () => {
    const call = apiCaller(app);
    const [editor, approver, publisher] = await Promise.all(
      ['editor', 'approver', 'publisher'].map((n) => login(app, `${n}@demo.kr`)),
    );
    const active = async () => (await call('GET', '/config')).json.result.version as number;
    const before = await active();

    // Three approved requests, each a different product's price.
    const ids: number[] = [];
    for (let i = 0; i < SCHEDULES; i++) {
      const v = await active();
      const files = (await call('GET', `/studio/config/versions/${v}`, editor)).json.result.files;
      files.products.products[i].unitPrices['30'] += 100;
      expect(
        (await call('PUT', '/studio/config/draft', editor, { baseVersion: v, files })).status,
      ).toBe(200);
      const s = await call('POST', '/studio/approvals', editor, { note: `가격 ${i + 1}` });
      expect(s.status, JSON.stringify(s.json)).toBe(200);
      ids.push(s.json.result.id);
      expect((await call('POST', `/studio/approvals/${ids[i]}/approve`, approver, {})).status).toBe(
        200,
      );
    }
    // All due at the same instant, a moment from now.
    const at = new Date(Date.now() + 1_500).toISOString();
    for (const requestId of ids) {
      const r = await call('POST', '/studio/schedules', publisher, { requestId, at });
      expect(r.status, JSON.stringify(r.json)).toBe(200);
    }

    // This process races the two timers until nothing is scheduled any more.
    const scoped = app.db;
    await expect
      .poll(
        async () => {
          await Promise.all([
            runDueSchedules(scoped, new Date()),
            runDueSchedules(scoped, new Date()),
          ]);
          return (await call('GET', '/studio/schedules?state=scheduled', publisher)).json.result
            .total;
        },
        { timeout: 20_000, interval: 50 },
      )
      .toBe(0);

    const done = (await call('GET', '/studio/schedules', publisher)).json.result.items;
    expect(done.map((s: { state: string }) => s.state)).toEqual([
      'published',
      'published',
      'published',
    ]);
    const versions = await scoped.query<{ version: number; request_id: number }>(
      'SELECT version, request_id FROM config_versions WHERE version > $1 ORDER BY version',
      [before],
    );
    // One version per schedule, none twice, in a row after the one found.
    expect(versions.map((v) => v.version)).toEqual([before + 1, before + 2, before + 3]);
    expect(versions.map((v) => v.request_id).sort()).toEqual([...ids].sort());
    const audit = await scoped.query<{ n: number; who: string }>(
      `SELECT count(*)::int AS n, min(u.email) AS who FROM config_audit a JOIN users u ON u.id = a.user_id
        WHERE a.action = 'publish-scheduled'`,
    );
    expect(audit).toEqual([{ n: SCHEDULES, who: 'publisher@demo.kr' }]);
    expect(await active()).toBe(before + SCHEDULES);
    // The other process serves the same version.
    const other = await (await fetch(`${child!.base}/api/v2/config`)).json();
    expect(other.result.version).toBe(before + SCHEDULES);
  }, 60_000);
});
