// The demo logins are promised in three places: the README table, what `npm start` prints and
// the seeded users. They must name the same accounts, and each must sign in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../lib/spec.ts';
import { freshApp, login, type App } from '../../test/helpers.ts';
import { ALL_DEMO_ACCOUNTS, DEMO_PASSWORD } from './index.ts';

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

  it('every printed account signs in with the demo password', async () => {
    for (const { email } of ALL_DEMO_ACCOUNTS) {
      // login() throws with the status and body when a sign-in fails.
      expect(await login(app, email, DEMO_PASSWORD), email).toMatch(/=/);
    }
  });
});
