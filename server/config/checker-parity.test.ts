// @vitest-environment node
// One checker: for the same broken config, codegen (reading spec/config files from disk) and the
// server (checking a draft) report exactly the same one-line problems.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfigs } from '../../codegen/steps/config-modules.ts';
import { SpecError, formatProblem } from '../../codegen/lib/report.ts';
import { builtInFiles, ROOT_DIR, type ConfigFiles } from './files.ts';
import { checkFiles } from './store.ts';

type Files = Record<string, any>;

function codegenProblems(files: ConfigFiles): string[] {
  const root = mkdtempSync(path.join(tmpdir(), 'config-parity-'));
  try {
    cpSync(path.join(ROOT_DIR, 'spec', 'config'), path.join(root, 'spec', 'config'), {
      recursive: true,
    });
    for (const [name, data] of Object.entries(files))
      writeFileSync(path.join(root, 'spec', 'config', `${name}.json`), JSON.stringify(data));
    loadConfigs(root);
    return [];
  } catch (e) {
    if (e instanceof SpecError) return e.problems.map(formatProblem);
    throw e;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const table: [string, (f: Files) => void][] = [
  ['unchanged', () => {}],
  ['broken condition', (f) => (f['popup-chain'].steps[2].when = 'userRoleType == ')],
  ['unknown session field', (f) => (f.menus.intro.items[1].when = 'isVip')],
  [
    'missing message key',
    (f) => {
      const check = f.menus.management.items.find((i: Files) => i.checks?.length).checks[0];
      delete f['messages.ko'].guards[check.message];
    },
  ],
  ['negative price', (f) => (f.products.products[0].unitPrices['30'] = -100)],
  ['unknown group', (f) => (f.products.products[3].group = 'nope')],
  ['duplicate step id', (f) => (f['popup-chain'].steps[1].id = f['popup-chain'].steps[0].id)],
  ['no price for the default period', (f) => (f.products.products[0].defaultDay = 45)],
];

describe('codegen and the server report the same problems', () => {
  it.each(table)('%s', (_name, edit) => {
    const files = structuredClone(builtInFiles()) as Files;
    edit(files);
    const server = checkFiles(files as ConfigFiles);
    expect(server).toEqual(codegenProblems(files as ConfigFiles));
    if (_name !== 'unchanged') expect(server.length).toBeGreaterThan(0);
  });
});
