// Starts an isolated portal for one Playwright run: its own port, a fresh database folder and
// (unless E2E_DIST is given) its own SPA build, so parallel runs never share state.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp, ROOT } from '../../../server/app.ts';
import { outboxSms } from '../../../server/lib/sms.ts';
import { TEST_SEEDS } from '../../../server/test/seed/index.ts';
import { smsLogPath } from './sms-log.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
const work = path.join(ROOT, '.data', `e2e-${port}`);
const dataDir = path.join(work, 'db');
rmSync(dataDir, { recursive: true, force: true });
rmSync(smsLogPath(port), { force: true });
mkdirSync(work, { recursive: true });
// A migrated, seeded database built once for all shards (db-template.ts): a copy instead of an
// initdb, migrations and seed per server. Without it the server builds its own as before.
if (process.env.E2E_DB_TEMPLATE) cpSync(process.env.E2E_DB_TEMPLATE, dataDir, { recursive: true });

let distDir = process.env.E2E_DIST ? path.resolve(process.env.E2E_DIST) : path.join(work, 'dist');
if (!process.env.E2E_DIST) {
  const r = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      distDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}
distDir = path.resolve(distDir);

// The clock of scheduled config publishes, which a spec moves on (POST /__e2e/clock) instead of
// waiting: the rest of the server keeps real time.
let clockOffsetMs = 0;
const app = await buildApp({
  dataDir,
  schedules: { now: () => new Date(Date.now() + clockOffsetMs) },
  spa: { distDir },
  filesDir: path.join(ROOT, 'public', 'files'),
  rateLimit: false,
  // The specs' own demo accounts (each journey that changes data has one) beside the product's.
  extraSeeds: TEST_SEEDS,
  // The default outbox adapter, its log lines also kept in a file the journey specs read
  // (the code of a phone verification, shown as in development; an answer sent by text).
  sms: outboxSms(
    (line) => {
      console.info(line);
      appendFileSync(smsLogPath(port), `${line}\n`);
    },
    { showCodes: true },
  ),
});
// Test-only route of this e2e server (never of the portal): moves the schedules' clock on and
// answers once the check of due schedules it triggers has run.
app.post<{ Body: { advanceMs?: number } }>('/__e2e/clock', async (req) => {
  clockOffsetMs += Number(req.body?.advanceMs) || 0;
  await app.runDueSchedules();
  return { now: new Date(Date.now() + clockOffsetMs).toISOString() };
});
await app.listen({ host: '127.0.0.1', port });
console.log(`e2e portal on http://127.0.0.1:${port}`);
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
