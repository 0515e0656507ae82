// Production-style start: (re)builds the SPA when dist/ is missing or was built from other
// sources than the ones on disk (server/build-stamp.ts), serves dist/ with history fallback,
// /files/* from public/files and the API under /api/v2.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { isBuildStale } from './build-stamp.ts';
import { DataDirInUseError, EXIT_DATA_DIR_IN_USE, reserveDataDir } from './db/data-dir-lock.ts';
import { resolveDataDir } from './db/index.ts';
import { ROOT } from './lib/spec.ts';

// The embedded data folder is taken first: a second process on it is refused at once, before a
// build could change what the running one serves (server/db/data-dir-lock.ts).
const lock = process.env.DATABASE_URL ? null : await reserveEmbeddedDataDir();

async function reserveEmbeddedDataDir() {
  const dir = resolveDataDir(undefined, process.env);
  mkdirSync(dir, { recursive: true });
  try {
    return await reserveDataDir(dir);
  } catch (e) {
    if (!(e instanceof DataDirInUseError)) throw e;
    console.error(e.message);
    process.exit(EXIT_DATA_DIR_IN_USE);
  }
}

const { buildApp } = await import('./app.ts');
const { ALL_DEMO_ACCOUNTS, DEMO_PASSWORD } = await import('./db/seed/index.ts');

const distDir = path.join(ROOT, 'dist');
const filesDir = path.join(ROOT, 'public', 'files');
const started = performance.now();

if (isBuildStale(ROOT, distDir)) {
  console.log('spec/ or src/ changed since the last build (or no build yet): building the SPA...');
  // Codegen first: a spec edit reaches the SPA only through src/generated.
  for (const script of ['codegen/cli.ts', 'node_modules/vite/bin/vite.js']) {
    const args = script.startsWith('codegen') ? ['--import', 'tsx', script] : [script, 'build'];
    const r = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) {
      console.error(`${script} failed; the API still starts with the previous build (if any).`);
      break;
    }
  }
}

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const app = await buildApp({
  logger: process.env.LOG === '1',
  spa: existsSync(path.join(distDir, 'index.html')) ? { distDir } : undefined,
  filesDir,
});
await app.listen({ host, port });
const url = `http://${host}:${port}`;
if (lock) lock.holder.url = url;
console.log(`\n브로커 포털: ${url}   (API ${url}/api/v2, 문서 ${url}/api/docs)`);
console.log(`데이터: ${app.db.location} (${app.db.kind})`);
console.log(`준비 완료: ${((performance.now() - started) / 1000).toFixed(1)}초\n`);
console.log('데모 계정 (비밀번호 모두 ' + DEMO_PASSWORD + ')');
console.table(
  ALL_DEMO_ACCOUNTS.map((a) => ({ email: a.email, password: DEMO_PASSWORD, 설명: a.what })),
);

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
