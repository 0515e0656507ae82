// @vitest-environment node
// What an operator's tools ask the app (issue 24, item 3): liveness and readiness probes that
// fail for the right reasons, a request id on every answer, and Prometheus metrics per operation.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { login, tempDir, type App } from '../test/helpers.ts';
import { copyTemplateInto } from '../test/pglite-template.ts';
// Brings health.ts's `draining` on FastifyInstance into this file's types (the app's type alone
// does not carry the augmentation).
import type {} from './health.ts';
import { serveMetrics } from './metrics.ts';

let app: App;
const t = tempDir('ops');
beforeAll(async () => {
  await copyTemplateInto(t.dir);
  app = await buildApp({ dataDir: t.dir, rateLimit: false, metrics: true });
}, 60_000);
afterAll(async () => {
  await app?.close();
  t.cleanup();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('probes', () => {
  it('/healthz answers while the process runs; /readyz checks database, migrations, config', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: {
        database: { ok: true },
        migrations: { ok: true },
        config: { ok: true, detail: 'version 0' },
      },
    });
  });

  it('/readyz is 503 with a migration pending, the database failing, or a shutdown begun', async () => {
    const [last] = await app.db.query<{ name: string }>(
      'DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations) RETURNING name',
    );
    let r = await get('/readyz');
    expect(r.statusCode).toBe(503);
    expect(r.json().checks.migrations).toEqual({ ok: false, detail: `pending: ${last!.name}` });
    await app.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last!.name]);

    const spy = vi.spyOn(app.db, 'query').mockRejectedValueOnce(new Error('connection refused'));
    r = await get('/readyz');
    spy.mockRestore();
    expect(r.statusCode).toBe(503);
    expect(r.json()).toEqual({
      status: 'unavailable',
      checks: { database: { ok: false, detail: 'connection refused' } },
    });

    app.draining = true;
    r = await get('/readyz');
    app.draining = false;
    expect(r.statusCode).toBe(503);
    expect((await get('/healthz')).statusCode).toBe(200);
    expect((await get('/readyz')).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('every answer carries one: a sane X-Request-Id from a proxy, else a new UUID', async () => {
    const fresh = (await get('/api/v2/user/login/check')).headers['x-request-id'];
    expect(fresh).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const other = (await get('/api/v2/user/login/check')).headers['x-request-id'];
    expect(other).not.toBe(fresh);
    const given = await get('/api/v2/user/login/check', { 'x-request-id': 'lb-7f3a.01' });
    expect(given.headers['x-request-id']).toBe('lb-7f3a.01');
    const hostile = await get('/readyz', { 'x-request-id': 'a b\u0001'.repeat(30) });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('metrics', () => {
  it('counts and times requests per operation, and reports the pool and the event loop', async () => {
    const cookie = await login(app, 'master@demo.kr');
    await get('/api/v2/agent/info', { cookie });
    await get('/api/v2/agent/info', { cookie });
    await get('/api/v2/no/such/route');
    const text = await app.metrics!.metrics();
    expect(text).toMatch(
      /^http_requests_total\{method="GET",operation="getAgentInfo",status="200"\} 2$/m,
    );
    expect(text).toMatch(
      /^http_requests_total\{method="GET",operation="unmatched",status="404"\} 1$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",operation="getAgentInfo"\} 2$/m,
    );
    expect(text).toMatch(/^db_pool_connections\{state="total"\} 1$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);

    // On a port of their own: only GET /metrics.
    const server = await serveMetrics(() => app.metrics!.metrics(), 0);
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const r = await fetch(`${base}/metrics`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await r.text()).toContain('http_requests_total');
      expect((await fetch(`${base}/`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
