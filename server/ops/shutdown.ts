// Graceful shutdown on SIGTERM (what a process manager, a container runtime or the cluster
// runner sends) and SIGINT: /readyz turns 503 at once, then after SHUTDOWN_DRAIN_MS (default 0;
// set it to the balancer's probe interval) the listener closes, requests in flight finish (a
// request arriving on a kept-alive connection meanwhile gets 503 with `Connection: close`), the
// database closes, and the process exits 0. A request still running after SHUTDOWN_TIMEOUT_MS
// (default 15 s) does not hold the process: it exits 1.
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  drainMs?: number;
  timeoutMs?: number;
  /** Runs after the app closed (the metrics listener). */
  after?: () => Promise<void>;
}

export function shutdownOnSignals(app: FastifyInstance, opts: ShutdownOptions = {}): void {
  const drainMs = opts.drainMs ?? Number(process.env.SHUTDOWN_DRAIN_MS ?? 0);
  const timeoutMs = opts.timeoutMs ?? Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 15_000);
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.draining = true;
    app.log.info({ signal, drainMs }, 'shutting down: not ready, finishing requests in flight');
    setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown timed out with requests still running');
      process.exit(1);
    }, drainMs + timeoutMs).unref();
    if (drainMs > 0) await new Promise((r) => setTimeout(r, drainMs));
    try {
      await app.close(); // stops accepting, waits for requests in flight, closes the database
      await opts.after?.();
      app.log.info('shut down: requests finished, database closed');
      process.exit(0);
    } catch (e) {
      app.log.error({ err: e }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', (s) => void stop(s));
  process.once('SIGINT', (s) => void stop(s));
}
