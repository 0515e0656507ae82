// npm run bench:api — the real server (temp PGlite data folder, loopback) against a Stoplight
// Prism mock of the same spec: autocannon, 10 connections, 10 s per endpoint. Bounded in time;
// everything it starts is stopped at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// autocannon ships no type declarations; the small part used here is typed locally.
interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
}
type Autocannon = (
  opts: { url: string; connections: number; duration: number; headers: Record<string, string> },
  cb: (err: Error | null, res: AutocannonResult) => void,
) => unknown;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const ROOT = path.join(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const HARD_LIMIT_MS = 5 * 60_000;

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));

function cleanup() {
  for (const c of children) if (c.pid && c.exitCode === null) c.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
const guard = setTimeout(() => {
  console.error(`bench exceeded ${HARD_LIMIT_MS / 1000}s, stopping`);
  cleanup();
  process.exit(2);
}, HARD_LIMIT_MS);
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function waitFor(url: string, init: RequestInit = {}, timeoutMs = 90_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const r = await fetch(url, init);
      if (r.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${url}`);
}

function start(cmd: string, args: string[], env: Record<string, string>): ChildProcess {
  const c = spawn(cmd, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  children.push(c);
  return c;
}

interface Result {
  name: string;
  rps: number;
  p99: number;
  non2xx: number;
}

function run(url: string, headers: Record<string, string>): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

const targets = [
  { name: 'GET agent/info', path: '/api/v2/agent/info' },
  { name: 'GET gongsil all list', path: '/api/v2/gongsil-center/all/list?page=1&limit=24' },
  { name: 'GET kiso detail', path: '/api/v2/kiso-report/agent-treat/detail?inflowType=DABANG' },
];

async function benchAll(
  base: string,
  headers: Record<string, string>,
  strip = '',
): Promise<Result[]> {
  const out: Result[] = [];
  for (const t of targets) {
    const r = await run(base + t.path.slice(strip.length), headers);
    out.push({
      name: t.name,
      rps: Math.round(r.requests.average),
      p99: r.latency.p99,
      non2xx: r.non2xx,
    });
  }
  return out;
}

try {
  // 1. the real server
  const apiPort = await freePort();
  start(process.execPath, ['--import', 'tsx', 'server/test/serve-api.ts'], {
    PORT: String(apiPort),
    DATA_DIR: dataDir,
    DISABLE_RATE_LIMIT: '1',
  });
  const base = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${base}/api/v2/user/login/check`);
  const login = await fetch(`${base}/api/v2/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'app-platform': 'web' },
    body: JSON.stringify({ email: 'report@demo.kr', password: 'demo1234!' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  if (!cookie.startsWith('SESSION=')) throw new Error(`login failed: ${login.status}`);
  console.log(
    `server on ${base}, logged in as report@demo.kr; ${CONNECTIONS} connections, ${DURATION}s per endpoint`,
  );
  const server = await benchAll(base, { cookie });

  // 2. Prism mock of the same spec
  const prismPort = await freePort();
  start(
    path.join(ROOT, 'node_modules', '.bin', 'prism'),
    ['mock', 'spec/openapi.yaml', '-p', String(prismPort), '-h', '127.0.0.1'],
    {},
  );
  const prismBase = `http://127.0.0.1:${prismPort}`;
  await waitFor(`${prismBase}/user/login/check`);
  // Prism serves the spec's paths without the relative server base (/api/v2).
  const mock = await benchAll(prismBase, { cookie: 'SESSION=bench' }, '/api/v2');

  const rows = targets.map((t, i) => ({
    endpoint: t.name,
    'server req/s': server[i]!.rps,
    'server p99 ms': server[i]!.p99,
    'server non-2xx': server[i]!.non2xx,
    'prism req/s': mock[i]!.rps,
    'prism p99 ms': mock[i]!.p99,
    'prism non-2xx': mock[i]!.non2xx,
  }));
  console.table(rows);
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  clearTimeout(guard);
  cleanup();
}
