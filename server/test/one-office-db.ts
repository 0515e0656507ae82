import { migrate, openDb, type Db } from '../db/index.ts';
import { hashToken } from '../lib/session.ts';
import { tempDir } from './helpers.ts';
import { copyMigratedInto } from './pglite-template.ts';

/**
 * A migrated embedded database with no demo data: one office (id 1) with one user and a signed-in
 * session whose key is returned, for tests that run the handlers' statements on rows they write.
 */
export async function openOneOfficeDb(
  name: string,
): Promise<{ db: Db; key: string; cleanup: () => Promise<void> }> {
  const t = tempDir(name);
  // A copy of the run's migrated database (no initdb); migrate() then has nothing left to do,
  // or builds the schema itself when the run has no template.
  await copyMigratedInto(t.dir);
  const db = await openDb({ dataDir: t.dir });
  await migrate(db);
  const key = hashToken(`${name}-session`);
  await db.exec(`
    INSERT INTO agents (id, name, address, tel, facename, phone, email, business_id, reg_id)
      VALUES (1, '사무소', '서울', '02', '대표', '010', 'a@x.kr', 'B', 'R');
    INSERT INTO users (id, agent_id, email, password_hash, name) VALUES (1, 1, 'a@x.kr', 'x', '대표');
    INSERT INTO sessions (token, user_id, auth_key, expires_at)
      VALUES ('${key}', 1, 'k', now() + interval '1 day');`);
  return {
    db,
    key,
    cleanup: async () => {
      await db.close();
      t.cleanup();
    },
  };
}
