// @vitest-environment node
// Every installed package runs on the oldest Node the project supports (package.json engines,
// the 20.x the machines here run): npm installs a package whose engines exclude the running
// Node with only a warning, and one that wants Node 22 can stop working on 20 at any update.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

describe('Node version', () => {
  it('every package of the lockfile accepts the oldest Node package.json allows', () => {
    const oldest = semver.minVersion(read('package.json').engines.node as string)!;
    expect(oldest.major).toBe(20);
    const lock = read('package-lock.json') as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([, p]) => {
        const wants = !Array.isArray(p.engines) ? p.engines?.node : undefined;
        return wants !== undefined && !semver.satisfies(oldest, wants);
      })
      .map(([where, p]) => `${where}@${p.version} needs node ${JSON.stringify(p.engines)}`);
    expect(refusing).toEqual([]);
  });
});
