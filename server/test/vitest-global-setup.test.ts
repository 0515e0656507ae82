import { existsSync, rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import setup from './vitest-global-setup.ts';

/** A stand-in for a vitest project: records what the setup provides. */
const project = () => {
  const provided: Record<string, unknown> = {};
  const p = { provide: (key: string, value: unknown) => (provided[key] = value) };
  return { p: p as unknown as TestProject, provided };
};

describe('the run’s database template folder', () => {
  it('is one folder for every server project of the run, removed after the last of them', () => {
    const a = project();
    const b = project();
    const ends = [setup(a.p), setup(b.p)];
    const root = a.provided.pgliteTemplateRoot as string;
    try {
      // Both projects copy the templates the first file builds, instead of each building its own.
      expect(b.provided.pgliteTemplateRoot).toBe(root);
      expect(existsSync(root)).toBe(true);
      ends.shift()!();
      expect(existsSync(root)).toBe(true);
      ends.shift()!();
      expect(existsSync(root)).toBe(false);
    } finally {
      ends.forEach((end) => end());
      rmSync(String(b.provided.pgliteTemplateRoot), { recursive: true, force: true });
    }
  });
});
