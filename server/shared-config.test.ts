// @vitest-environment node
// Two processes on one PostgreSQL database serve the same active config version: a publish in
// one process is what the other serves next (and prices orders with). Runs only with DATABASE_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { apiCaller, H, login } from './test/helpers.ts';
import { publishThroughReview } from './test/review.ts';

const dbUrl = process.env.DATABASE_URL;
/** GET /config as the other process answers it (fetch's json() is untyped). */
interface ConfigAnswer {
  result: { version: number; overlay: { products?: unknown } };
}
let child: ChildProcess | undefined;
afterAll(() => {
  if (child?.pid) child.kill('SIGTERM');
});

function startChild(): Promise<number> {
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
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('child did not start')), 60_000);
    child!.stdout!.on('data', (d: Buffer) => {
      const m = /LISTENING (\d+)/.exec(String(d));
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
  });
}

describe.skipIf(!dbUrl)('two processes, one database, one active config', () => {
  it('a publish in one process is the version the other serves and prices with', async () => {
    const app = await buildApp({ dbUrl, rateLimit: false });
    try {
      const base = `http://127.0.0.1:${await startChild()}/api/v2`;
      const before = (await (await fetch(`${base}/config`)).json()) as ConfigAnswer;
      const staff = await login(app, 'staff@demo.kr');
      const draft = (
        await app.inject({
          method: 'GET',
          url: '/api/v2/studio/config/draft',
          headers: { cookie: staff },
        })
      ).json().result;
      draft.files.products.products[0].label = '두 프로세스 상품';
      draft.files.products.products[0].unitPrices['30'] = 4400;
      const r = await app.inject({
        method: 'PUT',
        url: '/api/v2/studio/config/draft',
        headers: { ...H, cookie: staff },
        payload: { baseVersion: draft.activeVersion, files: draft.files },
      });
      expect(r.statusCode, r.body).toBe(200);
      // A price goes live through an approved review request (another staff account approves).
      const approver = await login(app, 'approver@demo.kr');
      const published = await publishThroughReview(
        apiCaller(app),
        { author: staff, approver, publisher: staff },
        '공유 확인',
      );
      expect(published.status, JSON.stringify(published.json)).toBe(200);
      const version = published.json.result.version as number;
      expect(version).toBe(before.result.version + 1);

      const other = (await (await fetch(`${base}/config`)).json()) as ConfigAnswer;
      expect(other.result.version).toBe(version);
      // It sends the version as changes over the built-in files (docs/config.md).
      expect(JSON.stringify(other.result.overlay.products)).toContain('두 프로세스 상품');

      // The other process prices with the new version: a line seen at the old price (3,300원
      // per unit) is refused with the new one (4,400원), storing nothing.
      const broker = await login(app, 'master@demo.kr');
      const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      const order = await fetch(`${base}/product/order`, {
        method: 'POST',
        headers: { ...H, cookie: broker },
        body: JSON.stringify({
          items: [{ type: 0, day: 30, quantity: 1, periodFrom: future, expectedTotal: 3300 }],
          configVersion: before.result.version,
          agreePaidTerms: true,
        }),
      });
      expect(order.status).toBe(409);
      const refused = (await order.json()) as { lines?: { total: number }[] };
      expect(JSON.stringify(refused)).toContain('4400');
    } finally {
      await app.close();
    }
  }, 120_000);
});
