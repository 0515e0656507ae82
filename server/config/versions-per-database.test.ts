// Config versions are numbered per database, and the resolved versions, rollouts and segment
// memberships are cached in the process: each database keeps its own, so two databases in one
// process (the server tests' shared workers, `npm run dev` rebuilding its app) never read each
// other's version 1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../db/index.ts';
import { tempDir } from '../test/helpers.ts';
import { copyTemplateInto } from '../test/pglite-template.ts';
import { activeConfig, configOfVersion, publishOverlay } from './versions.ts';

const LABEL = '/products/[key=general_allinone]/label';
const folders: (() => void)[] = [];
const dbs: Db[] = [];

async function databaseWithVersion1(label: string): Promise<Db> {
  const { dir, cleanup } = tempDir('versions-per-db');
  folders.push(cleanup);
  await copyTemplateInto(dir);
  const db = await openDb({ dataDir: dir });
  dbs.push(db);
  const [staff] = await db.query<{ id: number }>(
    "SELECT id FROM users WHERE email = 'staff@demo.kr'",
  );
  const version = await publishOverlay(db, {
    overlay: { products: [{ op: 'set', path: LABEL, value: label }] },
    parent: 0,
    authorId: staff!.id,
    note: label,
    action: 'publish',
  });
  expect(version).toBe(1);
  return db;
}

const labelOf = (files: { products: unknown }) =>
  (files.products as { products: { key: string; label: string }[] }).products.find(
    (p) => p.key === 'general_allinone',
  )?.label;

let a: Db;
let b: Db;
beforeAll(async () => {
  a = await databaseWithVersion1('A의 상품');
  b = await databaseWithVersion1('B의 상품');
}, 120_000);
afterAll(async () => {
  await Promise.all(dbs.map((db) => db.close()));
  folders.forEach((cleanup) => cleanup());
});

describe('two databases in one process, each with its own version 1', () => {
  it('each runs its own version 1, read directly or inside a transaction', async () => {
    expect(labelOf((await activeConfig(a)).files)).toBe('A의 상품');
    expect(labelOf((await activeConfig(b)).files)).toBe('B의 상품');
    expect(labelOf((await b.tx((q) => configOfVersion(q, 1)))!.files)).toBe('B의 상품');
    expect(labelOf((await a.tx((q) => configOfVersion(q, 1)))!.files)).toBe('A의 상품');
  });

  it('a transaction reads the version its database cached (one resolve per version)', async () => {
    const direct = await configOfVersion(a.query, 1);
    expect(await a.tx((q) => configOfVersion(q, 1))).toBe(direct);
  });
});
