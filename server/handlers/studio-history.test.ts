// @vitest-environment node
// Contract of the studio's history, comparison and import operations (tag studio): each answer
// checked against spec/openapi.yaml, the audit rows the server writes shown with what they
// changed, and an exported version read back and checked like a publish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specFileText } from '../../domain/config-file-text.ts';
import { apiCaller, freshApp, login, specCaller, type App } from '../test/helpers.ts';

let app: App;
let cleanup: () => void;
let staff: string;
let broker: string;

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('studio-history'));
  staff = await login(app, 'staff@demo.kr');
  broker = await login(app, 'master@demo.kr');
}, 120_000);
afterAll(async () => {
  await app?.close();
  cleanup?.();
});

type Files = Record<string, any>;

const checked = specCaller(() => app);

const call = apiCaller;
/** Publishes `edit` of the active version's files (a rollback leaves the draft as it was). */
async function publishEdit(edit: (f: Files) => void, note: string): Promise<number> {
  const d = (await call(app)('GET', '/studio/config/draft', staff)).json.result;
  const active = await call(app)('GET', `/studio/config/versions/${d.activeVersion}`, staff);
  const files = active.json.result.files;
  edit(files);
  const put = await call(app)('PUT', '/studio/config/draft', staff, {
    baseVersion: d.activeVersion,
    files,
  });
  expect(put.status, JSON.stringify(put.json)).toBe(200);
  const r = await call(app)('POST', '/studio/config/publish', staff, { note });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
  return r.json.result.version;
}

const allinone = (f: Files) => f.products.products.find((p: any) => p.key === 'general_allinone');
const DAY = '/products/[key=general_allinone]/defaultDay';

describe('the audit history: every publish and rollback with who, when, its note and changes', () => {
  it('is staff only', async () => {
    await checked('getStudioHistory', 'GET', '/studio/config/history', undefined);
    const r = await checked('getStudioHistory', 'GET', '/studio/config/history', broker);
    expect(r.status).toBe(403);
  });

  it('shows the rows publish and rollback wrote, newest first, and leaves draft saves out', async () => {
    const published = await publishEdit((f) => (allinone(f).defaultDay = 60), '기본 기간 60일');
    const rollback = await call(app)('POST', '/studio/config/rollback', staff, { version: 0 });
    expect(rollback.status).toBe(200);
    const r = await checked('getStudioHistory', 'GET', '/studio/config/history', staff);
    expect(r.status).toBe(200);
    const { items, total, activeVersion } = r.json.result;
    expect(total).toBe(2);
    expect(activeVersion).toBe(published + 1);
    expect(items.map((i: any) => [i.action, i.version, i.parentVersion, i.author, i.note])).toEqual(
      [
        ['rollback', published + 1, published, 'staff@demo.kr', '버전 0(으)로 되돌림'],
        ['publish', published, 0, 'staff@demo.kr', '기본 기간 60일'],
      ],
    );
    expect(items[1].authorName).toBe('상품운영팀');
    expect(items[1].changes).toEqual([
      {
        file: 'products',
        op: 'set',
        path: DAY,
        before: 30,
        after: 60,
        names: { '/products/[key=general_allinone]': '일반 올인원' },
      },
    ]);
    expect(items[0].changes).toMatchObject([{ path: DAY, before: 60, after: 30 }]);
    expect(items[1].changeCount).toBe(1);
  });

  it('pages, and lists at most 20 changes of an event while counting them all', async () => {
    const version = await publishEdit((f) => {
      for (const p of f.products.products.slice(0, 25)) p.label = `${p.label}!`;
    }, '이름 25개');
    const first = await checked('getStudioHistory', 'GET', '/studio/config/history?limit=1', staff);
    expect(first.json.result.items).toHaveLength(1);
    expect(first.json.result.items[0]).toMatchObject({ version, changeCount: 25 });
    expect(first.json.result.items[0].changes).toHaveLength(20);
    const third = await checked(
      'getStudioHistory',
      'GET',
      '/studio/config/history?limit=1&page=3',
      staff,
    );
    expect(third.json.result.items.map((i: any) => i.action)).toEqual(['publish']);
  });
});

