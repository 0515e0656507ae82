// SPA builds for `npm start` that never change what a running server serves. Until now the build
// wrote into dist/ in place: Vite empties the folder first, so a server serving it answered 404
// for the page during the build, and afterwards the new index.html named assets that server had
// no routes for (static-spa.ts registers one route per file found at start): a blank page until
// a restart (issue 22, item 9).
//
// Now each build goes to a folder of its own under .builds/, and `dist` becomes a symlink to it in
// one rename. A server serves the build `dist` named when it started (its real path), so it keeps
// its page and assets until it stops; a process started later serves the new build. A serving
// process records its build in .builds/in-use/<pid>, and old builds are removed only when no live
// process serves them.
import { spawn } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { isBuildStale } from '../build-stamp.ts';

export const BUILDS = '.builds';
const IN_USE = 'in-use';

export const distLink = (root: string) => path.join(root, 'dist');
const buildsDir = (root: string) => path.join(root, BUILDS);

/** Builds the SPA into outDir: true when it succeeded. */
export type Builder = (outDir: string) => Promise<boolean>;

const run = (root: string, args: string[]) =>
  new Promise<boolean>((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });

/** Codegen (a spec edit reaches the SPA only through src/generated), then Vite into outDir. */
export const viteBuilder =
  (root: string): Builder =>
  async (outDir) =>
    (await run(root, ['--import', 'tsx', 'codegen/cli.ts'])) &&
    (await run(root, [
      'node_modules/vite/bin/vite.js',
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
    ]));

/** Points `link` at `target` in one rename: a reader sees the old build or the new, never none. */
function swapLink(root: string, target: string): void {
  const link = distLink(root);
  const tmp = `${link}.${process.pid}.tmp`;
  rmSync(tmp, { force: true });
  // Relative, so the checkout can move; a junction on Windows (no privilege needed).
  symlinkSync(
    process.platform === 'win32' ? target : path.relative(path.dirname(link), target),
    tmp,
    'junction',
  );
  // A dist/ folder from an older start (or a plain `vite build`) moves aside once; from then on
  // every swap is a single rename.
  if (existsSync(link) && !lstatSync(link).isSymbolicLink())
    renameSync(link, path.join(buildsDir(root), `moved-${Date.now()}`));
  renameSync(tmp, link);
}

let buildsStarted = 0;

/** Builds into a new folder and, when the build succeeded, makes it the one `dist` names. */
export async function buildAndSwap(root: string, build: Builder): Promise<string | null> {
  // Sorted by time; two builds of one process in the same millisecond still get two folders.
  const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${String(++buildsStarted).padStart(6, '0')}`;
  const out = path.join(buildsDir(root), id);
  mkdirSync(out, { recursive: true });
  if (!(await build(out)) || !existsSync(path.join(out, 'index.html'))) {
    rmSync(out, { recursive: true, force: true });
    return null;
  }
  swapLink(root, out);
  pruneBuilds(root);
  return out;
}

/** Rebuilds when dist/ was built from other sources than those on disk (build-stamp.ts). */
export async function ensureBuilt(root: string, build: Builder = viteBuilder(root)): Promise<void> {
  if (!isBuildStale(root, distLink(root))) return;
  console.log('spec/ or src/ changed since the last build (or no build yet): building the SPA...');
  if (!(await buildAndSwap(root, build)))
    console.error('The SPA build failed; the API still starts with the previous build (if any).');
}

/** The build folder `dist` names now (its real path), or null when there is none. */
export function currentBuild(root: string): string | null {
  const link = distLink(root);
  return existsSync(path.join(link, 'index.html')) ? realpathSync(link) : null;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Records that this process serves `build` (until it exits), so no pruning removes it. */
export function markServing(root: string, build: string): void {
  const dir = path.join(buildsDir(root), IN_USE);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, String(process.pid));
  writeFileSync(file, build);
  process.once('exit', () => rmSync(file, { force: true }));
}

/** Removes builds that are neither current, the one before, nor served by a live process. */
export function pruneBuilds(root: string): void {
  const dir = buildsDir(root);
  const inUseDir = path.join(dir, IN_USE);
  const keep = new Set<string>();
  const current = currentBuild(root);
  if (current) keep.add(current);
  for (const pid of existsSync(inUseDir) ? readdirSync(inUseDir) : []) {
    const file = path.join(inUseDir, pid);
    if (alive(Number(pid))) keep.add(readFileSync(file, 'utf8'));
    else rmSync(file, { force: true }); // left by a process that was killed
  }
  const builds = readdirSync(dir)
    .filter((f) => f !== IN_USE)
    .map((f) => realpathSync(path.join(dir, f)))
    .sort();
  // The newest build before the current one stays too (a quick way back: point dist at it).
  const older = builds.filter((b) => current && b < current && !b.includes(`${path.sep}moved-`));
  if (older.length) keep.add(older[older.length - 1]!);
  for (const b of builds) if (!keep.has(b)) rmSync(b, { recursive: true, force: true });
}
