// The built SPA (dist/) with history fallback, /files/* from public/files, and Korean 404s.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { MSG } from '../lib/http.ts';

export interface StaticOptions {
  spa?: { distDir: string };
  filesDir?: string;
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
      });
    }
    const indexHtml = opts.spa ? path.join(opts.spa.distDir, 'index.html') : null;
    app.setNotFoundHandler((req, reply) => {
      const url = req.url.split('?')[0] ?? '';
      if (
        indexHtml &&
        req.method === 'GET' &&
        !url.startsWith('/api') &&
        !url.startsWith('/files/')
      ) {
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(readFileSync(indexHtml));
      }
      return reply
        .code(404)
        .send({ code: 404, msg: url.startsWith('/api') ? MSG.apiNotFound : MSG.notFound });
    });
  },
  { name: 'static-spa' },
);
