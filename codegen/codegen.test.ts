// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../config/problems';
import { generate } from './cli';
import { SpecError } from './lib/report';
import { writeGenerated } from './lib/write-generated';
import { loadConfigs } from './steps/config-modules';
import { usedKeys } from './steps/key-usage';

const ROOT = resolve(__dirname, '..');
const temps: string[] = [];

/** A scratch copy of spec/ that a test may edit like product staff would. */
function scratchRoot(): string {
  const dir = mkdtempSync(join(tmpdir(), 'codegen-'));
  temps.push(dir);
  cpSync(join(ROOT, 'spec'), join(dir, 'spec'), { recursive: true });
  return dir;
}

// Test edits reach into arbitrary config shapes, as product staff would.
type Doc = any;

function editJson(root: string, rel: string, edit: (doc: Doc) => void): void {
  const file = join(root, rel);
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  edit(doc);
  writeFileSync(file, JSON.stringify(doc, null, 2));
}

function problemsOf(root: string): string[] {
  try {
    loadConfigs(root);
    return [];
  } catch (e) {
    if (e instanceof SpecError || e instanceof ConfigError) return e.message.split('\n');
    throw e;
  }
}

afterEach(() => temps.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('config validation', () => {
  it('accepts the committed spec/config', () => {
    expect(problemsOf(ROOT)).toEqual([]);
  });

  it('reports a condition naming an unknown session field with file, pointer and reason', () => {
    const root = scratchRoot();
    editJson(root, 'spec/config/menus.json', (m) => (m.management.items[1].when = 'hasNaverItm'));
    expect(problemsOf(root)).toEqual([
      'spec/config/menus.json#/management/items/1/when: 알 수 없는 세션 항목 hasNaverItm을(를) 사용했습니다 [condition.unknownField]',
    ]);
  });

  it('reports a popup-chain condition that is not boolean', () => {
    const root = scratchRoot();
    editJson(
      root,
      'spec/config/popup-chain.json',
      (c) => (c.chains[0].steps[2].when = 'userIdx + 1'),
    );
    expect(problemsOf(root)).toEqual([
      'spec/config/popup-chain.json#/chains/0/steps/2/when: 조건식의 결과가 참/거짓이 아닙니다 (int) [condition.notBool]',
    ]);
  });

  it('reports a condition outside the compiled subset', async () => {
    const root = scratchRoot();
    editJson(
      root,
      'spec/config/menus.json',
      (m) => (m.management.items[1].when = 'agentTels.size() > 0'),
    );
    await expect(generate(root)).rejects.toThrow(
      /^spec\/config\/menus\.json#\/management\/items\/1\/when: 메서드 'size'은\(는\) 조건식에 쓸 수 없습니다.*\[condition\.unsupported\]$/,
    );
  });

  it('reports schema violations one line each', () => {
    const root = scratchRoot();
    editJson(root, 'spec/config/routes.json', (r) => {
      r.routes[0].access = 'everyone';
      r.routes[1].colour = 'red';
    });
    expect(problemsOf(root)).toEqual(
      expect.arrayContaining([
        'spec/config/routes.json#/routes/0/access: 허용된 값 중 하나여야 합니다: ["guest","open","auth","mobile"] [schema.enum]',
        'spec/config/routes.json#/routes/1: 알 수 없는 항목 colour이(가) 있습니다 [schema.additionalProperties]',
      ]),
    );
  });

  it('reports a default period with no price, a duplicate type and an unknown linked type', () => {
    const root = scratchRoot();
    editJson(root, 'spec/config/products.json', (p) => {
      p.products[0].defaultDay = 45;
      p.products[1].type = p.products[2].type;
      p.linkedRemovals[0].alsoRemove = [999];
    });
    const problems = problemsOf(root);
    expect(problems).toContain(
      'spec/config/products.json#/products/0/defaultDay: 기본 기간 45일의 가격이 없습니다 [product.noDefaultPrice]',
    );
    expect(
      problems.some((p) =>
        p.startsWith('spec/config/products.json#/products/2/type: 상품 유형 번호 '),
      ),
    ).toBe(true);
    expect(problems).toContain(
      'spec/config/products.json#/linkedRemovals/0/alsoRemove/0: 없는 상품 유형 번호 999입니다 [product.unknownType]',
    );
  });

  it('reports a menu check whose message has no Korean text', () => {
    const root = scratchRoot();
    editJson(
      root,
      'spec/config/menus.json',
      (m) => (m.management.items[3].checks[0].message = 'contractIdentity'),
    );
    editJson(root, 'spec/config/messages.ko.json', (msg) => delete msg.guards.contractIdentity);
    expect(problemsOf(root)).toContain(
      'spec/config/menus.json#/management/items/3/checks/0/message: 안내 문구 guards.contractIdentity이(가) 문구 파일에 없습니다 [menu.noGuardText]',
    );
  });

  it('fails on an invalid committed fixture exactly as CI would print it', () => {
    const root = scratchRoot();
    cpSync(
      join(ROOT, 'codegen/fixtures/invalid-popup-chain.json'),
      join(root, 'spec/config/popup-chain.json'),
    );
    expect(problemsOf(root)).toEqual([
      'spec/config/popup-chain.json#/chains/0/steps/0: 알 수 없는 항목 delayMs이(가) 있습니다 [schema.additionalProperties]',
      'spec/config/popup-chain.json#/chains/0/steps/1/type: 허용된 값 중 하나여야 합니다: ["text-notice","image-notice","role-select","contact-method","verify-tel","no-item","registration-blocked","pending-handling"] [schema.enum]',
    ]);
  });
});

describe('key usage (codegen/steps/key-usage.ts)', () => {
  const sources = [
    'messages.header.logo;',
    'const { status } = messages.gongsil; status[value];',
    'Object.entries(messages.reports.columns)',
  ];
  const doc = {
    header: { logo: 'a', unused: 'b' },
    gongsil: { status: { public: 'c', private: 'd' }, other: 'e' },
    reports: { columns: { a: 'x' } },
    calendar: { prev: 'p' },
  };

  it('counts a token read, a map used whole (indexed, iterated or aliased), and nothing in sections the code never names', () => {
    expect(usedKeys(doc, 'messages', sources)).toEqual([
      'header.logo',
      'gongsil.status.public',
      'gongsil.status.private',
      'gongsil.other',
      'reports.columns.a',
    ]);
  });

  it('codegen fails on a message key nothing reads, one line', () => {
    const root = scratchRoot();
    editJson(root, 'spec/config/messages.ko.json', (m) => (m.common.greeting = '안녕'));
    expect(problemsOf(root)).toEqual([
      'spec/config/messages.ko.json#/common/greeting: 코드에서 쓰지 않는 항목입니다 [key.unused]',
    ]);
  });
});

describe('generated modules follow spec edits without code changes', () => {
  it('a new default period in products.json and a relabelled message reach the generated modules', async () => {
    const root = scratchRoot();
    editJson(root, 'spec/config/products.json', (p) => {
      const general = p.products.find((x: { type: number }) => x.type === 6);
      general.unitPrices['120'] = 12000;
      general.defaultDay = 120;
    });
    editJson(root, 'spec/config/messages.ko.json', (m) => (m.common.close = '창 닫기'));
    const files = await generate(root);
    const products =
      files.find((f) => f.path === 'src/generated/config/products.ts')?.content ?? '';
    const messages =
      files.find((f) => f.path === 'src/generated/config/messages/common.ts')?.content ?? '';
    expect(products).toMatch(/"type": 6,[\s\S]*?"defaultDay": 120/);
    expect(messages).toContain('"close": "창 닫기"');
  }, 60_000);

  it('--check reports stale and unknown generated files and writes nothing', async () => {
    const root = scratchRoot();
    const files = await generate(root);
    expect(await writeGenerated(root, files, false)).toHaveLength(files.length);
    expect(await writeGenerated(root, files, true)).toEqual([]);
    editJson(root, 'spec/config/ui.json', (u) => (u.toast.autoHideMs = 4000));
    writeFileSync(join(root, 'src/generated/config/leftover.ts'), 'export {};\n');
    const stale = await writeGenerated(root, await generate(root), true);
    expect(stale.sort()).toEqual([
      'src/generated/config/leftover.ts',
      'src/generated/config/ui.ts',
    ]);
    expect(readFileSync(join(root, 'src/generated/config/ui.ts'), 'utf8')).toContain('5000');
  }, 120_000);
});
