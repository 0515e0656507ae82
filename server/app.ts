// Builds the Fastify app from plugins: validation and errors, security (cookies, headers, login
// rate limit), the API from spec/openapi.yaml with its docs, and the static SPA.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { scheduleRunner, type ScheduleRunnerOptions } from './config/schedule-runner.ts';
import { upgradeStoredConfig } from './config/upgrade.ts';
import { openDb, migrate, shouldSeedDemo, type Db } from './db/index.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import type { AreaSeed } from './db/seed/table.ts';
import { claimExpiryRunner, type ClaimExpiryOptions } from './gongsil/claim-expiry-runner.ts';
import { frameworkErrors, inputGuard } from './lib/input-guard.ts';
import { sandboxPayments, type PaymentGateway } from './lib/payments.ts';
import { outboxSms, type SmsSender } from './lib/sms.ts';
import { API_PREFIX } from './lib/spec.ts';
import { createHub, notificationHub } from './notifications/hub.ts';
import { deadlineSweepRunner, type DeadlineSweepOptions } from './notifications/sweep-runner.ts';
import { healthRoutes } from './ops/health.ts';
import { createMetrics, requestMetrics } from './ops/metrics.ts';
import { loggerOptions, requestId, requestLog } from './ops/request-log.ts';
import { apiPlugin } from './plugins/api.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticPlugin, type StaticOptions } from './plugins/static-spa.ts';
import { validationPlugin } from './plugins/validation.ts';
import { photoQuotaBytes } from './rooms/photo-quota.ts';
import { photoStoreFor } from './rooms/photo-store.ts';
import { photoSweep, type SweepOptions } from './rooms/photo-sweep.ts';
import { photoUploads } from './rooms/photo-uploads.ts';

export { API_PREFIX, loadSpec, ROOT, SPEC_PATH } from './lib/spec.ts';
export const BODY_LIMIT = 64 * 1024;

export interface BuildOptions extends StaticOptions {
  dbUrl?: string;
  dataDir?: string;
  /** A database the caller opened and keeps: the app neither opens nor closes it (`npm run dev`
   * rebuilds the app on a file change and keeps the database and its folder lock,
   * server/dev/reloading-api.ts). */
  db?: Db;
  /** JSON log lines, one per request (server/ops/request-log.ts). Default: off. */
  logger?: boolean;
  /** Prometheus metrics in `app.metrics` (server/ops/metrics.ts); served by server/ops/serve.ts. */
  metrics?: boolean;
  /** Login and guest-write limits (server/limits/); off in tests that log in a lot. */
  rateLimit?: boolean;
  /** Mark cookies `Secure` always (serving over https). Default: env SECURE_COOKIES=1. */
  secureCookies?: boolean;
  /** Trust X-Forwarded-* from a proxy in front (client address for the limits, https for
   * `Secure` cookies). Default: env TRUST_PROXY=1. Only behind a proxy you run. */
  trustProxy?: boolean;
  /** Seed the demo accounts into an empty database. Default: shouldSeedDemo (db/index.ts). */
  seedDemo?: boolean;
  /** More demo data written with the demo accounts: the tests' own accounts
   * (server/test/seed/), which `npm start` never holds. */
  extraSeeds?: readonly AreaSeed[];
  /** Text-message provider; default: the sms_outbox table plus one `SMS ` log line. */
  sms?: SmsSender;
  /** Payment gateway; default: the local sandbox (payment_sandbox_log plus one `PAYMENT ` log
   * line), which approves unless told otherwise (server/lib/payments.ts). */
  payments?: PaymentGateway;
  /** Listing photo folder (default: PHOTO_DIR; without one, the database on PostgreSQL and
   * `photos` in the data folder on the embedded database: rooms/photo-store.ts). */
  photoDir?: string;
  /** Each office's photo storage in MB (default: PHOTO_QUOTA_MB, else 1024). */
  photoQuotaMb?: number;
  /** The clock and timers of the sweep of unattached photos (tests pass their own). */
  photoSweep?: Pick<SweepOptions, 'now' | 'everyMs' | 'timers'>;
  /** The clock and timers of scheduled config publishes (tests and the e2e server pass their
   * own, to move time instead of waiting for it). */
  schedules?: Partial<Pick<ScheduleRunnerOptions, 'now' | 'everyMs' | 'timers'>>;
  /** The release of expired gongsil claims (gongsil/claim-expiry-runner.ts), like schedules. */
  claimExpiry?: Partial<Pick<ClaimExpiryOptions, 'now' | 'everyMs' | 'timers'>>;
  /** The sweep of deadline notifications (notifications/sweep-runner.ts), like schedules. */
  deadlineSweep?: Partial<Pick<DeadlineSweepOptions, 'now' | 'everyMs' | 'timers'>>;
}

export async function buildApp(opts: BuildOptions = {}): Promise<FastifyInstance & { db: Db }> {
  const db = opts.db ?? (await openDb({ dbUrl: opts.dbUrl, dataDir: opts.dataDir }));
  // Processes starting together on one PostgreSQL: the first migrates (and seeds), the others
  // wait for it and find the work done.
  await db.exclusive('broker-portal:schema', async () => {
    await migrate(db);
    await upgradeStoredConfig(db);
    if (opts.seedDemo ?? shouldSeedDemo(db.kind, process.env))
      await seedIfEmpty(db, undefined, opts.extraSeeds);
  });

  const app = Fastify({
    logger: opts.logger ? loggerOptions() : false,
    genReqId: requestId,
    // One line per request from server/ops/request-log.ts instead of Fastify's pair.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    trustProxy: opts.trustProxy ?? process.env.TRUST_PROXY === '1',
    frameworkErrors,
    // Registering the API compiles a validator per operation: seconds on a busy machine, over
    // Fastify's 10 s default (seen when test runs and benches share the cores).
    pluginTimeout: 60_000,
  });
  app.decorate('db', db);
  app.decorate('secureCookies', opts.secureCookies ?? process.env.SECURE_COOKIES === '1');
  if (!opts.db)
    app.addHook('onClose', async () => {
      await db.close();
    });

  await app.register(requestLog);
  if (opts.metrics) await app.register(requestMetrics, { registry: createMetrics(db) });
  await app.register(healthRoutes, { db });
  await app.register(validationPlugin);
  // Before any plugin that adds its own parser (photo uploads): JSON only otherwise.
  await app.register(inputGuard);
  await app.register(securityPlugin, { rateLimit: opts.rateLimit, db });
  await app.register(photoUploads, { prefix: API_PREFIX });
  // One store for uploads, the sweep of unattached photos and the API: the database on
  // PostgreSQL, a folder on the embedded database (rooms/photo-store.ts).
  const photos = photoStoreFor(db, opts);
  const now = opts.schedules?.now ?? (() => new Date());
  const sms = opts.sms ?? outboxSms();
  const hub = createHub();
  await app.register(notificationHub, { db, hub });
  await app.register(apiPlugin, {
    db,
    sms,
    payments: opts.payments ?? sandboxPayments(),
    hub,
    photos,
    photoQuotaBytes: photoQuotaBytes(opts.photoQuotaMb),
    now,
  });
  await app.register(photoSweep, { db, photos, ...opts.photoSweep });
  await app.register(scheduleRunner, { db, ...opts.schedules, now });
  await app.register(claimExpiryRunner, { db, now, ...opts.claimExpiry });
  await app.register(deadlineSweepRunner, { db, sms, now, ...opts.deadlineSweep });
  await app.register(staticPlugin, { spa: opts.spa, filesDir: opts.filesDir });
  return app as unknown as FastifyInstance & { db: Db };
}
