// Serves one app: builds it, listens, shuts down gracefully on SIGTERM, and serves its metrics on
// METRICS_PORT (a cluster worker hands them to the primary instead: server/ops/cluster.ts).
// `npm start` and the test servers start through here, so they run the same code.
import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { AggregatorRegistry } from 'prom-client';
import { buildApp, type BuildOptions } from '../app.ts';
import { serveMetrics } from './metrics.ts';
import { shutdownOnSignals } from './shutdown.ts';

export interface ServeOptions extends BuildOptions {
  host: string;
  port: number;
}

export async function serve(opts: ServeOptions) {
  const metricsPort = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : undefined;
  const app = await buildApp({
    ...opts,
    logger: opts.logger ?? process.env.LOG === '1',
    metrics: opts.metrics ?? metricsPort !== undefined,
  });
  await app.listen({ host: opts.host, port: opts.port });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://${opts.host}:${port}`;

  let metricsServer: Awaited<ReturnType<typeof serveMetrics>> | undefined;
  const registry = app.metrics;
  if (registry && cluster.isWorker) {
    new AggregatorRegistry(); // answers the primary's requests for this worker's metrics
    AggregatorRegistry.setRegistries([registry]);
  } else if (registry && metricsPort !== undefined)
    metricsServer = await serveMetrics(() => registry.metrics(), metricsPort);
  shutdownOnSignals(app, {
    after: () =>
      new Promise<void>((resolve) =>
        metricsServer ? metricsServer.close(() => resolve()) : resolve(),
      ),
  });
  return { app, url, port };
}
