// The built SPA (dist/) with history fallback, /files/* from public/files, and Korean 404s.
// Files go out as the brotli or gzip copy the build wrote beside them (scripts/build/precompress.ts),
// picked by Accept-Encoding. Hashed assets never change under their name, so browsers keep them
// for a year without asking again; index.html is revalidated on every visit so a new build (new
// asset names) reaches the browser at once.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '../lib/errors.ts';
import { SESSION_COOKIE } from '../lib/session.ts';
import { FONTS_COOKIE, fontsCached } from './late-scripts.ts';
import { routePages } from './route-preload.ts';
import {
  fetchThrough,
  fillTemplate,
  loginFromCookie,
  loginFromOf,
  scriptCookies,
  SSR_DIR,
  ssrRenderer,
  warmRenderer,
  type RendererModule,
} from './ssr.ts';

export interface StaticOptions {
  /** The build folder; `renderer` replaces its server renderer (tests render the sources). */
  spa?: { distDir: string; renderer?: () => Promise<RendererModule | null> };
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
        // The server renderer (<build>/ssr/) runs here; it is not for browsers.
        allowedPath: (pathName) => !pathName.startsWith(`/${SSR_DIR}/`),
      });
    }
    const indexHtml = opts.spa ? path.join(opts.spa.distDir, 'index.html') : null;
    const pages = opts.spa ? routePages(opts.spa.distDir) : null;
    const renderer = opts.spa ? (opts.spa.renderer ?? ssrRenderer(opts.spa.distDir)) : null;
    if (renderer) warmRenderer(app, renderer);
    app.setNotFoundHandler(async (req, reply) => {
      const url = req.url.split('?')[0] ?? '';
      // A missing asset is a 404, never the page: a stale tab asking for an old chunk must fail
      // as a script, not run HTML.
      // The server renderer's own files (<build>/ssr/) are no page and no asset either.
      const pageRequest =
        !url.startsWith('/api') &&
        !url.startsWith('/files/') &&
        !url.startsWith(ASSETS_PREFIX) &&
        !url.startsWith(`/${SSR_DIR}/`);
      // A form posted by a browser without scripts (the house forms post, so their fields never
      // land in a URL): its page again, as a GET. The body is not read.
      if (indexHtml && req.method === 'POST' && pageRequest)
        return reply
          .code(303)
          .header('cache-control', 'no-store')
          .header('location', req.url)
          .send();
      // (checked per request: a missing index.html would send the request back here)
      if (indexHtml && req.method === 'GET' && pageRequest && existsSync(indexHtml)) {
        // Whether a session cookie came decides which screen's scripts to preload; a rendered
        // page knows whether the session is valid.
        const cookieSent = SESSION_SENT.test(req.headers.cookie ?? '');
        const module = await renderer?.();
        const loginFrom = loginFromOf(req.headers.cookie);
        // A page the renderer cannot make (an address it cannot parse, a screen that throws)
        // still gets the SPA's page: never a 5xx for what a client sent.
        const answer = module
          ? await module
              .handle(
                req.url,
                fetchThrough(app, req),
                cookieSent,
                loginFrom,
                scriptCookies(req.cookies),
              )
              .catch((err: unknown) => {
                req.log.warn({ err, url: req.url }, 'server rendering failed; SPA page sent');
                return null;
              })
          : null;
        const secure = req.server.secureCookies || req.protocol === 'https';
        if (answer?.kind === 'redirect') {
          if (answer.loginFrom)
            reply.header('set-cookie', loginFromCookie(answer.loginFrom, secure));
          return reply.header('cache-control', 'no-store').redirect(answer.to, 302);
        }
        // Read once: the login page that got it hands it to the browser.
        if (loginFrom !== undefined && answer?.kind === 'render')
          reply.header('set-cookie', loginFromCookie(null, secure));
        const page = pages?.(url, answer?.kind === 'render' ? answer.signedIn : cookieSent);
        if (!page) return reply.sendFile('index.html');
        const accepts = String(req.headers['accept-encoding'] ?? '');
        const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
        reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', REVALIDATE)
          .header('vary', 'accept-encoding');
        if (encoding) reply.header('content-encoding', encoding);
        if (answer?.kind === 'render') {
          // A browser with the web font cached gets it in the head (./late-scripts.ts).
          const withFonts = fontsCached(page.html, req.cookies?.[FONTS_COOKIE]);
          const rendered = fillTemplate(page.html, answer, withFonts);
          // Each rendered page is the request's own (its session and config): private, and
          // compressed at a speed that costs about a millisecond, not the build's highest quality.
          reply
            .header('cache-control', 'private, no-cache')
            .header('vary', 'accept-encoding, cookie');
          if (encoding === 'br')
            return reply.send(
              brotliCompressSync(rendered, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
            );
          return reply.send(encoding === 'gzip' ? gzipSync(rendered, { level: 6 }) : rendered);
        }
        return reply.send(encoding ? page[encoding] : page.html);
      }
      return reply
        .code(404)
        .send({ code: 404, msg: url.startsWith('/api') ? MSG.apiNotFound : MSG.notFound });
    });
  },
  { name: 'static-spa' },
);
