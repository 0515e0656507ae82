// Child process for the operations tests: one app through server/ops/serve.ts (what `npm start`
// runs: graceful shutdown, JSON logs with LOG=1) on DATABASE_URL or else the embedded database
// in DATA_DIR, on PORT (0: a free one), limits off, the tests' own accounts seeded with the
// demo data; config schedules checked every SCHEDULE_CHECK_MS when given. Prints
// `LISTENING <port>`.
import { serve } from '../ops/serve.ts';
import { TEST_SEEDS } from './seed/index.ts';

const { port } = await serve({
  host: '127.0.0.1',
  port: Number(process.env.PORT ?? 0),
  dbUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATABASE_URL ? undefined : process.env.DATA_DIR,
  rateLimit: false,
  extraSeeds: TEST_SEEDS,
  schedules: process.env.SCHEDULE_CHECK_MS
    ? { everyMs: Number(process.env.SCHEDULE_CHECK_MS) }
    : undefined,
});
console.log(`LISTENING ${port}`);
