// The demo logins are promised in three places: the README table, what `npm start` prints and
// the seeded users. They must name the same accounts, and each must sign in. The tests' own
// accounts (server/test/seed/) sign in on the test servers and are never in the product seed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../lib/spec.ts';
import { freshApp, login, tempDir, type App } from '../../test/helpers.ts';
import { copyMigratedInto } from '../../test/pglite-template.ts';
import { TEST_ACCOUNTS } from '../../test/seed/index.ts';
import { openDb } from '../index.ts';
import { ALL_DEMO_ACCOUNTS, DEMO_PASSWORD, seedIfEmpty } from './index.ts';

const readmeEmails = () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('## Demo logins'));
  return [...table.slice(0, table.indexOf('\n## ', 3)).matchAll(/^\| ([\w.-]+@demo\.kr) /gm)].map(
    (m) => m[1],
  );
};

describe('demo accounts', () => {
  let app: App;
  let cleanup: () => void;
  beforeAll(async () => {
    ({ app, cleanup } = await freshApp('demo-accounts'));
  }, 120_000);
  afterAll(async () => {
    await app.close();
    cleanup();
  });

  it('the README lists exactly the accounts npm start prints', () => {
    expect(readmeEmails()).toEqual(ALL_DEMO_ACCOUNTS.map((a) => a.email));
  });

  it('every printed account and every test account signs in with the demo password', async () => {
    for (const { email } of [...ALL_DEMO_ACCOUNTS, ...TEST_ACCOUNTS]) {
      // login() throws with the status and body when a sign-in fails.
      expect(await login(app, email, DEMO_PASSWORD), email).toMatch(/=/);
    }
  });

  it('the product seed holds every printed account and none of the test accounts', async () => {
    const t = tempDir('product-seed');
    await copyMigratedInto(t.dir);
    const db = await openDb({ dataDir: t.dir });
    try {
      await seedIfEmpty(db);
      const emails = (await db.query<{ email: string }>('SELECT email FROM users')).map(
        (r) => r.email,
      );
      expect(emails).toEqual(expect.arrayContaining(ALL_DEMO_ACCOUNTS.map((a) => a.email)));
      expect(TEST_ACCOUNTS.filter((a) => emails.includes(a.email))).toEqual([]);
    } finally {
      await db.close();
      t.cleanup();
    }
  }, 60_000);
});
