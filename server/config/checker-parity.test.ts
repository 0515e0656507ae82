// @vitest-environment node
// One checker: for every case of the shared problem table that staff could make, codegen
// (reading spec/config files from disk) and the server (a staff draft through the API) report
// exactly the same structured problems.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfigs } from '../../codegen/steps/config-modules.ts';
import { PROBLEM_TABLE, applyCase } from '../../config/check/problem-table.ts';
import { builtInCopy, CONFIG_SCHEMAS } from '../../config/files.ts';
import { valueAt } from '../../config/keyed-pointer.ts';
import { diffOverlay } from '../../config/overlay-diff.ts';
import { changesDeveloperField } from '../../config/ownership.ts';
import { ConfigError } from '../../config/problems.ts';
import { CONFIG_REGISTRY, STAFF_FILES } from '../../config/registry.ts';
import { freshApp, H, login, type App } from '../test/helpers.ts';
import { ROOT_DIR } from './pull.ts';

let app: App;
let cleanup: () => void;
let staff: string;

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('parity'));
  staff = await login(app, 'staff@demo.kr');
}, 120_000);
afterAll(async () => {
  await app?.close();
  cleanup?.();
});

function codegenProblems(files: Record<string, unknown>) {
  const root = mkdtempSync(path.join(tmpdir(), 'config-parity-'));
  try {
    const dir = path.join(root, 'spec', 'config');
    cpSync(path.join(ROOT_DIR, 'spec', 'config'), dir, { recursive: true });
    for (const [name, data] of Object.entries(files))
      writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(data));
    loadConfigs(root);
    return [];
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

// The API carries exactly the staff files; developer files stay as built, so a case that edits
// them (or drops or adds a file) has no draft to send; nor does one that changes developer-owned
// fields of a staff file (the publish API refuses those first, server/config-versions.test.ts).
const developerFiles = CONFIG_REGISTRY.filter((e) => e.owner === 'developer').map((e) => e.name);
const staffCases = PROBLEM_TABLE.filter((c) => {
  const files = applyCase(builtInCopy(), c);
  const base = builtInCopy() as Record<string, unknown>;
  return (
    STAFF_FILES.every((n) => n in files) &&
    Object.keys(files).length === CONFIG_REGISTRY.length &&
    developerFiles.every((n) => JSON.stringify(files[n]) === JSON.stringify(base[n])) &&
    STAFF_FILES.every((n) =>
      diffOverlay(CONFIG_SCHEMAS[n], base[n], files[n]).every(
        (op) => !changesDeveloperField(n, CONFIG_SCHEMAS[n], op, valueAt(base[n], op.path)),
      ),
    )
  );
});

describe('codegen and the server report the same problems', () => {
  it('covers the refusals the studio must show', () => {
    expect(staffCases.length).toBeGreaterThanOrEqual(9);
  });

  it.each(staffCases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const files = applyCase(builtInCopy(), c);
    if (!c.onlyWithKnownUsage) expect(codegenProblems(files)).toEqual(c.problems);
    const draft = Object.fromEntries(STAFF_FILES.map((n) => [n, files[n]]));
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v2/studio/config/draft',
      headers: { ...H, cookie: staff },
      payload: { baseVersion: 0, files: draft },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().result.problems).toEqual(c.problems);
    const pub = await app.inject({
      method: 'POST',
      url: '/api/v2/studio/config/publish',
      headers: { ...H, cookie: staff },
      payload: { note: c.name },
    });
    expect(pub.statusCode).toBe(400);
    expect(pub.json().problems).toEqual(c.problems);
  });
});
