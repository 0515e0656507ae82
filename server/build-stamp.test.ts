// The staleness rule `npm start` rebuilds by: any change to a build input since the stamped build.
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashBuildInputs, isBuildStale, STAMP_FILE } from './build-stamp.ts';

let root: string;
let dist: string;
const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
};
/** What a finished build leaves: the page and the stamp of the inputs it was built from. */
const build = () => {
  write('dist/index.html', '<!doctype html>');
  write(`dist/${STAMP_FILE}`, `${hashBuildInputs(root)}\n`);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-stamp-'));
  dist = path.join(root, 'dist');
  write('spec/openapi.yaml', 'openapi: 3.1.0');
  write('spec/config/messages.ko.json', '{"a":"가"}');
  write('src/main.tsx', 'export {};');
  write('src/app/app.tsx', 'export const App = 1;');
  write('index.html', '<div id="root"></div>');
  write('vite.config.ts', 'export default {};');
  write('README.md', '# readme');
  build();
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start rebuilds when the build inputs changed since the last build', () => {
  it('is fresh right after a build', () => {
    expect(isBuildStale(root, dist)).toBe(false);
  });

  it.each([
    ['an edited source file', () => write('src/app/app.tsx', 'export const App = 2;')],
    ['an edited spec file', () => write('spec/config/messages.ko.json', '{"a":"나"}')],
    ['a new source file', () => write('src/features/x/y.ts', 'export {};')],
    ['a deleted source file', () => unlinkSync(path.join(root, 'src/app/app.tsx'))],
    ['an edited index.html', () => write('index.html', '<div id="app"></div>')],
    ['an edited vite config', () => write('vite.config.ts', 'export default { base: "/" };')],
    [
      'a file renamed with the same content',
      () => {
        unlinkSync(path.join(root, 'src/main.tsx'));
        write('src/index.tsx', 'export {};');
      },
    ],
  ])('is stale after %s', (_what, change) => {
    change();
    expect(isBuildStale(root, dist)).toBe(true);
  });

  it('is stale without a stamp (a build from before stamps) or without a built page', () => {
    unlinkSync(path.join(dist, STAMP_FILE));
    expect(isBuildStale(root, dist)).toBe(true);
    build();
    unlinkSync(path.join(dist, 'index.html'));
    expect(isBuildStale(root, dist)).toBe(true);
  });

  it('stays fresh for changes the bundle never sees: docs, tests, touched but equal files', () => {
    write('README.md', '# changed');
    write('src/app/app.test.tsx', 'it("x", () => {});');
    write('src/testing/render.tsx', 'export {};');
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'src/main.tsx'), later, later);
    expect(isBuildStale(root, dist)).toBe(false);
  });
});
