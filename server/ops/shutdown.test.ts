// @vitest-environment node
// Graceful shutdown (issue 24, item 3) of a server started as `npm start` starts it
// (server/ops/serve.ts), with JSON logs: on SIGTERM it stops accepting connections, finishes the
// request in flight, closes the database and exits 0.
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import {
  CHILD_MS,
  startChildServer,
  waitForOutput,
  type ChildServer,
} from '../test/child-server.ts';
import { H, tempDir } from '../test/helpers.ts';
import { copyMigratedInto } from '../test/pglite-template.ts';

const t = tempDir('shutdown');
const dir = path.join(t.dir, 'db');
let server: ChildServer;
beforeAll(async () => {
  await copyMigratedInto(dir);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, LOG: '1' };
  delete env.DATABASE_URL;
  server = await startChildServer(env);
}, CHILD_MS);
afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  t.cleanup();
});

const logLines = () =>
  server
    .stdout()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('SIGTERM', () => {
  it('logs each request as one JSON line with its id', async () => {
    const r = await fetch(`${server.base}/api/v2/user/login/check`, {
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(r.headers.get('x-request-id')).toBe('trace-42');
    await waitForOutput(server, '"reqId":"trace-42"');
    const line = logLines().find((l) => l.reqId === 'trace-42');
    expect(line).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      path: '/api/v2/user/login/check',
      operation: 'getLoginCheck',
      status: 200,
    });
    expect(line!.time).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('stops accepting, finishes the request in flight, closes the database, exits 0', async () => {
    const body = JSON.stringify({
      name: '종료시험',
      phone: '010-1234-5678',
      consultType: 'ETC',
      message: '진행 중인 요청은 끝까지 처리합니다',
      agreePrivacy: true,
    });
    const bytes = Buffer.from(body);
    // A request the server has begun (its headers read: it answered 100 Continue) and whose body
    // is still on its way when the signal arrives.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${server.base}/api/v2/consult/request`, {
        method: 'POST',
        headers: { ...H, 'content-length': bytes.length, expect: '100-continue' },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      });
      req.on('error', reject);
      req.on('continue', () => {
        req.write(bytes.subarray(0, 20));
        server.child.kill('SIGTERM');
        void waitForOutput(server, 'shutting down').then(async () => {
          // No new work is taken: a new connection is refused, or (accepted in the moment
          // before the listener closed) answered 503 with Connection: close...
          const late = await fetch(`${server.base}/healthz`).then(
            (res) => res.status,
            () => 'refused',
          );
          expect(['refused', 503]).toContain(late);
          // ...while the request in flight goes on.
          req.end(bytes.subarray(20));
        }, reject);
      });
      req.flushHeaders();
    });
    const r = await answer;
    expect(r.status).toBe(200);
    const { requestId } = (JSON.parse(r.body) as { result: { requestId: number } }).result;
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(logLines().map((l) => l.msg)).toContain('shut down: requests finished, database closed');

    // The folder was closed cleanly and holds the write.
    const app = await buildApp({ dataDir: dir, rateLimit: false, seedDemo: false });
    try {
      expect(
        await app.db.query('SELECT 1 FROM consult_requests WHERE id = $1', [requestId]),
      ).toHaveLength(1);
    } finally {
      await app.close();
    }
  }, 30_000);
});
