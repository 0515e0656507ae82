// Child process of `npm run bench:load`: the API alone on a temp embedded data folder, on a free
// loopback port. Started with --expose-gc; answers "memory" messages over IPC with its resident
// set size after a full collection, so the bench compares like with like before and after.
import { buildApp } from '../server/app.ts';

const app = await buildApp({ dataDir: process.env.BENCH_DATA_DIR, rateLimit: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const addr = app.server.address();

process.on('message', (msg) => {
  if (msg !== 'memory') return;
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  process.send?.({ rss: process.memoryUsage().rss, gc: Boolean(gc) });
});
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
process.send?.({ port: typeof addr === 'object' && addr ? addr.port : 0 });
