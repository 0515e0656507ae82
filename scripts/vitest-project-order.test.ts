// The projects start in the order the lane needs (./vitest-project-order.ts): the waiting
// server files first, each project's files together and in vitest's own order.
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import ProjectOrderSequencer from './vitest-project-order.ts';

const spec = (project: string, moduleId: string) =>
  ({
    project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: false } },
    moduleId,
  }) as unknown as TestSpecification;

// No results or sizes cached, as on a clean clone: vitest keeps the order it was given.
const ctx = {
  cache: { getFileTestResults: () => undefined, getFileStats: () => undefined },
  config: { root: '/' },
} as unknown as Vitest;

describe('ProjectOrderSequencer', () => {
  it('starts the isolated server files first and keeps each project together', async () => {
    const files = [
      spec('node', '/server/fuzz.test.ts'),
      spec('spa', '/src/a.test.tsx'),
      spec('node-isolated', '/server/shared-session.test.ts'),
      spec('spa-logic', '/src/b.test.ts'),
      spec('node', '/server/rooms.test.ts'),
      spec('spa-isolated', '/src/c.test.tsx'),
      spec('node-isolated', '/server/studio.test.ts'),
    ];
    const sorted = await new ProjectOrderSequencer(ctx).sort(files);
    expect(sorted.map((s) => `${s.project.name} ${s.moduleId}`)).toEqual([
      'node-isolated /server/shared-session.test.ts',
      'node-isolated /server/studio.test.ts',
      'spa-isolated /src/c.test.tsx',
      'node /server/fuzz.test.ts',
      'node /server/rooms.test.ts',
      'spa /src/a.test.tsx',
      'spa-logic /src/b.test.ts',
    ]);
  });
});
