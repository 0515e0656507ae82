// Two embedded databases per test run, copied into each test's folder instead of built again:
// "migrated" (every migration, no rows) and "seeded" (that plus the demo data). A new PGlite
// folder starts with initdb (about 6 s of CPU, over 20 s of wall time on a loaded machine);
// copying a finished folder costs under a second. Tests that seed at a faked clock or at
// another work factor, or write their own rows, start from "migrated"; the rest from "seeded".
// The first file that asks builds a template; vitest-global-setup.ts names the run's folder and
// deletes it at the end.
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

type Stage = 'migrated' | 'seeded';

const copy = (from: string, to: string) =>
  cpSync(from, to, { recursive: true, mode: constants.COPYFILE_FICLONE });

async function buildStage(root: string, stage: Stage, into: string): Promise<void> {
  // The seeded template starts as a copy of the migrated one: one initdb per run.
  if (stage === 'seeded') copy(await template(root, 'migrated'), into);
  const db = await openDb({ dataDir: into });
  try {
    await migrate(db);
    if (stage === 'seeded') await seedIfEmpty(db);
  } finally {
    await db.close();
  }
}

// How long a file waits for another worker's build before building its own (that worker may
// have died mid-build); performance.now(), since some files fake Date.
const WAIT_FOR_OTHER_MS = 180_000;

async function template(root: string, stage: Stage): Promise<string> {
  const ready = path.join(root, stage);
  const started = performance.now();
  // One worker builds each template (the mkdir is the lock); with two workers, both files that
  // start first would otherwise each run initdb.
  while (!existsSync(ready) && performance.now() - started < WAIT_FOR_OTHER_MS) {
    try {
      mkdirSync(path.join(root, `${stage}.lock`));
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  if (existsSync(ready)) return ready;
  // Built aside and renamed into place, so a file running in another worker at the same moment
  // never copies a half-built folder; if that worker renamed first, its template is used.
  const mine = path.join(
    root,
    `build-${stage}-${process.pid}-${Math.random().toString(36).slice(2)}`,
  );
  mkdirSync(mine, { recursive: true });
  await buildStage(root, stage, mine);
  try {
    renameSync(mine, ready);
  } catch (e) {
    if (!existsSync(ready)) throw e;
    rmSync(mine, { recursive: true, force: true });
  }
  return ready;
}

async function copyStageInto(stage: Stage, dataDir: string): Promise<boolean> {
  const root = inject('pgliteTemplateRoot');
  if (!root) return false;
  copy(await template(root, stage), dataDir);
  return true;
}

/** Fills `dataDir` (empty) with a copy of the run's migrated, seeded database; false when the
 * run has no template folder (a config without vitest-global-setup.ts), then the app builds one
 * itself as before. */
export const copyTemplateInto = (dataDir: string) => copyStageInto('seeded', dataDir);

/** Fills `dataDir` (empty) with a copy of the run's migrated database without any rows, for a
 * test that seeds it itself (at a faked clock or another bcrypt work factor) or writes its own
 * rows; false as for copyTemplateInto. */
export const copyMigratedInto = (dataDir: string) => copyStageInto('migrated', dataDir);
