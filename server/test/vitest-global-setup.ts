// Vitest global setup: a folder for the run's database template (pglite-template.ts), removed
// when the run ends. Nothing is built here, so a run without server tests pays nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_TMP } from './temp-root.ts';

export default function setup(project: TestProject) {
  const root = mkdtempSync(path.join(TEST_TMP, 'broker-pglite-template-'));
  project.provide('pgliteTemplateRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}
