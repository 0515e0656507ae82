// A throwaway schema on the PostgreSQL of DATABASE_URL, for the tests that run several
// processes or connections against one database (scripts/with-postgres.sh): each test file gets
// its own schema, so files running side by side never see each other's rows.
import { openDb, type Db } from '../db/index.ts';

export interface TestSchema {
  /** DATABASE_URL with the schema as its search path: give it to every process and pool. */
  url: string;
  /** Drops the schema and everything in it. */
  drop: () => Promise<void>;
}

export async function createTestSchema(databaseUrl: string, prefix: string): Promise<TestSchema> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin: Db = await openDb({ dbUrl: databaseUrl });
  await admin.exec(`CREATE SCHEMA ${name}`);
  const u = new URL(databaseUrl);
  u.searchParams.set('options', `-c search_path=${name}`);
  return {
    url: u.toString(),
    drop: async () => {
      await admin.exec(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
      await admin.close();
    },
  };
}
