// The built portal on a free port with a throwaway seeded database, for the browser benchmarks.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/index.ts';

export interface BenchPortal {
  origin: string;
  /** The `SESSION=…` cookie of a fresh login. */
  sessionCookie: (email: string) => Promise<string>;
  close: () => Promise<void>;
}

export async function startBenchPortal(distDir: string): Promise<BenchPortal> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.error(`No ${distDir}/index.html: run \`npx vite build\` first.`);
    process.exit(1);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-portal-'));
  const app = await buildApp({ dataDir, spa: { distDir }, rateLimit: false, seedDemo: true });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    origin,
    async sessionCookie(email) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v2/user/login',
        headers: { 'app-platform': 'web', 'content-type': 'application/json' },
        payload: { email, password: DEMO_PASSWORD },
      });
      if (res.statusCode !== 200) throw new Error(`login ${email}: HTTP ${res.statusCode}`);
      const set = res.headers['set-cookie'];
      return String(Array.isArray(set) ? set[0] : set).split(';')[0]!;
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
