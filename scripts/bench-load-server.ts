// Child process of `npm run bench:load`: the API alone on a free loopback port, on a temp embedded
// data folder, or on DATABASE_URL with BENCH_PG=1. With BENCH_WORKERS=N (PostgreSQL) it is the
// primary of N cluster workers sharing one port, as `WORKERS=N npm start` runs them. Started with
// --expose-gc; answers "memory" messages over IPC with the resident set size after a full
// collection (summed over the workers, each also listed), so the bench compares like with like.
import cluster, { type Worker } from 'node:cluster';
import type { AddressInfo } from 'node:net';

const workers = Number(process.env.BENCH_WORKERS ?? 1);
const gc = (globalThis as { gc?: () => void }).gc;
const ownMemory = () => {
  gc?.();
  return { rss: process.memoryUsage().rss, gc: Boolean(gc) };
};

if (cluster.isPrimary && workers > 1) {
  const all: Worker[] = [];
  const listening: Promise<number>[] = [];
  for (let i = 0; i < workers; i++) {
    const w = cluster.fork();
    all.push(w);
    listening.push(new Promise((resolve) => w.once('listening', (a) => resolve(a.port))));
  }
  const ask = (w: Worker) =>
    new Promise<{ rss: number; gc: boolean }>((resolve) => {
      w.once('message', resolve);
      w.send('memory');
    });
  process.on('message', async (msg) => {
    if (msg !== 'memory') return;
    const each = await Promise.all(all.map(ask));
    process.send?.({
      rss: each.reduce((s, m) => s + m.rss, 0),
      workers: each.map((m) => m.rss),
      gc: each.every((m) => m.gc),
    });
  });
  // Ends after its workers: a worker closing its server still talks to the primary.
  process.on('SIGTERM', () => {
    const exits = all.map((w) => new Promise((resolve) => w.once('exit', resolve)));
    for (const w of all) w.process.kill('SIGTERM');
    void Promise.all(exits).then(() => process.exit(0));
  });
  const [port] = await Promise.all(listening);
  process.send?.({ port });
} else {
  const { buildApp } = await import('../server/app.ts');
  const pg = process.env.BENCH_PG === '1';
  const app = await buildApp({
    dbUrl: pg ? process.env.DATABASE_URL : undefined,
    dataDir: pg ? undefined : process.env.BENCH_DATA_DIR,
    rateLimit: false,
  });
  // Cluster workers listening on port 0 share the one port the primary picks.
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.on('message', (msg) => {
    if (msg === 'memory') process.send?.(ownMemory());
  });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  if (!cluster.isWorker) process.send?.({ port: (app.server.address() as AddressInfo).port });
}
