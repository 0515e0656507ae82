// Production-style start: (re)builds the SPA when dist/ is missing or was built from other
// sources than the ones on disk (server/build-stamp.ts) into a folder of its own
// (server/ops/build-dist.ts), serves that build with history fallback, /files/* from
// public/files, the API under /api/v2 and the probes /healthz and /readyz; JSON logs with LOG=1,
// metrics on METRICS_PORT, graceful shutdown on SIGTERM, and WORKERS=N processes behind one port
// on PostgreSQL (docs/operations.md).
import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DataDirInUseError, EXIT_DATA_DIR_IN_USE, reserveDataDir } from './db/data-dir-lock.ts';
import { resolveDataDir } from './db/index.ts';
import { ROOT } from './lib/spec.ts';

const started = performance.now();
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const workers = Math.max(1, Number(process.env.WORKERS ?? 1) || 1);
const embedded = !process.env.DATABASE_URL;
const filesDir = path.join(ROOT, 'public', 'files');

function refuse(lines: string[], code: number): never {
  for (const l of lines) console.error(l);
  process.exit(code);
}

// The embedded data folder is taken first: a second process on it is refused at once, before a
// build could run (server/db/data-dir-lock.ts).
async function reserveEmbeddedDataDir() {
  const dir = resolveDataDir(undefined, process.env);
  mkdirSync(dir, { recursive: true });
  try {
    return await reserveDataDir(dir);
  } catch (e) {
    if (!(e instanceof DataDirInUseError)) throw e;
    return refuse(e.message.split('\n'), EXIT_DATA_DIR_IN_USE);
  }
}

async function printBanner(url: string, data: string) {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (process.env.LOG === '1') {
    const { logLine } = await import('./ops/request-log.ts');
    logLine('started', { url, data, workers, seconds: Number(seconds) });
    return;
  }
  const { ALL_DEMO_ACCOUNTS, DEMO_PASSWORD } = await import('./db/seed/index.ts');
  console.log(`\n브로커 포털: ${url}   (API ${url}/api/v2, 문서 ${url}/api/docs)`);
  console.log(`데이터: ${data}${workers > 1 ? `   프로세스 ${workers}개` : ''}`);
  console.log(`준비 완료: ${seconds}초\n`);
  console.log('데모 계정 (비밀번호 모두 ' + DEMO_PASSWORD + ')');
  console.table(
    ALL_DEMO_ACCOUNTS.map((a) => ({ email: a.email, password: DEMO_PASSWORD, 설명: a.what })),
  );
}

/** Serves one app on PORT with the build the primary chose (a worker) or `dist` names now. */
async function serveApp(distDir: string | null) {
  const { serve } = await import('./ops/serve.ts');
  const { markServing } = await import('./ops/build-dist.ts');
  if (distDir && !cluster.isWorker) markServing(ROOT, distDir);
  return serve({ host, port, spa: distDir ? { distDir } : undefined, filesDir });
}

if (cluster.isWorker) {
  await serveApp(process.env.SERVE_DIST_DIR || null);
} else {
  if (workers > 1 && embedded)
    refuse(
      [
        `내장 데이터베이스는 한 프로세스만 쓸 수 있어 WORKERS=${workers}로 시작하지 않습니다. 여러 프로세스는 DATABASE_URL(PostgreSQL)을 지정하세요.`,
        `Not starting: the embedded database serves one process only, not WORKERS=${workers}. Set DATABASE_URL (PostgreSQL) to run several.`,
      ],
      1,
    );
  const lock = embedded ? await reserveEmbeddedDataDir() : null;
  const { ensureBuilt, currentBuild, markServing } = await import('./ops/build-dist.ts');
  await ensureBuilt(ROOT);
  const distDir = currentBuild(ROOT);
  const url = `http://${host}:${port}`;
  if (workers > 1) {
    const { runCluster } = await import('./ops/cluster.ts');
    // The primary chooses the build once; a worker started later serves the same one.
    if (distDir) markServing(ROOT, distDir);
    process.env.SERVE_DIST_DIR = distDir ?? '';
    const where = new URL(process.env.DATABASE_URL!);
    where.password = '';
    await runCluster({ workers, onListening: () => void printBanner(url, `${where} (pg)`) });
  } else {
    const { app, url: served } = await serveApp(distDir);
    if (lock) lock.holder.url = served;
    await printBanner(served, `${app.db.location} (${app.db.kind})`);
  }
}
