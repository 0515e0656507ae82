// Builds the browser lane's database once, migrated and seeded as the e2e server seeds it
// (server/app.ts: the demo data and the specs' own accounts, server/test/seed/), into the folder
// given as the first argument. scripts/test-all.sh builds it beside the SPA and every shard's
// server starts from a copy (serve.ts, E2E_DB_TEMPLATE): a new PGlite folder costs an initdb,
// and with migrations and seed each shard's server spent about 15 s of CPU before it listened
// (docs/perf/tests.md).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { migrate, openDb } from '../../../server/db/index.ts';
import { seedIfEmpty } from '../../../server/db/seed/index.ts';
import { TEST_SEEDS } from '../../../server/test/seed/index.ts';

const into = process.argv[2];
if (!into) throw new Error('usage: db-template.ts <folder>');
const dataDir = path.resolve(into);
rmSync(dataDir, { recursive: true, force: true });
const db = await openDb({ dataDir });
try {
  await migrate(db);
  await seedIfEmpty(db, undefined, TEST_SEEDS);
} finally {
  await db.close();
}
console.log(`e2e database template in ${dataDir}`);
