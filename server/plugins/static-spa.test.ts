// Delivery of the built SPA: the precompressed copy per Accept-Encoding (with Vary), a year of
// caching for hashed assets, revalidation for index.html, and 404s for missing assets.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFiles } from '../../scripts/build/precompress.ts';
import { IMMUTABLE, REVALIDATE, staticPlugin } from './static-spa.ts';

const html = `<!doctype html><html lang="ko"><head><title>다방프로</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const js = `export const answer = ${JSON.stringify('가나다'.repeat(1000))};`;
const ASSET = '/assets/app-Dx3f9a1b.js';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'static-spa-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), html);
  writeFileSync(path.join(dist, ASSET), js);
  await precompressFiles([path.join(dist, 'index.html'), path.join(dist, ASSET)]);
  app = Fastify();
  await app.register(staticPlugin, { spa: { distDir: dist } });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('precompressed files per Accept-Encoding', () => {
  it('sends the brotli copy when the browser accepts br, and says the answer varies on it', async () => {
    const r = await get(ASSET, 'gzip, deflate, br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(js);
    expect(r.rawPayload.length).toBe(readFileSync(path.join(dist, `${ASSET}.br`)).length);
  });

  it('sends the gzip copy to a browser without brotli', async () => {
    const r = await get(ASSET, 'gzip');
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(r.rawPayload).toString()).toBe(js);
  });

  it('sends the file as it is to a client that accepts no encoding, still with Vary', async () => {
    const r = await get(ASSET);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.body).toBe(js);
  });

  it('serves index.html compressed for every page route', async () => {
    const r = await get('/dashboard', 'br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(html);
  });
});

describe('cache headers', () => {
  it('lets browsers keep hashed assets for a year without revalidating', async () => {
    for (const enc of ['br', 'gzip', undefined])
      expect((await get(ASSET, enc)).headers['cache-control']).toBe(IMMUTABLE);
  });

  it('revalidates index.html, whether reached by a page route or by its name', async () => {
    for (const url of ['/', '/dashboard', '/product/purchase?renewId=3', '/index.html']) {
      const r = await get(url, 'gzip');
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['cache-control'], url).toBe(REVALIDATE);
    }
  });
});

describe('misses', () => {
  it('answers a missing asset with 404, not the page', async () => {
    const r = await get('/assets/gone-B4d2c1e0.js', 'br');
    expect(r.statusCode).toBe(404);
    expect(r.headers['content-type']).toMatch(/json/);
  });

  it('keeps API misses as JSON 404s', async () => {
    const r = await get('/api/v2/nope');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ code: 404 });
  });
});
