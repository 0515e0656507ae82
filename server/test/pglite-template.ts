// Two embedded databases per test run, copied into each test's folder instead of built again:
// "migrated" (every migration, no rows) and "seeded" (that plus the demo data and the tests' own
// accounts, server/test/seed/). A new PGlite
// folder starts with initdb (about 6 s of CPU, over 20 s of wall time on a loaded machine);
// copying a finished folder costs under a second. Tests that seed at a faked clock or at
// another work factor, or write their own rows, start from "migrated"; the rest from "seeded".
// The first file that asks builds a template; vitest-global-setup.ts names the run's folder and
// deletes it at the end.
import {
  appendFileSync,
  closeSync,
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { migrate, openDb } from '../db/index.ts';
import { seedIfEmpty } from '../db/seed/index.ts';
import { TEST_SEEDS } from './seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateRoot: string;
  }
}

type Stage = 'migrated' | 'seeded';

const copy = (from: string, to: string) =>
  cpSync(from, to, { recursive: true, mode: constants.COPYFILE_FICLONE });

/** Test databases hold a few MB: PGlite's default 128 MB buffer pool cost half of each start
 * (0.45 → 0.22 s of CPU per open measured), paid by every copy. Production keeps the default. */
const TEST_SETTINGS = `
# server/test/pglite-template.ts: a small buffer pool for the small test databases.
shared_buffers = 16MB
`;

async function buildStage(root: string, stage: Stage, into: string): Promise<void> {
  // The seeded template starts as a copy of the migrated one: one initdb per run.
  if (stage === 'seeded') copy(await template(root, 'migrated'), into);
  const db = await openDb({ dataDir: into });
  try {
    await migrate(db);
    if (stage === 'seeded') await seedIfEmpty(db, undefined, TEST_SEEDS);
  } finally {
    await db.close();
  }
  // Read at the next start: the seeded template and every copy get it.
  if (stage === 'migrated') appendFileSync(path.join(into, 'postgresql.conf'), TEST_SETTINGS);
}

// How long a file waits for another worker's build before building its own; performance.now(),
// since some files fake Date.
const WAIT_FOR_OTHER_MS = 180_000;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the stage's build lock (a file holding this process id): true when taken; false while
 * another live process holds it. A lock left by a process that died (a worker ended when its
 * file timed out mid-build) is removed, so the next file builds instead of waiting on nothing. */
function takeLock(lock: string): boolean {
  try {
    const fd = openSync(lock, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch {
    let holder = NaN;
    try {
      holder = Number(readFileSync(lock, 'utf8'));
    } catch {
      return false; // removed meanwhile: try again on the next round
    }
    // An empty file: its holder is between creating and writing it.
    if (holder > 0 && !alive(holder)) rmSync(lock, { force: true });
    return false;
  }
}

async function template(root: string, stage: Stage): Promise<string> {
  const ready = path.join(root, stage);
  const started = performance.now();
  // One worker builds each template; with two workers, both files that start first would
  // otherwise each run initdb.
  while (!existsSync(ready) && performance.now() - started < WAIT_FOR_OTHER_MS) {
    if (takeLock(path.join(root, `${stage}.lock`))) break;
    await new Promise((r) => setTimeout(r, 200));
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
