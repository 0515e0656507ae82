// @vitest-environment node
// Two processes on one PostgreSQL database share sessions and data. Runs only with DATABASE_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { H, login } from './test/helpers.ts';

const dbUrl = process.env.DATABASE_URL;
let child: ChildProcess | undefined;
afterAll(() => {
  if (child?.pid) child.kill('SIGTERM');
});

describe.skipIf(!dbUrl)('two processes, one database', () => {
  it('a session created in one process works in the other', async () => {
    const app = await buildApp({ dbUrl, rateLimit: false });
    try {
      const cookie = await login(app, 'chain@demo.kr');
      const root = path.join(import.meta.dirname, '..');
      child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(root, 'server', 'test', 'serve-api.ts')],
        {
          cwd: root,
          env: { ...process.env, PORT: '0' },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const port = await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('child did not start')), 60_000);
        child!.stdout!.on('data', (d: Buffer) => {
          const m = /LISTENING (\d+)/.exec(String(d));
          if (m) {
            clearTimeout(timer);
            resolve(Number(m[1]));
          }
        });
      });
      const base = `http://127.0.0.1:${port}/api/v2`;
      let r = await fetch(`${base}/user/login/check`, { headers: { cookie } });
      expect(((await r.json()) as { result: boolean }).result).toBe(true);
      r = await fetch(`${base}/user/contact-method/edit2`, {
        method: 'POST',
        headers: { ...H, cookie },
        body: JSON.stringify({ contactMethodTypes: ['SMS'], chatContactMessage: '' }),
      });
      expect(r.status).toBe(200);
      const info = await app.inject({
        method: 'GET',
        url: '/api/v2/agent/info',
        headers: { cookie },
      });
      expect(info.json().result.user.contactMethodTypes).toEqual(['SMS']);
      r = await fetch(`${base}/user/logout`, { method: 'POST', headers: { ...H, cookie } });
      expect(r.status).toBe(200);
      const after = await app.inject({
        method: 'GET',
        url: '/api/v2/user/login/check',
        headers: { cookie },
      });
      expect(after.json().result).toBe(false);
    } finally {
      await app.close();
    }
  }, 120_000);
});
