// npm run config:pull [-- --url http://127.0.0.1:4310] [--out spec/config]
// Writes the active config version (what staff published in the studio) into spec/config, so it
// can be committed; then `npm run codegen` builds it into the SPA. With --url the version comes
// from that running server; without it, from the database (DATABASE_URL, else the embedded one
// in DATA_DIR or .data/pglite; stop a server that uses the embedded database first).
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  pullFromDb,
  pullFromServer,
  writeConfigFiles,
  type PulledConfig,
} from '../server/config/pull.ts';
import { openDb } from '../server/db/index.ts';

const { values } = parseArgs({
  options: { url: { type: 'string' }, out: { type: 'string' } },
});

async function pull(): Promise<PulledConfig> {
  if (values.url) return pullFromServer(values.url);
  const db = await openDb();
  try {
    return await pullFromDb(db);
  } catch (e) {
    throw new Error(
      `no config versions in ${db.location} (${(e as Error).message}); start the server once, or pass --url`,
    );
  } finally {
    await db.close();
  }
}

let pulled: PulledConfig;
try {
  pulled = await pull();
} catch (e) {
  console.error(`config:pull: ${(e as Error).message}`);
  process.exit(1);
}

const result = writeConfigFiles(pulled, values.out ? path.resolve(values.out) : undefined);
if (result.problems.length) {
  console.error(`version ${pulled.version} does not pass the config checker; nothing written:`);
  for (const p of result.problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(
  result.written.length
    ? `version ${pulled.version}: wrote ${result.written.map((f) => path.relative(process.cwd(), f)).join(', ')}`
    : `version ${pulled.version}: spec/config already matches`,
);
if (result.written.length) console.log('next: npm run codegen');
