// Vitest global setup: a folder for the run's database template (pglite-template.ts), removed
// when the run ends. Nothing is built here, so a run without server tests pays nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_TMP } from './temp-root.ts';

/**
 * One folder for all the server projects of a run (vitest.config.ts: 'node', 'node-isolated'),
 * so the templates are built once (about 5 s of CPU each time), not once per project. Kept on
 * globalThis: vitest may evaluate this module once per project, all in its main process.
 */
const RUN = Symbol.for('broker-portal.pglite-template-root');
type Shared = { root: string; users: number };
const shared = globalThis as typeof globalThis & { [RUN]?: Shared };

export default function setup(project: TestProject) {
  const run = (shared[RUN] ??= {
    root: mkdtempSync(path.join(TEST_TMP, 'broker-pglite-template-')),
    users: 0,
  });
  run.users += 1;
  project.provide('pgliteTemplateRoot', run.root);
  return () => {
    run.users -= 1;
    if (run.users > 0) return;
    rmSync(run.root, { recursive: true, force: true });
    delete shared[RUN];
  };
}
