// The benches' own tools (Lighthouse and the launcher that starts its Chromium, the Prism mock,
// the autocannon load generator) are not in package.json: no test uses them, and they were 349
// of the 1,213 packages and about a fifth of the files `npm ci` writes, which on this machine is
// a third of its time (docs/perf/tests.md). tools/bench has a package.json and lock of their own;
// the first bench that needs a tool installs them there, and again whenever that lock changes.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const BENCH_TOOLS_DIR = path.join(import.meta.dirname, '..', '..', 'tools', 'bench');
/** Written after an install: the hash of the lock it installed. */
const STAMP = path.join('node_modules', '.installed-lock');

function lockHash(dir: string): string {
  return createHash('sha256')
    .update(readFileSync(path.join(dir, 'package-lock.json')))
    .digest('hex');
}

function npmCi(dir: string): void {
  console.error(`Installing the bench tools in ${path.relative(process.cwd(), dir)} (npm ci)`);
  // npm's output goes to stderr: a bench prints its table on stdout.
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: ['ignore', 2, 2],
  });
  if (r.status !== 0) throw new Error(`npm ci in ${dir} failed (exit ${r.status ?? r.signal})`);
}

/** Installs `dir`'s lock unless its node_modules was installed from that very lock. */
export function ensureInstalled(dir = BENCH_TOOLS_DIR, install: (dir: string) => void = npmCi) {
  const want = lockHash(dir);
  const stamp = path.join(dir, STAMP);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  install(dir);
  writeFileSync(stamp, want);
}

/** A CommonJS package of tools/bench, installed first if need be. */
export function benchRequire<T>(name: string): T {
  ensureInstalled();
  return createRequire(path.join(BENCH_TOOLS_DIR, 'package.json'))(name) as T;
}

/** An ES module package of tools/bench, installed first if need be. */
export async function benchImport<T>(name: string): Promise<T> {
  ensureInstalled();
  const entry = createRequire(path.join(BENCH_TOOLS_DIR, 'package.json')).resolve(name);
  return (await import(pathToFileURL(entry).href)) as T;
}

/** The path of a command a tools/bench package installs, installed first if need be. */
export function benchBin(name: string): string {
  ensureInstalled();
  return path.join(BENCH_TOOLS_DIR, 'node_modules', '.bin', name);
}
