// The built SPA (dist/) with history fallback, /files/* from public/files, and Korean 404s.
// Files go out as the brotli or gzip copy the build wrote beside them (scripts/build/precompress.ts),
// picked by Accept-Encoding. Hashed assets never change under their name, so browsers keep them
// for a year without asking again; index.html is revalidated on every visit so a new build (new
// asset names) reaches the browser at once.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '../lib/errors.ts';
import { SESSION_COOKIE } from '../lib/session.ts';
import { routePages } from './route-preload.ts';

export interface StaticOptions {
  spa?: { distDir: string };
  filesDir?: string;
}

/** Vite names every file under assets/ by its content hash. */
export const ASSETS_PREFIX = '/assets/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
const SESSION_SENT = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

function cacheHeaders(reply: FastifyReply, file: string): void {
  const hashed = file.split(path.sep).join('/').includes(ASSETS_PREFIX);
  reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
}

export const staticPlugin = fp<StaticOptions>(
  async (app, opts) => {
    if (opts.filesDir && existsSync(opts.filesDir)) {
      await app.register(fastifyStatic, {
        root: opts.filesDir,
        prefix: '/files/',
        decorateReply: false,
      });
    }
    if (opts.spa) {
      await app.register(fastifyStatic, {
        root: opts.spa.distDir,
        prefix: '/',
        wildcard: false,
        index: false,
        decorateReply: true,
        preCompressed: true,
        cacheControl: false,
        setHeaders: cacheHeaders,
      });
    }
    const indexHtml = opts.spa ? path.join(opts.spa.distDir, 'index.html') : null;
    const pages = opts.spa ? routePages(opts.spa.distDir) : null;
    app.setNotFoundHandler((req, reply) => {
      const url = req.url.split('?')[0] ?? '';
      // A missing asset is a 404, never the page: a stale tab asking for an old chunk must fail
      // as a script, not run HTML.
      const pageRequest =
        !url.startsWith('/api') && !url.startsWith('/files/') && !url.startsWith(ASSETS_PREFIX);
      // (checked per request: a missing index.html would send the request back here)
      if (indexHtml && req.method === 'GET' && pageRequest && existsSync(indexHtml)) {
        // Whether a session cookie came decides only which screen's scripts to preload (the
        // SPA checks the session itself): a wrong guess costs a preload, never access.
        const signedIn = SESSION_SENT.test(req.headers.cookie ?? '');
        const page = pages?.(url, signedIn);
        if (!page) return reply.sendFile('index.html');
        const accepts = String(req.headers['accept-encoding'] ?? '');
        const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', REVALIDATE)
          .header('vary', 'accept-encoding');
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(encoding ? page[encoding] : page.html);
      }
      return reply
        .code(404)
        .send({ code: 404, msg: url.startsWith('/api') ? MSG.apiNotFound : MSG.notFound });
    });
  },
  { name: 'static-spa' },
);
