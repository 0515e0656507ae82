// The page a route gets: index.html with `<link rel="modulepreload">` for the scripts of the
// route's screen (route-chunks.json, written by the build: scripts/build/route-chunks.ts), so
// the browser fetches the screen's chunk alongside the entry script instead of after the entry
// has run and asked for it (issue 29 item 2). A screen the visitor will not see (a signed-in
// page for a guest, who is sent to /login; a guest page for a signed-in broker) preloads
// nothing. Each variant is built and compressed once per build and kept.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { matchRoutes } from 'react-router';

/** Written by the build beside index.html. */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/** One route of routes.json and the scripts its screen loads beyond the entry's own. */
export interface RouteChunks {
  path: string;
  access: string;
  files: string[];
}

export interface PageVariant {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** The scripts to preload for `pathname` ([] when the route's screen will not be shown). */
export function preloadFiles(
  table: readonly RouteChunks[],
  pathname: string,
  signedIn: boolean,
): string[] {
  const match = matchRoutes(
    table.map((r, i) => ({ path: r.path, id: String(i) })),
    pathname,
  )?.at(-1);
  const route = match && table[Number(match.route.id)];
  if (!route) return [];
  // A guest on a mobile page sees its sign-in notice, not the screen.
  if ((route.access === 'auth' || route.access === 'mobile') && !signedIn) return [];
  if (route.access === 'guest' && signedIn) return [];
  return route.files;
}

/** index.html with the links, before its first script so they start first. */
export function withPreloads(html: string, files: readonly string[]): string {
  if (!files.length) return html;
  const links = files
    .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
    .join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}

/**
 * The pages of one build directory, or null when the build wrote no route table (index.html is
 * then sent as it is). A new build under the same folder (new index.html) starts a new cache.
 */
export function routePages(distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const tableFile = path.join(distDir, ROUTE_CHUNKS_FILE);
  let stamp = -1;
  let table: RouteChunks[] = [];
  let html = '';
  const variants = new Map<string, PageVariant>();

  return (pathname: string, signedIn: boolean): PageVariant | null => {
    if (!existsSync(tableFile) || !existsSync(indexFile)) return null;
    const mtime = statSync(indexFile).mtimeMs;
    if (mtime !== stamp) {
      stamp = mtime;
      html = readFileSync(indexFile, 'utf8');
      table = JSON.parse(readFileSync(tableFile, 'utf8')) as RouteChunks[];
      variants.clear();
    }
    const files = preloadFiles(table, pathname, signedIn);
    const key = files.join(' ');
    let v = variants.get(key);
    if (!v) {
      const page = withPreloads(html, files);
      v = {
        html: page,
        br: brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(page, { level: 9 }),
      };
      variants.set(key, v);
    }
    return v;
  };
}
