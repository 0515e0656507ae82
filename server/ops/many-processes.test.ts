// @vitest-environment node
// Three API processes on one PostgreSQL (issue 24, item 2). They start together on an empty
// schema (migrations and the demo seed under the advisory lock: all three come up), share
// sessions and photos, and take a few seconds of mixed reads and writes in turn; one is SIGKILLed
// mid-load, and afterwards every write any process acknowledged is found. Runs only with
// DATABASE_URL (scripts/with-postgres.sh), in a schema of its own.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../db/index.ts';
import { startChildServer, type ChildServer } from '../test/child-server.ts';
import { H } from '../test/helpers.ts';
import { createTestSchema, type TestSchema } from '../test/pg-schema.ts';

const url = process.env.DATABASE_URL;
const LOAD_MS = 3000;
const LOOPS = 6;

let schema: TestSchema | undefined;
let scoped: Db;
let servers: ChildServer[] = [];

beforeAll(async () => {
  if (!url) return;
  schema = await createTestSchema(url, 'ops_many');
  scoped = await openDb({ dbUrl: schema.url });
  // All three at once, on an empty schema.
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: schema.url, SEED_DEMO: '1' };
  delete env.DATA_DIR;
  servers = await Promise.all([0, 1, 2].map(() => startChildServer(env)));
}, 120_000);

afterAll(async () => {
  for (const s of servers)
    if (s.child.exitCode === null && !s.child.killed) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  await scoped?.close();
  await schema?.drop();
});

async function login(base: string, email: string): Promise<string> {
  const r = await fetch(`${base}/api/v2/user/login`, {
    method: 'POST',
    headers: H,
    body: JSON.stringify({ email, password: 'demo1234!' }),
  });
  expect(r.status).toBe(200);
  return (r.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function uploadPhoto(base: string, cookie: string, png: Buffer): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'room.png');
  return fetch(`${base}/api/v2/room/photos`, {
    method: 'POST',
    headers: { 'app-platform': 'web', cookie },
    body: form,
  });
}

describe.skipIf(!url)('three processes on one PostgreSQL', () => {
  it('share sessions and photos, and lose no acknowledged write when one is SIGKILLed', async () => {
    const bases = servers.map((s) => s.base);
    const master = await login(bases[0]!, 'master@demo.kr');
    const photographer = await login(bases[1]!, 'listings@demo.kr');
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();

    // A session made by one process is valid in every other.
    for (const base of bases) {
      const r = await fetch(`${base}/api/v2/user/login/check`, { headers: { cookie: master } });
      expect(((await r.json()) as { result: boolean }).result).toBe(true);
    }

    const alive = [true, true, true];
    const figures = { requests: 0, errors: 0, errorsOnKilled: 0, fiveHundreds: 0 };
    const consults: number[] = [];
    const photos: { photoId: string; by: number }[] = [];
    const KILLED = 2;
    let turn = 0;
    let killed = false;
    let acksBeforeKill = 0;
    const stopAt = performance.now() + LOAD_MS;

    const one = async (loop: number) => {
      for (let i = 0; performance.now() < stopAt; i++) {
        const targets = [0, 1, 2].filter((p) => alive[p]);
        const p = targets[turn++ % targets.length]!;
        const base = bases[p]!;
        const kind = (loop + i) % 5;
        figures.requests++;
        try {
          let r: Response;
          if (kind === 0 || kind === 3) {
            r = await fetch(`${base}/api/v2/consult/request`, {
              method: 'POST',
              headers: H,
              body: JSON.stringify({
                name: `프로세스${p}`,
                phone: '010-1234-5678',
                consultType: 'ETC',
                message: `세 프로세스 시험 ${loop}-${i}`,
                agreePrivacy: true,
              }),
            });
            if (r.ok)
              consults.push(
                ((await r.json()) as { result: { requestId: number } }).result.requestId,
              );
          } else if (kind === 1) {
            r = await fetch(`${base}/api/v2/agent/info`, { headers: { cookie: master } });
          } else if (kind === 2) {
            r = await fetch(`${base}/api/v2/gongsil-center/all/list?page=1&limit=24`, {
              headers: { cookie: master },
            });
          } else if (i % 3 === 0) {
            r = await uploadPhoto(base, photographer, png);
            if (r.ok)
              photos.push({
                photoId: ((await r.json()) as { result: { photoId: string } }).result.photoId,
                by: p,
              });
          } else {
            r = await fetch(`${base}/api/v2/user/contact-method/edit2`, {
              method: 'POST',
              headers: { ...H, cookie: master },
              body: JSON.stringify({ contactMethodTypes: ['SMS'], chatContactMessage: '' }),
            });
          }
          if (!r.ok) {
            figures.errors++;
            if (r.status >= 500) figures.fiveHundreds++;
          } else if (r.body) await r.arrayBuffer().catch(() => undefined);
        } catch {
          // Connection refused or reset: only the killed process may do that.
          figures.errors++;
          if (p === KILLED) {
            figures.errorsOnKilled++;
            alive[p] = false;
          }
        }
        // A third into the load (by the clock, however slow the machine), process 2 dies without
        // warning, requests in flight.
        if (!killed && performance.now() > stopAt - (LOAD_MS * 2) / 3) {
          killed = true;
          acksBeforeKill = consults.length + photos.length;
          servers[KILLED]!.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: LOOPS }, (_, loop) => one(loop)));
    expect((await servers[KILLED]!.exited).signal).toBe('SIGKILL');

    // Every acknowledged consultation is stored; every acknowledged photo reads back through a
    // surviving process other than the one that took it.
    const stored = new Set(
      (await scoped.query<{ id: number }>('SELECT id FROM consult_requests')).map((r) => r.id),
    );
    const lostConsults = consults.filter((id) => !stored.has(id));
    let lostPhotos = 0;
    for (const { photoId, by } of photos) {
      const reader = by === 0 ? 1 : 0;
      const r = await fetch(`${bases[reader]}/api/v2/room/photos/${photoId}/file?size=thumb`, {
        headers: { cookie: photographer },
      });
      if (r.status !== 200 || r.headers.get('content-type') !== 'image/jpeg') lostPhotos++;
      await r.arrayBuffer();
    }
    const checked = consults.length + photos.length;
    console.log(
      `three processes on PostgreSQL: ${figures.requests} requests, ${figures.errors} errors ` +
        `(${figures.errorsOnKilled} on the SIGKILLed process, ${figures.fiveHundreds} 5xx), ` +
        `writes checked ${checked} (${consults.length} consultations, ${photos.length} photos, ` +
        `${acksBeforeKill} acknowledged before the kill), ` +
        `writes lost ${lostConsults.length + lostPhotos}`,
    );
    expect(lostConsults).toEqual([]);
    expect(lostPhotos).toBe(0);
    expect(figures.errors).toBe(figures.errorsOnKilled);
    expect(photos.length).toBeGreaterThan(0);
    expect(alive).toEqual([true, true, false]);
    // Writes were acknowledged both before the kill and after it.
    expect(acksBeforeKill).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(acksBeforeKill);
  }, 60_000);
});
