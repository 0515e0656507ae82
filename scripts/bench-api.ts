// npm run bench:api — the real server on embedded PGlite (temp data folder) AND on PostgreSQL
// (a throwaway cluster from scripts/with-postgres.sh) against a Stoplight Prism mock of the same
// spec, all three in one run: autocannon, 10 connections, BENCH_SECONDS (10) per endpoint and
// target, the three targets taken in turn per endpoint so machine load hits them alike. The load
// average is printed beside the figures (a shared 2-core machine is noisy), and so is the CPU
// time each target spent per request (its processes' user + system time over the requests it
// answered; for PostgreSQL the server process plus the cluster's): that figure moves much less
// with the machine's load than req/s and p99 do. Bounded in time;
// everything it starts is stopped at the end. Without PostgreSQL installed, the PostgreSQL column
// is left out (BENCH_PG=0 does the same). BENCH_BEFORE=<another checkout> adds that checkout's
// server on both databases to the same run, for a before/after under the same load.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { postgresUrlOrRerun } from './in-postgres.ts';
import { benchBin, benchRequire } from './lib/bench-tools.ts';

const ROOT = path.join(import.meta.dirname, '..');
const PG_URL = postgresUrlOrRerun();

// autocannon ships no type declarations; the small part used here is typed locally.
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (
  opts: { url: string; connections: number; duration: number; headers: Record<string, string> },
  cb: (err: Error | null, res: AutocannonResult) => void,
) => unknown;
const autocannon = benchRequire<Autocannon>('autocannon');

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** Another checkout of the project (a folder with its own node_modules) to bench beside this one. */
const BEFORE = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : '';
const CONNECTIONS = 10;
const HARD_LIMIT_MS = 15 * 60_000;

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));

const extraDirs: string[] = [];

