// Prometheus metrics (prom-client): requests and latency per operation, the database's
// connections, and Node's own (event-loop lag, heap, GC, CPU). They are served on a port of their
// own (METRICS_PORT, on METRICS_HOST, default 127.0.0.1), never on the public one: a scraper
// reaches them inside the deployment, browsers and brokers cannot. Under the cluster runner
// (server/ops/cluster.ts) the primary serves the sum over its workers.
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import client from 'prom-client';
import type { Db } from '../db/index.ts';
import { operationOf } from './request-log.ts';

/** A registry with Node's default metrics and the portal's, for one app. */
export function createMetrics(db: Db): client.Registry {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  new client.Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (PGlite: one connection, waiting = statements queued).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const s = db.stats();
      this.set({ state: 'total' }, s.total);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'waiting' }, s.waiting);
    },
  });
  new client.Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, operation (the spec operationId) and status.',
    labelNames: ['method', 'operation', 'status'],
    registers: [registry],
  });
  new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by method and operation.',
    labelNames: ['method', 'operation'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return registry;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics, when built with `metrics: true`. */
    metrics?: client.Registry;
  }
}

export const requestMetrics = fp<{ registry: client.Registry }>(
  async (app: FastifyInstance, { registry }) => {
    app.decorate('metrics', registry);
    const count = registry.getSingleMetric('http_requests_total') as client.Counter;
    const time = registry.getSingleMetric('http_request_duration_seconds') as client.Histogram;
    app.addHook('onResponse', async (req, reply) => {
      const operation = operationOf(req);
      count.inc({ method: req.method, operation, status: String(reply.statusCode) });
      time.observe({ method: req.method, operation }, reply.elapsedTime / 1000);
    });
  },
  { name: 'request-metrics' },
);

/** GET /metrics on its own port; the text comes from `read` (one registry, or a cluster's sum). */
export async function serveMetrics(
  read: () => Promise<string>,
  port: number,
  host = process.env.METRICS_HOST ?? '127.0.0.1',
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    read().then(
      (text) => res.writeHead(200, { 'content-type': client.register.contentType }).end(text),
      (e: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(e.message),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
