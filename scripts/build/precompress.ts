// Brotli and gzip copies of the built files, written beside them at build time so the server
// sends them as they are (server/plugins/static-spa.ts) instead of compressing per request.
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; fonts (woff2) and images are compressed already. */
export const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

const brOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
const gzOptions = { level: 9 };

/** The sizes a file goes out with: gzip -9 and brotli at its highest quality. */
export function compressedSizes(file: string): { raw: number; gzip: number; br: number } {
  const data = readFileSync(file);
  return {
    raw: data.length,
    gzip: gzipSync(data, gzOptions).length,
    br: brotliCompressSync(data, brOptions(data.length)).length,
  };
}

/**
 * Writes `<file>.br` and `<file>.gz` for each given file worth compressing, only when smaller
 * than the file. The work runs on the thread pool, so the files compress in parallel.
 */
export async function precompressFiles(files: readonly string[]): Promise<number> {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  let written = 0;
  await Promise.all(
    files
      .filter((f) => COMPRESSIBLE.test(f))
      .map(async (file) => {
        const data = await readFile(file);
        if (data.length < MIN_BYTES) return;
        const [b, g] = await Promise.all([br(data, brOptions(data.length)), gz(data, gzOptions)]);
        if (b.length < data.length) await writeFile(`${file}.br`, b);
        if (g.length < data.length) await writeFile(`${file}.gz`, g);
        written++;
      }),
  );
  return written;
}

/** Vite plugin: after the bundle is written, compresses every file it wrote. */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file ?? '');
      await precompressFiles(Object.keys(bundle).map((f) => path.join(dir, f)));
    },
  };
}
