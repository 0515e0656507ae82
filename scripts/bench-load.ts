// npm run bench:load [-- --duration 20] — a bounded mixed read+write load on the real server
// (temp embedded data folder, 127.0.0.1): 50 connections, 60 s by default. Reports req/s, p99,
// errors, non-2xx by status, the server's RSS before and after (after a GC) and the load average.
// Exits non-zero on any 5xx, any connection error or timeout, or RSS growth above 20 %.
// With --processes N (PostgreSQL: run it under scripts/with-postgres.sh, or with DATABASE_URL and
// SEED_DEMO=1) the server is N cluster workers behind one port, as `WORKERS=N npm start` runs it;
// --pg puts a single process on PostgreSQL too.
// The login and guest-write limits are off: all 50 connections come from one address.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchRequire } from './lib/bench-tools.ts';

// autocannon ships no type declarations; the small part used here is typed locally.
interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '5xx': number;
  statusCodeStats: Record<string, { count: number }>;
}
type Autocannon = (
  opts: { url: string; connections: number; duration: number; requests: BenchRequest[] },
  cb: (err: Error | null, res: AutocannonResult) => void,
) => unknown;
const autocannon = benchRequire<Autocannon>('autocannon');

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    processes: { type: 'string', default: '1' },
    pg: { type: 'boolean', default: false },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const PROCESSES = Number(values.processes);
const PG = values.pg || PROCESSES > 1;
if (PG && !process.env.DATABASE_URL) {
  console.error(
    'bench:load on PostgreSQL needs DATABASE_URL: bash scripts/with-postgres.sh npm run bench:load -- --processes 3',
  );
  process.exit(2);
}
const MAX_RSS_GROWTH = 0.2;
const ROOT = path.join(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-load-'));

const server = fork(path.join(ROOT, 'scripts', 'bench-load-server.ts'), [], {
  cwd: ROOT,
  env: {
    ...process.env,
    BENCH_DATA_DIR: path.join(dataDir, 'db'),
    BENCH_PG: PG ? '1' : '0',
    BENCH_WORKERS: String(PROCESSES),
  },
  execArgv: ['--import', 'tsx', '--expose-gc'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
function stop(code: number): never {
  if (server.exitCode === null) server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
// Bounded: whatever happens, nothing outlives the run by more than a few minutes.
setTimeout(
  () => {
    console.error('bench:load exceeded its time limit, stopping');
    stop(2);
  },
  (DURATION + 240) * 1000,
).unref();
process.on('SIGINT', () => stop(130));

const nextMessage = <T>(key: string) =>
  new Promise<T>((resolve, reject) => {
    const on = (m: unknown) => {
      if (m && typeof m === 'object' && key in m) {
        server.off('message', on);
        resolve(m as T);
      }
    };
    server.on('message', on);
    server.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
async function rss(): Promise<{ rss: number; gc: boolean; workers?: number[] }> {
  const reply = nextMessage<{ rss: number; gc: boolean; workers?: number[] }>('rss');
  server.send('memory');
  return reply;
}

const { port } = await nextMessage<{ port: number }>('port');
const base = `http://127.0.0.1:${port}`;
const json = { 'app-platform': 'web', 'content-type': 'application/json' };
const login = await fetch(`${base}/api/v2/user/login`, {
  method: 'POST',
  headers: json,
  body: JSON.stringify({ email: 'master@demo.kr', password: 'demo1234!' }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
if (login.status !== 200 || !cookie) {
  console.error(`login failed: ${login.status}`);
  stop(1);
}

// Each connection cycles through this list: four reads, two writes (one as the logged-in
// agent, one as a guest), all answered from real rows.
const auth = { cookie };
const scenario: BenchRequest[] = [
  { method: 'GET', path: '/api/v2/agent/info', headers: auth },
  { method: 'GET', path: '/api/v2/gongsil-center/all/list?page=1&limit=24', headers: auth },
  {
    method: 'POST',
    path: '/api/v2/user/contact-method/edit2',
    headers: { ...json, ...auth },
    body: JSON.stringify({
      contactMethodTypes: ['SMS', 'CHAT_TALK'],
      chatContactMessage: '부하 시험',
    }),
  },
  { method: 'GET', path: '/api/v2/gongsil-center/gongsil-count', headers: auth },
  { method: 'GET', path: '/api/v2/kiso-report/agent-treat/detail?inflowType=NAVER', headers: auth },
  {
    method: 'POST',
    path: '/api/v2/consult/request',
    headers: json,
    body: JSON.stringify({
      name: '부하시험',
      phone: '010-1234-5678',
      consultType: 'ETC',
      message: '부하 시험 상담 요청',
      agreePrivacy: true,
    }),
  },
];

// Warm up (every request once, so lazy work is not counted as growth), then the baseline.
for (const r of scenario)
  await fetch(base + r.path, { method: r.method, headers: r.headers, body: r.body });
const before = await rss();
const where = PG
  ? `PostgreSQL, ${PROCESSES} process${PROCESSES > 1 ? 'es' : ''}`
  : 'embedded PGlite';
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
console.log(
  `bench:load: ${CONNECTIONS} connections, ${DURATION} s, ${scenario.length}-request mix on ${base} (${where})`,
);
console.log(`load average      ${load()} (before)`);
const result = await new Promise<AutocannonResult>((resolve, reject) =>
  autocannon(
    { url: base, connections: CONNECTIONS, duration: DURATION, requests: scenario },
    (err, res) => (err ? reject(err) : resolve(res)),
  ),
);
const after = await rss();

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const growth = (after.rss - before.rss) / before.rss;
const byStatus = Object.entries(result.statusCodeStats)
  .map(([status, s]) => `${status}: ${s.count}`)
  .join(', ');
const non2xxByStatus = Object.entries(result.statusCodeStats)
  .filter(([status]) => !status.startsWith('2'))
  .map(([status, s]) => `${status}: ${s.count}`)
  .join(', ');
console.log(
  `req/s (mean)      ${result.requests.average.toFixed(0)}  (${result.requests.total} requests)`,
);
console.log(`latency p99       ${result.latency.p99} ms`);
console.log(`status codes      ${byStatus}`);
console.log(`non-2xx           ${result.non2xx}${non2xxByStatus ? ` (${non2xxByStatus})` : ''}`);
console.log(`5xx               ${result['5xx']}`);
console.log(`errors / timeouts ${result.errors} / ${result.timeouts}`);
console.log(
  `server RSS        ${mb(before.rss)} → ${mb(after.rss)} (${(growth * 100).toFixed(1)} %${after.gc ? ', after GC' : ', GC not exposed'})`,
);
if (after.workers)
  console.log(
    `  per process     ${before.workers!.map(mb).join(', ')} → ${after.workers.map(mb).join(', ')}`,
  );
console.log(`load average      ${load()} (after)`);

const failures = [
  result['5xx'] > 0 && `${result['5xx']} answers were 5xx`,
  result.errors > 0 && `${result.errors} connection errors`,
  result.timeouts > 0 && `${result.timeouts} timeouts`,
  growth > MAX_RSS_GROWTH &&
    `RSS grew ${(growth * 100).toFixed(1)} % (limit ${MAX_RSS_GROWTH * 100} %)`,
].filter(Boolean);
for (const f of failures) console.error(`FAIL: ${f}`);
stop(failures.length ? 1 : 0);
