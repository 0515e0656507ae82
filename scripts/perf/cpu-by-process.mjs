// Totals the CPU time of every process started after it, by kind (a Chromium process type, a
// vitest worker, ESLint, tsc...), sampling /proc twice a second until it gets SIGTERM or SIGINT,
// then prints the totals in core-seconds. Usage, beside the run to measure:
//   node scripts/perf/cpu-by-process.mjs > cpu.txt & pid=$!; CI=true bash .ci/run; kill $pid
// A process that starts and ends between two samples is not seen (docs/perf/tests.md).
import { readFileSync, readdirSync } from 'node:fs';

const KINDS = [
  [/serve\.ts/, 'portal server of the browser tests'],
  [/bench-bundle|bench-portal/, 'bundle bench'],
  [/playwright/, 'Playwright runner'],
  [/vitest/, 'vitest'],
  [/postgres|initdb|pg_ctl/, 'PostgreSQL'],
  [/server\/test\/[\w-]+\.ts/, 'servers started by vitest files'],
  [/eslint/, 'ESLint'],
  [/typescript|\btsc\b/, 'typecheck'],
  [/prettier/, 'prettier'],
  [/\bvite\b.*\bbuild\b/, 'vite build'],
  [/codegen/, 'codegen'],
  [/db-template/, 'database template'],
  [/\bnpm\b/, 'npm'],
];
const TICK = 100; // USER_HZ on Linux

function kindOf(pid) {
  let cmd;
  try {
    cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return null;
  }
  if (/chrom/i.test(cmd)) return `Chromium ${/--type=([\w-]+)/.exec(cmd)?.[1] ?? 'browser'}`;
  return KINDS.find(([re]) => re.test(cmd))?.[1] ?? `other: ${cmd.slice(0, 60)}`;
}

/** [ticks used, start time] of a process, or null once it is gone. */
function stat(pid) {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    return [Number(f[11]) + Number(f[12]), f[19]];
  } catch {
    return null;
  }
}

const [, since] = stat('self');
const seen = new Map();
const totals = new Map();
function sample() {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const s = stat(pid);
    if (!s) continue;
    const [ticks, start] = s;
    const key = `${pid}:${start}`;
    const known = seen.get(key);
    if (known) {
      totals.set(known.kind, totals.get(known.kind) + ticks - known.ticks);
      known.ticks = ticks;
      continue;
    }
    const kind = kindOf(pid);
    if (!kind) continue;
    // A process older than this sampler counts from now; a newer one from its start.
    seen.set(key, { kind, ticks });
    totals.set(kind, (totals.get(kind) ?? 0) + (Number(start) > Number(since) ? ticks : 0));
  }
}
sample();
for (const kind of totals.keys()) totals.set(kind, 0);
const timer = setInterval(sample, 500);

function report() {
  clearInterval(timer);
  sample();
  const rows = [...totals].filter(([, t]) => t >= TICK / 2).sort((a, b) => b[1] - a[1]);
  const all = rows.reduce((sum, [, t]) => sum + t, 0);
  console.log(`${(all / TICK).toFixed(0).padStart(8)}  every process seen`);
  for (const [kind, t] of rows) console.log(`${(t / TICK).toFixed(1).padStart(8)}  ${kind}`);
  process.exit(0);
}
process.on('SIGTERM', report);
process.on('SIGINT', report);
