// Probes for a process manager or load balancer, outside /api/v2: they belong to the deployment,
// not to the broker API (no App-Platform header, no session, no API version, not in
// spec/openapi.yaml, whose server is /api/v2 only, like /api/docs and /files).
//   GET /healthz  200 while the process runs its event loop (liveness: restart it when this fails).
//   GET /readyz   200 when the database answers, every migration this code knows is applied and
//                 the active config version loads; else 503 with the failing check. 503 too once
//                 a shutdown began, so the balancer stops sending before the listener closes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { activeConfig } from '../config/versions.ts';
import { pendingMigrations, type Db } from '../db/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once a shutdown began (server/ops/shutdown.ts): /readyz answers 503. */
    draining: boolean;
  }
}

const CHECK_TIMEOUT_MS = 2000;

interface Check {
  ok: boolean;
  detail?: string;
}

/** A check's outcome, failed when it throws or takes longer than CHECK_TIMEOUT_MS. */
async function check(run: () => Promise<Check>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, detail: 'timeout' }), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      run().catch((e: unknown) => ({ ok: false, detail: (e as Error).message })),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(db: Db): Promise<Record<string, Check>> {
  const database = await check(async () => {
    await db.query('SELECT 1');
    return { ok: true };
  });
  if (!database.ok) return { database };
  const migrations = await check(async () => {
    const pending = await pendingMigrations(db);
    return pending.length ? { ok: false, detail: `pending: ${pending.join(', ')}` } : { ok: true };
  });
  const config = await check(async () => ({
    ok: true,
    detail: `version ${(await activeConfig(db)).version}`,
  }));
  return { database, migrations, config };
}

// No rate limit on probes (a balancer asks every few seconds from one address).
const probe = { config: { rateLimit: false } } as const;

export const healthRoutes = fp<{ db: Db }>(
  async (app: FastifyInstance, { db }) => {
    app.decorate('draining', false);
    app.get('/healthz', probe, async () => ({ status: 'ok' }));
    app.get('/readyz', probe, async (_req, reply) => {
      const checks = app.draining
        ? { shutdown: { ok: false, detail: 'shutting down' } }
        : await readiness(db);
      const ready = Object.values(checks).every((c) => c.ok);
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? 'ready' : 'unavailable', checks });
    });
  },
  { name: 'health' },
);
