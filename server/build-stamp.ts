// Whether dist/ was built from the sources as they are now. The build writes a hash of its inputs
// into dist/; `npm start` compares it with the hash of the current files and rebuilds on any
// difference (an edit, a new or deleted file), so a stale SPA is never served. Hashing contents
// rather than modification times keeps a checkout or a copy from forcing a rebuild.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What the SPA is built from: the spec (through codegen), the sources and the build setup. */
export const BUILD_INPUTS = [
  'spec',
  'src',
  'domain',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
] as const;
export const STAMP_FILE = '.build-stamp';

/** Tests never reach the bundle, so editing one does not make the build stale. */
const ignored = (rel: string) => /\.test\.tsx?$/.test(rel) || rel.startsWith('src/testing/');

function listFiles(root: string, rel: string, out: string[]): void {
  const abs = path.join(root, rel);
  if (!existsSync(abs)) return;
  if (!statSync(abs).isDirectory()) {
    if (!ignored(rel)) out.push(rel);
    return;
  }
  for (const entry of readdirSync(abs).sort()) listFiles(root, `${rel}/${entry}`, out);
}

/** A hash of every input file's path and content under `root`. */
export function hashBuildInputs(root: string): string {
  const files: string[] = [];
  for (const input of BUILD_INPUTS) listFiles(root, input, files);
  const hash = createHash('sha256');
  for (const rel of files) hash.update(`${rel}\0`).update(readFileSync(path.join(root, rel)));
  return hash.digest('hex');
}

export function readStamp(distDir: string): string | null {
  const file = path.join(distDir, STAMP_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/** True when dist/ has no page, no stamp, or a stamp of other inputs than `root` holds now. */
export function isBuildStale(root: string, distDir: string): boolean {
  if (!existsSync(path.join(distDir, 'index.html'))) return true;
  return readStamp(distDir) !== hashBuildInputs(root);
}

/**
 * Vite plugin: stamps the output with the hash of the inputs as they were when the build began
 * (an edit made during the build leaves the output stale, as it is).
 */
export function buildStamp(root: string): Plugin {
  let hash = '';
  return {
    name: 'build-stamp',
    apply: 'build',
    buildStart() {
      hash = hashBuildInputs(root);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: STAMP_FILE, source: `${hash}\n` });
    },
  };
}
