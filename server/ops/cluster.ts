// `WORKERS=N npm start` on PostgreSQL: N API processes behind one port with Node's cluster module
// (the primary accepts connections and hands them out in turn). The primary builds nothing and
// opens no database: it starts the workers, starts a new one when one dies (a crash, an OOM kill),
// passes SIGTERM on for a graceful shutdown of each, and serves the workers' summed metrics on
// METRICS_PORT. Several hosts, or processes on several ports behind a proxy, need none of this:
// start each with `npm start` on its own PORT (docs/operations.md).
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { serveMetrics } from './metrics.ts';
import { logLine } from './request-log.ts';

export interface ClusterOptions {
  workers: number;
  /** Called once, when every worker listens. */
  onListening?: () => void;
  log?: (line: string) => void;
}

/** A worker that dies sooner than this after starting is started again only after a pause. */
const RESTART_PAUSE_MS = 1000;

export async function runCluster(opts: ClusterOptions): Promise<void> {
  const log = opts.log ?? ((l: string) => (process.env.LOG === '1' ? logLine(l) : console.log(l)));
  let stopping = false;
  let listening = 0;
  const started = new Map<Worker, number>();

  const fork = () => {
    const w = cluster.fork();
    started.set(w, Date.now());
    w.once('listening', () => {
      if (++listening === opts.workers) opts.onListening?.();
    });
  };
  cluster.on('exit', (w, code, signal) => {
    const since = Date.now() - (started.get(w) ?? 0);
    started.delete(w);
    if (stopping) return;
    log(`worker ${w.process.pid} ended (${signal ?? `code ${code}`}); starting another`);
    setTimeout(fork, since < RESTART_PAUSE_MS * 5 ? RESTART_PAUSE_MS : 0);
  });
  for (let i = 0; i < opts.workers; i++) fork();

  const metricsPort = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : undefined;
  const aggregator = metricsPort !== undefined ? new AggregatorRegistry() : undefined;
  const metrics = aggregator
    ? await serveMetrics(() => aggregator.clusterMetrics(), metricsPort!)
    : undefined;

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${started.size} workers gracefully`);
    metrics?.close();
    for (const w of started.keys()) w.process.kill('SIGTERM');
    const check = setInterval(() => {
      if (started.size > 0) return;
      clearInterval(check);
      process.exit(0);
    }, 50);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