describe('the changes between two versions', () => {
  it('compares a version with the one it was published on, or with any version asked', async () => {
    const r = await checked(
      'getStudioVersionChanges',
      'GET',
      '/studio/config/versions/1/changes',
      staff,
    );
    expect(r.json.result).toMatchObject({ version: 1, from: 0 });
    expect(r.json.result.changes.map((c: any) => c.path)).toEqual([DAY]);
    const back = await checked(
      'getStudioVersionChanges',
      'GET',
      '/studio/config/versions/0/changes?from=1',
      staff,
    );
    expect(back.json.result.changes).toMatchObject([{ path: DAY, before: 60, after: 30 }]);
    const same = await checked(
      'getStudioVersionChanges',
      'GET',
      '/studio/config/versions/2/changes?from=0',
      staff,
    );
    expect(same.json.result.changes).toEqual([]);
  });

  it('answers 404 for a version that does not exist, 403 to a broker', async () => {
    const missing = await checked(
      'getStudioVersionChanges',
      'GET',
      '/studio/config/versions/999/changes',
      staff,
    );
    expect(missing.status).toBe(404);
    const from = await checked(
      'getStudioVersionChanges',
      'GET',
      '/studio/config/versions/1/changes?from=999',
      staff,
    );
    expect(from.status).toBe(404);
    const b = await checked(
      'getStudioVersionChanges',
      'GET',
      '/studio/config/versions/1/changes',
      broker,
    );
    expect(b.status).toBe(403);
  });
});

describe('an exported version read back', () => {
  /** The files of a version as the studio's export writes them. */
  async function exported(version: number, edit: (f: Files) => void = () => {}) {
    const files: Files = (await call(app)('GET', `/studio/config/versions/${version}`, staff)).json
      .result.files;
    edit(files);
    return Object.fromEntries(
      Object.entries(files).map(([name, value]) => [`${name}.json`, specFileText(name, value)]),
    );
  }
  const importing = (files: Record<string, string>, cookie = staff) =>
    checked('postStudioImport', 'POST', '/studio/config/import', cookie, { files });

  it('gives its files, what they change from the active version and no problems', async () => {
    const files = await exported(1);
    const r = await importing({
      ...files,
      'routes.json': '{}',
      'products.schema.json': '{}',
      '._menus.json': 'x',
    });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.result.problems).toEqual([]);
    expect(allinone(r.json.result.files).defaultDay).toBe(60);
    expect(r.json.result.files.products.$schema).toBeUndefined();
    const active = r.json.result.activeVersion;
    expect(active).toBe(3);
    // Version 3 renamed 25 products; version 1 only changed a period.
    expect(r.json.result.changes).toContainEqual(
      expect.objectContaining({ path: DAY, before: 30, after: 60 }),
    );
    expect(r.json.result.changes).toHaveLength(26);
  });

  it('checks the files like a publish: the problems of a bad value, and of a developer field', async () => {
    const files = await exported(0, (f) => {
      allinone(f).unitPrices['30'] = -1;
      f.products.areaFactor = 1;
    });
    const r = await importing(files);
    expect(r.status).toBe(200);
    expect(r.json.result.problems.map((p: any) => [p.file, p.pointer, p.code])).toEqual(
      expect.arrayContaining([
        ['products', '/areaFactor', 'owner.developer'],
        ['products', '/products/0/unitPrices/30', 'schema.minimum'],
      ]),
    );
  });

  it('names in Korean what makes a file unreadable: a missing, unknown or broken file', async () => {
    const files = await exported(0);
    const { 'menus.json': _menus, ...withoutMenus } = files;
    const broken = files['ui.json']!.replace('"layout"', '"layout" "x"');
    const r = await importing({ ...withoutMenus, 'ui.json': broken, 'notes.txt': 'hello' });
    expect(r.status).toBe(400);
    const line = broken.slice(0, broken.indexOf('"layout" "x"')).split('\n').length;
    expect(r.json.msg).toBe(
      `가져온 파일을 읽을 수 없습니다. 알 수 없는 파일입니다: notes.txt menus.json 파일이 없습니다. ui.json ${line}번째 줄의 JSON 형식이 올바르지 않습니다.`,
    );
    const list = await importing({ ...files, 'products.json': '[1, 2]' });
    expect(list.json.msg).toContain(
      'products.json은(는) 설정 파일 형식(중괄호로 된 객체)이 아닙니다.',
    );
  });

  it('is staff only and changes nothing stored', async () => {
    const before = (await call(app)('GET', '/studio/config/draft', staff)).json.result;
    await importing(await exported(1));
    const after = (await call(app)('GET', '/studio/config/draft', staff)).json.result;
    expect(after.revision).toBe(before.revision);
    const b = await importing(await exported(0), broker);
    expect(b.status).toBe(403);
  });
});
