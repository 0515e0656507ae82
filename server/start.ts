// Production-style start: builds the SPA when dist/index.html is missing, serves dist/ with
// history fallback, /files/* from public/files and the API under /api/v2.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp, ROOT } from './app.ts';
import { ALL_DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/index.ts';

const distDir = path.join(ROOT, 'dist');
const filesDir = path.join(ROOT, 'public', 'files');

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.log('dist/index.html not found; building the SPA (npx vite build)...');
  const r = spawnSync('npx', ['vite', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (r.status !== 0)
    console.error('vite build failed; the API still starts, SPA routes will answer 404.');
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
console.log(`\n브로커 포털: ${url}   (API ${url}/api/v2, 문서 ${url}/api/docs)`);
console.log(`데이터: ${app.db.location} (${app.db.kind})\n`);
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
