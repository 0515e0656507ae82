// @vitest-environment node
// One checker: for every case of the shared problem table, codegen (reading spec/config files
// from disk) and the server (a staff draft through the API) report exactly the same lines.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInConfigFiles } from '../../codegen/check/built-in.ts';
import { PROBLEM_TABLE, applyCase } from '../../codegen/check/problem-table.ts';
import { SpecError, formatProblem } from '../../codegen/lib/report.ts';
import { loadConfigs } from '../../codegen/steps/config-modules.ts';
import { freshApp, H, login, type App } from '../test/helpers.ts';
import { EDITABLE, READ_ONLY, ROOT_DIR } from './files.ts';

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

function codegenProblems(files: Record<string, unknown>): string[] {
  const root = mkdtempSync(path.join(tmpdir(), 'config-parity-'));
  try {
    const dir = path.join(root, 'spec', 'config');
    cpSync(path.join(ROOT_DIR, 'spec', 'config'), dir, { recursive: true });
    for (const [name, data] of Object.entries(files))
      writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(data));
    loadConfigs(root);
    return [];
  } catch (e) {
    if (e instanceof SpecError) return e.problems.map(formatProblem);
    throw e;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

// The API carries exactly the editable files (its schema refuses a missing or unknown file), and
// the server checks a draft against the built-in routes and session fields, which staff cannot
// change: a case that edits those has no draft to send.
const builtIn = builtInConfigFiles() as Record<string, unknown>;
const editableCases = PROBLEM_TABLE.filter((c) => {
  const files = applyCase(builtInConfigFiles(), c);
  return (
    EDITABLE.every((n) => n in files) &&
    Object.keys(files).length === 7 &&
    READ_ONLY.every((n) => JSON.stringify(files[n]) === JSON.stringify(builtIn[n]))
  );
});

describe('codegen and the server report the same problems', () => {
  it('covers the refusals the studio must show', () => {
    expect(editableCases.length).toBeGreaterThanOrEqual(9);
  });
  it.each(editableCases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const files = applyCase(builtInConfigFiles(), c);
    expect(codegenProblems(files)).toEqual(c.problems);
    const draft = Object.fromEntries(EDITABLE.map((n) => [n, files[n]]));
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v2/studio/config/draft',
      headers: { ...H, cookie: staff },
      payload: { baseVersion: 0, files: draft },
    });
    expect(put.statusCode, put.body).toBe(200);
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
