// @vitest-environment node
// The dev server's codegen runs (codegen/lib/dev-plugin.ts): which edits rerun what, and a key-usage
// run that checks the keys and writes only key-usage.ts.
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { codegenScopeFor } from './lib/dev-plugin';
import { regenerate } from './regenerate';

const ROOT = resolve(__dirname, '..');
const temps: string[] = [];
afterEach(() => temps.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function scratchRoot(): string {
  const dir = mkdtempSync(join(tmpdir(), 'regenerate-'));
  temps.push(dir);
  cpSync(join(ROOT, 'spec'), join(dir, 'spec'), { recursive: true });
  // Generated files are formatted with the project's Prettier options.
  cpSync(join(ROOT, '.prettierrc.json'), join(dir, '.prettierrc.json'));
  return dir;
}

describe('codegenScopeFor', () => {
  it('reruns everything for spec/, codegen/ and config/, the key-usage step for the sources it scans', () => {
    expect(codegenScopeFor('spec/openapi.yaml')).toBe('all');
    expect(codegenScopeFor('spec/config/messages.ko.json')).toBe('all');
    expect(codegenScopeFor('codegen/steps/api-zod.ts')).toBe('all');
    expect(codegenScopeFor('config/check/index.ts')).toBe('all');
    expect(codegenScopeFor('src/features/rooms/screens/room-dabang-list-screen.tsx')).toBe(
      'key-usage',
    );
    expect(codegenScopeFor('server/handlers/user.ts')).toBe('key-usage');
    expect(codegenScopeFor('server/test/helpers.ts')).toBe('key-usage');
  });

  it('ignores tests, generated modules and files outside what codegen reads', () => {
    expect(codegenScopeFor('codegen/codegen.test.ts')).toBeNull();
    expect(codegenScopeFor('src/features/rooms/screens/room-table.test.tsx')).toBeNull();
    expect(codegenScopeFor('src/generated/config/key-usage.ts')).toBeNull();
    expect(codegenScopeFor('domain/pricing.ts')).toBeNull();
    expect(codegenScopeFor('README.md')).toBeNull();
  });
});

describe('regenerate key-usage', () => {
  it('writes key-usage.ts and leaves every other generated file alone', async () => {
    const root = scratchRoot();
    const leftover = join(root, 'src/generated/config/leftover.ts');
    mkdirSync(join(root, 'src/generated/config'), { recursive: true });
    writeFileSync(leftover, 'export {};\n');
    const r = await regenerate(root, 'key-usage');
    expect(r).toEqual({ ok: true, updated: ['src/generated/config/key-usage.ts'] });
    expect(readFileSync(join(root, 'src/generated/config/key-usage.ts'), 'utf8')).toBe(
      readFileSync(join(ROOT, 'src/generated/config/key-usage.ts'), 'utf8'),
    );
    expect(existsSync(leftover)).toBe(true);
    expect(existsSync(join(root, 'src/generated/api/zod.ts'))).toBe(false);
  });

  it('reports a message key no source reads', async () => {
    const root = scratchRoot();
    const file = join(root, 'spec/config/messages.ko.json');
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { common: Record<string, string> };
    doc.common.neverReadAnywhere = '아무도 읽지 않는 문구';
    writeFileSync(file, JSON.stringify(doc, null, 2));
    const r = await regenerate(root, 'key-usage');
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.problems).toContain('common/neverReadAnywhere');
  });
});
