// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BENCH_TOOLS_DIR, ensureInstalled } from './bench-tools.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');
const BENCH_ONLY = ['lighthouse', 'chrome-launcher', '@stoplight/prism-cli', 'autocannon'];
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function toolsDir(lock: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tools-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'package-lock.json'), lock);
  return dir;
}

/** An installer that only records the call and makes the node_modules folder npm would. */
function recorder() {
  const calls: string[] = [];
  const install = (dir: string) => {
    calls.push(dir);
    mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  };
  return { calls, install };
}

describe('the bench tools (tools/bench)', () => {
  it('installs once, and again only when the lock changes', () => {
    const dir = toolsDir('{"lockfileVersion":3}');
    const { calls, install } = recorder();
    ensureInstalled(dir, install);
    ensureInstalled(dir, install);
    expect(calls).toEqual([dir]);
    writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    ensureInstalled(dir, install);
    expect(calls).toEqual([dir, dir]);
  });

  it('does not mark a failed install as done', () => {
    const dir = toolsDir('{}');
    const failing = () => {
      throw new Error('npm ci failed');
    };
    expect(() => ensureInstalled(dir, failing)).toThrow('npm ci failed');
    const { calls, install } = recorder();
    ensureInstalled(dir, install);
    expect(calls).toEqual([dir]);
  });

  it('are declared in tools/bench and its lock, not in the portal package that npm ci installs', () => {
    const portal = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    const portalLock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
    const tools = JSON.parse(readFileSync(path.join(BENCH_TOOLS_DIR, 'package.json'), 'utf8'));
    const toolsLock = JSON.parse(
      readFileSync(path.join(BENCH_TOOLS_DIR, 'package-lock.json'), 'utf8'),
    );
    for (const name of BENCH_ONLY) {
      expect({ ...portal.dependencies, ...portal.devDependencies }).not.toHaveProperty([name]);
      expect(portalLock.packages).not.toHaveProperty([`node_modules/${name}`]);
      expect(tools.dependencies).toHaveProperty([name]);
      expect(toolsLock.packages[`node_modules/${name}`]?.version).toBe(tools.dependencies[name]);
    }
  });
});
