// The API of `npm run dev` rebuilt in place (issue 28, item 3): a rebuild swaps the app behind one
// listening port, keeps the database (a session made before the rebuild is still valid after
// it), and a rebuild that fails leaves the previous app answering.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { freshApp, H, type App } from '../test/helpers.ts';
import { reloadingApi, type ReloadingApi } from './reloading-api.ts';

const baseOf = (api: ReloadingApi) => {
  const a = api.server.address();
  if (!a || typeof a === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${a.port}`;
};

/** A small app answering GET /version with the text it was built with. */
function versionApp(version: string, closed: string[]) {
  const app = Fastify();
  app.get('/version', async () => ({ version }));
  app.addHook('onClose', async () => {
    closed.push(version);
  });
  return app;
}

describe('reloadingApi', () => {
  it('answers from the newest app, closes the old one, and keeps answering when a rebuild fails', async () => {
    const closed: string[] = [];
    const errors: unknown[] = [];
    const next = ['v1', 'v2', 'broken', 'v3'];
    let builds = 0;
    const api = await reloadingApi({
      host: '127.0.0.1',
      port: 0,
      onError: (e) => errors.push(e),
      async build() {
        builds++;
        const v = next.shift()!;
        if (v === 'broken') throw new SyntaxError('Unexpected token in server/handlers/user.ts');
        return versionApp(v, closed);
      },
    });
    const version = async () =>
      ((await (await fetch(`${baseOf(api)}/version`)).json()) as { version: string }).version;
    try {
      expect(await version()).toBe('v1');

      expect(await api.reload()).toBe(true);
      expect(await version()).toBe('v2');
      expect(closed).toEqual(['v1']);

      expect(await api.reload()).toBe(false);
      expect(errors).toHaveLength(1);
      expect(await version()).toBe('v2');
      expect(api.generation).toBe(2);

      // Saves while a rebuild runs share the next one: three calls, one more build.
      const [a, b, c] = [api.reload(), api.reload(), api.reload()];
      expect(await Promise.all([a, b, c])).toEqual([true, true, true]);
      expect(builds).toBe(4);
      expect(await version()).toBe('v3');
    } finally {
      await api.close();
    }
    expect(closed).toEqual(['v1', 'v2', 'v3']);
  });

  it('answers 503 with a Korean message while no app could be built yet', async () => {
    let fail = true;
    const api = await reloadingApi({
      host: '127.0.0.1',
      port: 0,
      onError: () => {},
      async build() {
        if (fail) throw new Error('broken');
        return versionApp('v1', []);
      },
    });
    try {
      const r = await fetch(`${baseOf(api)}/version`);
      expect(r.status).toBe(503);
      expect(((await r.json()) as { msg: string }).msg).toMatch(/API를 불러오지 못했습니다/);
      fail = false;
      expect(await api.reload()).toBe(true);
      expect((await fetch(`${baseOf(api)}/version`)).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});

describe('rebuilding the portal on one database', () => {
  let app: App;
  let cleanup: () => void;
  beforeAll(async () => {
    ({ app, cleanup } = await freshApp('reloading-api'));
  });
  afterAll(async () => {
    await app.close();
    cleanup();
  });

  it('keeps the database open and its sessions valid across a rebuild', async () => {
    const api = await reloadingApi({
      host: '127.0.0.1',
      port: 0,
      build: () => buildApp({ db: app.db, rateLimit: false }),
    });
    const base = `${baseOf(api)}/api/v2`;
    try {
      const login = await fetch(`${base}/user/login`, {
        method: 'POST',
        headers: H,
        body: JSON.stringify({ email: 'master@demo.kr', password: 'demo1234!' }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
      const check = async () =>
        (
          (await (await fetch(`${base}/user/login/check`, { headers: { cookie } })).json()) as {
            result: boolean;
          }
        ).result;
      expect(await check()).toBe(true);

      expect(await api.reload()).toBe(true);
      expect(api.generation).toBe(2);
      expect(await check()).toBe(true);
    } finally {
      await api.close();
    }
    // The apps the reloader built and closed left the caller's database open.
    expect(await app.db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
