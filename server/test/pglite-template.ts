// One migrated and seeded embedded database per test run, copied into each test file's folder.
// A new PGlite folder starts with initdb (about 3 s on an idle machine, over 20 s on a loaded
// one) and then runs every migration and the seed; copying a finished folder skips all three.
// The first file that asks builds the template; vitest-global-setup.ts names the run's folder
// and deletes it at the end.
import { constants, cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { migrate, openDb } from '../db/index.ts';
import { seedIfEmpty } from '../db/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateRoot: string;
  }
}

async function buildTemplate(root: string): Promise<string> {
  const ready = path.join(root, 'template');
  if (existsSync(ready)) return ready;
  // Built aside and renamed into place, so a file running in another worker at the same moment
  // never copies a half-built folder; if that worker renamed first, its template is used.
  const mine = path.join(root, `build-${process.pid}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(mine, { recursive: true });
  const db = await openDb({ dataDir: mine });
  try {
    await migrate(db);
    await seedIfEmpty(db);
  } finally {
    await db.close();
  }
  try {
    renameSync(mine, ready);
  } catch (e) {
    if (!existsSync(ready)) throw e;
    rmSync(mine, { recursive: true, force: true });
  }
  return ready;
}

/** Fills `dataDir` (empty) with a copy of the run's migrated, seeded database; false when the
 * run has no template folder (a config without vitest-global-setup.ts), then the app builds one
 * itself as before. */
export async function copyTemplateInto(dataDir: string): Promise<boolean> {
  const root = inject('pgliteTemplateRoot');
  if (!root) return false;
  const template = await buildTemplate(root);
  cpSync(template, dataDir, { recursive: true, mode: constants.COPYFILE_FICLONE });
  return true;
}
