// The prepared path on PGlite reads replies itself (pglite-wire.ts): its rows and errors must be
// exactly those of PGlite's own query().
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../test/helpers.ts';
import { copyMigratedInto } from '../test/pglite-template.ts';
import { preparedQuery } from './pglite-prepared.ts';

let lite: PGlite;
let query: ReturnType<typeof preparedQuery>;
const folder = tempDir('pglite-wire');

beforeAll(async () => {
  // A copy of the run's migrated database: a new folder would cost an initdb.
  await copyMigratedInto(folder.dir);
  lite = new PGlite(folder.dir);
  await lite.waitReady;
  query = preparedQuery(lite);
  await lite.exec(`
    CREATE TABLE wire_t (id int PRIMARY KEY, name text, big bigint, ratio double precision,
                    amount numeric, flag boolean, at timestamptz, day date, doc jsonb,
                    tags text[]);
    INSERT INTO wire_t VALUES
      (1, '서울특별시 관악구 신림동 101호', 9007199254740993, 24.5, 12.30, true,
       '2026-11-22 21:00:00.123+09', '2026-11-22', '{"a": [1, "가"]}', ARRAY['x', '나 다']),
      (2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
      (3, '', 0, -0.5, 0, false, 'infinity', '1999-01-01', '[]', '{}');`);
}, 60_000);

afterAll(async () => {
  await lite.close();
  folder.cleanup();
});

describe('PGlite prepared statements read their own replies', () => {
  it('gives the rows PGlite query() gives, for every column type', async () => {
    const sql = 'SELECT * FROM wire_t WHERE id <= $1 ORDER BY id';
    const want = (await lite.query(sql, [3])).rows;
    expect(want).toHaveLength(3);
    // once to prepare, once through the cached statement
    expect(await query(sql, [3])).toEqual(want);
    expect(await query(sql, [3])).toEqual(want);
  });

  it('reads a reply too long for one piece', async () => {
    const sql = `SELECT g AS n, repeat('가', 50) || g AS label FROM generate_series(1, $1::int) g`;
    const rows = await query<{ n: number; label: string }>(sql, [20_000]);
    expect(rows).toHaveLength(20_000);
    expect(rows[19_999]).toEqual({ n: 20_000, label: `${'가'.repeat(50)}20000` });
    expect(rows).toEqual((await lite.query(sql, [20_000])).rows);
  });

  it('throws the error PGlite query() throws, and the next call still works', async () => {
    const sql = 'INSERT INTO wire_t (id, name) VALUES ($1, $2)';
    const theirs = await lite.query(sql, [1, 'dup']).catch((e: unknown) => e);
    const ours = await query(sql, [1, 'dup']).catch((e: unknown) => e);
    expect(ours).toBeInstanceOf(Error);
    const fields = ['message', 'severity', 'code', 'detail', 'schema', 'table', 'constraint'];
    const pick = (e: unknown) =>
      Object.fromEntries(fields.map((f) => [f, (e as Record<string, unknown>)[f]]));
    expect(pick(ours)).toEqual(pick(theirs));
    expect(pick(ours)).toMatchObject({ code: '23505', constraint: 'wire_t_pkey' });
    expect(await query('SELECT name FROM wire_t WHERE id = $1', [1])).toEqual([
      { name: '서울특별시 관악구 신림동 101호' },
    ]);
  });

  it('prepares a statement again when its table changed shape', async () => {
    await lite.exec('CREATE TABLE wire_s (a int); INSERT INTO wire_s VALUES (1);');
    expect(await query('SELECT * FROM wire_s')).toEqual([{ a: 1 }]);
    await lite.exec("ALTER TABLE wire_s ADD COLUMN b text DEFAULT '나'");
    expect(await query('SELECT * FROM wire_s')).toEqual([{ a: 1, b: '나' }]);
  });
});
