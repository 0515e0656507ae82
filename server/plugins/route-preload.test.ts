// The page each route gets names its screen's scripts (issue 29 item 2): modulepreload links
// from the build's route table, only for a screen the visitor will see, compressed per
// Accept-Encoding and revalidated like index.html.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_CHUNKS_FILE, type RouteChunks } from './route-preload.ts';
import { REVALIDATE, staticPlugin } from './static-spa.ts';

const html = `<!doctype html>
<html lang="ko">
  <head>
    <title>다방프로</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const TABLE: RouteChunks[] = [
  { path: '/', access: 'guest', files: ['assets/landing-screen-L1.js'] },
  {
    path: '/login',
    access: 'guest',
    files: ['assets/login-screen-L2.js', 'assets/auth-card-C1.js'],
  },
  { path: '/intro/*', access: 'open', files: ['assets/intro-screen-I1.js'] },
  {
    path: '/gongsil/list',
    access: 'auth',
    files: ['assets/gongsil-list-screen-G1.js', 'assets/Paper-P1.js'],
  },
  {
    path: '/gongsil/list/:tab',
    access: 'auth',
    files: ['assets/gongsil-list-screen-G1.js', 'assets/Paper-P1.js'],
  },
  { path: '/gongsil/*', access: 'auth', files: ['assets/gongsil-overview-screen-G2.js'] },
];

let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'route-preload-'));
  writeFileSync(path.join(dist, 'index.html'), html);
  writeFileSync(path.join(dist, ROUTE_CHUNKS_FILE), JSON.stringify(TABLE));
  app = Fastify();
  await app.register(staticPlugin, { spa: { distDir: dist } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string, cookie?: string) => {
  const r = await app.inject({
    method: 'GET',
    url,
    headers: { 'accept-encoding': 'gzip, deflate, br', ...(cookie ? { cookie } : {}) },
  });
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-encoding']).toBe('br');
  return { r, html: brotliDecompressSync(r.rawPayload).toString() };
};
const preloads = (h: string) =>
  [...h.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const SIGNED_IN = 'theme=light; SESSION=abc';

describe('a page names the scripts of its screen', () => {
  it('preloads a signed-in screen for a session, before the entry script runs', async () => {
    const { r, html: h } = await page('/gongsil/list?tab=1', SIGNED_IN);
    expect(preloads(h)).toEqual(['/assets/gongsil-list-screen-G1.js', '/assets/Paper-P1.js']);
    expect(h.indexOf('modulepreload')).toBeLessThan(h.indexOf('</head>'));
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.headers['cache-control']).toBe(REVALIDATE);
    expect(r.headers.vary).toMatch(/accept-encoding/i);
  });

  it('matches routes as the SPA does: parameters, and the most specific of several', async () => {
    expect(preloads((await page('/gongsil/list/talk', SIGNED_IN)).html)).toEqual([
      '/assets/gongsil-list-screen-G1.js',
      '/assets/Paper-P1.js',
    ]);
    expect(preloads((await page('/gongsil/other', SIGNED_IN)).html)).toEqual([
      '/assets/gongsil-overview-screen-G2.js',
    ]);
    expect(preloads((await page('/intro/dabang')).html)).toEqual(['/assets/intro-screen-I1.js']);
  });

  it('preloads nothing a visitor will not see: a broker page for a guest, a guest page when signed in', async () => {
    expect(preloads((await page('/gongsil/list')).html)).toEqual([]);
    expect(preloads((await page('/gongsil/list', 'XSESSION=1')).html)).toEqual([]);
    expect(preloads((await page('/login')).html)).toEqual([
      '/assets/login-screen-L2.js',
      '/assets/auth-card-C1.js',
    ]);
    expect(preloads((await page('/login', SIGNED_IN)).html)).toEqual([]);
    expect((await page('/no-such-page')).html).toBe(html);
  });

  it('sends gzip to a browser without brotli and plain HTML to one with neither', async () => {
    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(preloads(gunzipSync(gz.rawPayload).toString())).toEqual([
      '/assets/landing-screen-L1.js',
    ]);
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(preloads(plain.body)).toEqual(['/assets/landing-screen-L1.js']);
  });
});