function cleanup() {
  for (const c of children) if (c.pid && c.exitCode === null) c.kill('SIGTERM');
  for (const d of [dataDir, ...extraDirs]) rmSync(d, { recursive: true, force: true });
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

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${url}`);
}

function start(cmd: string, args: string[], env: Record<string, string>, cwd = ROOT) {
  const c = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(c);
  return c;
}

/** A process and all its descendants (Linux /proc). */
function withDescendants(pid: number): number[] {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    const tasks = `/proc/${out[i]}/task`;
    if (!existsSync(tasks)) continue;
    for (const t of readdirSync(tasks)) {
      const f = `${tasks}/${t}/children`;
      if (existsSync(f))
        out.push(...readFileSync(f, 'utf8').split(' ').filter(Boolean).map(Number));
    }
  }
  return out;
}

/** User + system CPU time of each process, in clock ticks, by pid and start time (so a reused
 * pid is another process). */
function cpuTicks(pids: number[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const pid of pids) {
    try {
      // after the command name: utime, stime and starttime are fields 14, 15 and 22
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      out.set(`${pid}@${f[19]}`, Number(f[11]) + Number(f[12]));
    } catch {
      /* exited */
    }
  }
  return out;
}

/** CPU ms the processes used between two snapshots: those still there count what they added,
 * those started in between all they used; one that ended in between is lost (PostgreSQL's
 * short-lived workers), never counted negative. */
const cpuMsBetween = (from: Map<string, number>, to: Map<string, number>) =>
  [...to].reduce((ms, [k, t]) => ms + (t - (from.get(k) ?? 0)) * (1000 / CLOCK_TICKS), 0);
const CLOCK_TICKS = 100;

/** The PostgreSQL server listening on `port` (its postmaster, found by its command line). */
function postmasterOn(port: string): number | undefined {
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (path.basename(args[0] ?? '') === 'postgres' && args.includes(port)) return Number(pid);
    } catch {
      /* exited */
    }
  }
  return undefined;
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
  { name: 'GET gongsil pick list', path: '/api/v2/gongsil-center/pick/list?page=1&limit=24' },
  { name: 'GET kiso detail', path: '/api/v2/kiso-report/agent-treat/detail?inflowType=DABANG' },
  { name: 'GET gongsil count', path: '/api/v2/gongsil-center/gongsil-count' },
  { name: 'GET notice popup', path: '/api/v2/notice/popup?type=1' },
  { name: 'GET dashboard summary', path: '/api/v2/dashboard/summary' },
];

interface Target {
  label: string;
  base: string;
  headers: Record<string, string>;
  /** Prism serves the spec's paths without the relative server base (/api/v2). */
  strip: string;
  /** The processes whose CPU time answers this target's requests. */
  pids: () => number[];
}

/** Starts the real server on one database and logs in the demo account used for every call. */
async function startServer(
  label: string,
  env: Record<string, string>,
  cwd = ROOT,
): Promise<Target> {
  const port = await freePort();
  const server = start(
    process.execPath,
    ['--import', 'tsx', 'server/test/serve-api.ts'],
    { PORT: String(port), DISABLE_RATE_LIMIT: '1', ...env },
    cwd,
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/v2/user/login/check`);
  const login = await fetch(`${base}/api/v2/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'app-platform': 'web' },
    body: JSON.stringify({ email: 'report@demo.kr', password: 'demo1234!' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  if (!cookie.startsWith('SESSION=')) throw new Error(`${label}: login failed: ${login.status}`);
  const pgPort = env.DATABASE_URL ? new URL(env.DATABASE_URL).port : '';
  const postmaster = pgPort ? postmasterOn(pgPort) : undefined;
  if (pgPort && !postmaster) throw new Error(`${label}: no PostgreSQL process on port ${pgPort}`);
  return {
    label,
    base,
    headers: { cookie },
    strip: '',
    pids: () => [server.pid!, ...(postmaster ? withDescendants(postmaster) : [])],
  };
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

try {
  const servers: Target[] = [];
  // An empty DATABASE_URL makes serve-api.ts open the embedded database in DATA_DIR.
  servers.push(await startServer('PGlite', { DATABASE_URL: '', DATA_DIR: dataDir }));
  if (PG_URL) servers.push(await startServer('PostgreSQL', { DATABASE_URL: PG_URL }));
  if (BEFORE) {
    // The same server from another checkout (BENCH_BEFORE), in the same run: before and after
    // under the same load. On PostgreSQL both use the one database (the same migrations).
    const beforeDir = mkdtempSync(path.join(tmpdir(), 'bench-api-before-'));
    extraDirs.push(beforeDir);
    servers.push(
      await startServer('PGlite before', { DATABASE_URL: '', DATA_DIR: beforeDir }, BEFORE),
    );
    if (PG_URL)
      servers.push(await startServer('PostgreSQL before', { DATABASE_URL: PG_URL }, BEFORE));
  }
  const prismPort = await freePort();
  const prismProcess = start(
    benchBin('prism'),
    ['mock', 'spec/openapi.yaml', '-p', String(prismPort), '-h', '127.0.0.1'],
    {},
  );
  const prism: Target = {
    label: 'Prism',
    base: `http://127.0.0.1:${prismPort}`,
    headers: { cookie: 'SESSION=bench' },
    strip: '/api/v2',
    pids: () => withDescendants(prismProcess.pid!),
  };
  await waitFor(`${prism.base}/user/login/check`);
  const all = [...servers, prism];
  console.log(
    `${all.map((t) => t.label).join(', ')}; report@demo.kr; ${CONNECTIONS} connections, ${DURATION}s per endpoint and target; load average at start ${load()}`,
  );

  const rows: Record<string, string | number>[] = [];
  const cpuRows: Record<string, string | number>[] = [];
  for (const t of targets) {
    const row: Record<string, string | number> = { endpoint: t.name };
    const cpuRow: Record<string, string | number> = { endpoint: t.name };
    let prismRps = 0;
    const rps: Record<string, number> = {};
    const cpu: Record<string, number> = {};
    for (const s of all) {
      const cpuBefore = cpuTicks(s.pids());
      const r = await run(s.base + t.path.slice(s.strip.length), s.headers);
      cpu[s.label] = cpuMsBetween(cpuBefore, cpuTicks(s.pids())) / Math.max(1, r.requests.total);
      cpuRow[`${s.label} CPU ms/req`] = cpu[s.label]!.toFixed(2);
      rps[s.label] = Math.round(r.requests.average);
      if (s === prism) prismRps = rps[s.label]!;
      row[`${s.label} req/s`] = rps[s.label]!;
      row[`${s.label} p99 ms`] = r.latency.p99;
      if (r.non2xx || r.errors) row[`${s.label} non-2xx/errors`] = `${r.non2xx}/${r.errors}`;
    }
    for (const s of servers) {
      row[`${s.label} ÷ Prism`] = prismRps ? (rps[s.label]! / prismRps).toFixed(2) : '-';
      // How many requests the server answers per CPU second, relative to Prism.
      cpuRow[`${s.label} ÷ Prism (per CPU second)`] = cpu[s.label]
        ? (cpu[prism.label]! / cpu[s.label]!).toFixed(2)
        : '-';
    }
    row.load = load().split(' ')[0]!;
    rows.push(row);
    cpuRows.push(cpuRow);
  }
  console.table(rows);
  console.log(
    'CPU time per request (user + system of the server process; for PostgreSQL with the cluster):',
  );
  console.table(cpuRows);
  console.log(`load average at end ${load()}`);
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  clearTimeout(guard);
  cleanup();
}
