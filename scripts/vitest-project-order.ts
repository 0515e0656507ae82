import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order in which the test projects (vitest.config.ts) start. Vitest's own order is by
 * project name, so the files that need their own module graph ('node-isolated': several server
 * processes on one PostgreSQL; then also the studio's version tests) ran after every other server
 * test, nearly alone: in the clean-clone run of 2026-11-27 (docs/perf/tests.md) the lane spent
 * about 150 s with less than one file running while those waited on their child processes. Started
 * first, their waits overlap the other files. Each project's files stay together, in vitest's
 * order, so the projects that share a worker between files (`isolate: false`) still do.
 */
const PROJECT_ORDER = ['node-isolated', 'spa-isolated', 'spa-jsdom', 'node', 'spa', 'spa-logic'];

const rank = (spec: TestSpecification) => {
  const i = PROJECT_ORDER.indexOf(spec.project.name);
  return i === -1 ? PROJECT_ORDER.length : i;
};

export default class ProjectOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: within a project, vitest's order stays.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
