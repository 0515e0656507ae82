// @vitest-environment node
// SIGKILL durability: every write the server acknowledged with a 2xx is still there after the
// process is killed without warning and started again on the same database.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, ROOT } from './app.ts';
import { CHILD_MS } from './test/child-server.ts';
import { H, tempDir } from './test/helpers.ts';
import { createTestSchema } from './test/pg-schema.ts';
import { copyMigratedInto } from './test/pglite-template.ts';

const ENTRY = path.join(ROOT, 'server', 'test', 'durability-server.ts');

type Target = { DURABILITY_DATA_DIR?: string; DURABILITY_DB_URL?: string };

function start(target: Target): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: ROOT,
    env: { ...process.env, ...target },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /LISTENING (\d+)/.exec(out);
      if (m) resolve({ child, base: `http://127.0.0.1:${m[1]}` });
    });
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) =>
      reject(new Error(`server exited (${code}) before listening: ${err}`)),
    );
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve()
      : child.once('exit', () => resolve()),
  );

/** Sends consult requests one after another (4 in flight) until the server dies; returns the
 * ids of those acknowledged with a 2xx. SIGKILL arrives after `killAfter` acknowledgements. */
async function writeUntilKilled(base: string, child: ChildProcess, killAfter: number) {
  const acked: number[] = [];
  let n = 0;
  let dead = false;
  const one = async (): Promise<void> => {
    while (!dead) {
      const i = ++n;
      try {
        const r = await fetch(`${base}/api/v2/consult/request`, {
          method: 'POST',
          headers: H,
          body: JSON.stringify({
            name: `내구성${i}`,
            phone: '010-1234-5678',
            consultType: 'ETC',
            message: `강제 종료 시험 ${i}`,
            agreePrivacy: true,
          }),
        });
        if (r.status >= 200 && r.status < 300) {
          const body = (await r.json()) as { result: { requestId: number } };
          acked.push(body.result.requestId);
          if (acked.length === killAfter) child.kill('SIGKILL');
        }
      } catch {
        dead = true; // connection refused/reset: the process is gone
      }
    }
  };
  await Promise.all([one(), one(), one(), one()]);
  return { acked, sent: n };
}

async function killAndCheck(target: Target) {
  const first = await start(target);
  const { acked, sent } = await writeUntilKilled(first.base, first.child, 60);
  await exited(first.child);
  expect(first.child.signalCode).toBe('SIGKILL');
  expect(acked.length).toBeGreaterThanOrEqual(60);
  // Some requests were still in flight when the process died (they got no answer).
  expect(sent).toBeGreaterThan(acked.length);

  // Restart on the same database, as the child does it (same app, same options) but in this
  // process: a second child would only add a Node and TypeScript start-up (seconds of CPU) to
  // what is checked here, that the app comes up on what the killed one left and every
  // acknowledged write is there.
  const app = await buildApp({
    dbUrl: target.DURABILITY_DB_URL,
    dataDir: target.DURABILITY_DB_URL ? undefined : target.DURABILITY_DATA_DIR,
    rateLimit: false,
    seedDemo: false,
  });
  try {
    const health = await app.inject({ method: 'GET', url: '/api/v2/user/login/check' });
    expect(health.statusCode).toBeLessThan(500);
    const rows = await app.db.query<{ id: number }>('SELECT id FROM consult_requests');
    const stored = new Set(rows.map((r) => r.id));
    expect(acked.filter((id) => !stored.has(id))).toEqual([]);
  } finally {
    await app.close();
  }
}

describe('SIGKILL mid-stream keeps every acknowledged write', () => {
  const t = tempDir('durability');
  const dir = path.join(t.dir, 'db');
  // A copy of the run's migrated database: the child starts without initdb and migrations,
  // which on a loaded machine took most of this test's time limit (the copy, and the template
  // when this file is the run's first to ask, happen here, under the hook's limit).
  beforeAll(() => copyMigratedInto(dir));
  afterAll(() => t.cleanup());

  // It starts server processes: CHILD_MS (test/child-server.ts) says why its limit is long.
  it('embedded PGlite', () => killAndCheck({ DURABILITY_DATA_DIR: dir }), CHILD_MS);

  // Under scripts/with-postgres.sh: a schema of its own, so the shared test database is untouched.
  const url = process.env.DATABASE_URL;
  it.skipIf(!url)(
    'PostgreSQL (DATABASE_URL)',
    async () => {
      const schema = await createTestSchema(url!, 'durability');
      try {
        await killAndCheck({ DURABILITY_DB_URL: schema.url });
      } finally {
        await schema.drop();
      }
    },
    CHILD_MS,
  );
});
