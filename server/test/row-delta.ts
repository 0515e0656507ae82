// Row counts for a test that asks after thousands of requests (the fuzz): triggers on every
// table keep each table's net inserted-minus-deleted rows in one small table, inside the writing
// transaction (a rolled-back write leaves no trace), so a look is one tiny query instead of a
// count(*) of every table. Equal counts and equal deltas say the same thing. Installs into the
// test's own database copy only.
import { type App } from './helpers.ts';

const FUNCTION = `CREATE OR REPLACE FUNCTION test_row_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO test_row_delta AS d (tbl, n) SELECT TG_TABLE_NAME, count(*) FROM new_rows
      ON CONFLICT (tbl) DO UPDATE SET n = d.n + EXCLUDED.n;
  ELSE
    INSERT INTO test_row_delta AS d (tbl, n) SELECT TG_TABLE_NAME, -count(*) FROM old_rows
      ON CONFLICT (tbl) DO UPDATE SET n = d.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$`;

/** Installs the triggers and returns the reader: one line naming each table's delta so far. */
export async function trackRowCounts(app: App): Promise<() => Promise<string>> {
  const tables = await app.db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'",
  );
  await app.db.exec(
    'CREATE TABLE IF NOT EXISTS test_row_delta (tbl text PRIMARY KEY, n bigint NOT NULL)',
  );
  await app.db.exec(FUNCTION);
  for (const { name } of tables)
    await app.db.exec(
      `CREATE TRIGGER test_row_delta_ins AFTER INSERT ON "${name}" REFERENCING NEW TABLE AS new_rows
         FOR EACH STATEMENT EXECUTE FUNCTION test_row_delta();
       CREATE TRIGGER test_row_delta_del AFTER DELETE ON "${name}" REFERENCING OLD TABLE AS old_rows
         FOR EACH STATEMENT EXECUTE FUNCTION test_row_delta();`,
    );
  return async () => {
    const [r] = await app.db.query<{ d: string | null }>(
      "SELECT string_agg(tbl || ':' || n, ' ' ORDER BY tbl) AS d FROM test_row_delta WHERE n <> 0",
    );
    return r?.d ?? '';
  };
}
