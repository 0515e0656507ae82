// @vitest-environment node
// What staff publish is what the server runs: every rule of a request reads the request's one
// config version (slots, products in use, role choices and their wording, order prices), staff
// cannot publish developer wiring, and versions are overlays merged field by field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, freshApp, login, type App } from './test/helpers.ts';
import { publishThroughReview } from './test/review.ts';

let app: App;
let cleanup: () => void;
let staff: string;
let editor: string;
let approver: string;

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('config-versions'));
  staff = await login(app, 'staff@demo.kr');
  // A second staff account that edits and publishes (editor@demo.kr only edits).
  editor = await login(app, 'preview@demo.kr');
  approver = await login(app, 'approver@demo.kr');
}, 120_000);
afterAll(async () => {
  await app?.close();
  cleanup?.();
});

type Files = Record<string, any>;

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(app)(...args);

const draftOf = async (who: string) => (await call('GET', '/studio/config/draft', who)).json.result;

/** Edits the caller's draft (from the version it is based on) and saves it. */
async function save(
  who: string,
  edit: (f: Files) => void,
  base?: { files: Files; baseVersion: number },
) {
  const d = base ?? (await draftOf(who));
  const files = structuredClone(d.files);
  edit(files);
  return call('PUT', '/studio/config/draft', who, { baseVersion: d.baseVersion, files });
}

async function publish(who: string, edit: (f: Files) => void, note = '테스트 게시') {
  const s = await save(who, edit);
  expect(s.status, JSON.stringify(s.json)).toBe(200);
  const direct = await call('POST', '/studio/config/publish', who, { note });
  // Prices, package tiers and new products go live through an approved review request.
  if (direct.status !== 409 || !direct.json.needsReview) return direct;
  return publishThroughReview(call, { author: who, approver, publisher: who }, note);
}

const future = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

describe('developer wiring cannot be published', () => {
  it('refuses the platform header at its pointer, and every login keeps working', async () => {
    const s = await save(staff, (f) => (f.ui.request.appPlatform = 'web2'));
    expect(s.status).toBe(200);
    expect(s.json.result.problems).toContainEqual({
      file: 'ui',
      pointer: '/request/appPlatform',
      code: 'owner.developer',
      params: {},
    });
    const p = await call('POST', '/studio/config/publish', staff, { note: '플랫폼' });
    expect(p.status).toBe(400);
    expect(p.json.problems[0].code).toBe('owner.developer');
    const loginAgain = await call('POST', '/user/login', undefined, {
      email: 'sub@demo.kr',
      password: 'demo1234!',
    });
    expect(loginAgain.status).toBe(200);
    // Back to a clean draft.
    await save(staff, (f) => (f.ui.request.appPlatform = 'web'));
  });

  it('refuses a text turned into a list (the schema allows both; the code reads a text)', async () => {
    const s = await save(staff, (f) => (f['messages.ko'].header.userMenu = ['{name}님 메뉴']));
    expect(s.json.result.problems).toEqual([
      {
        file: 'messages.ko',
        pointer: '/header/userMenu',
        code: 'schema.type',
        params: { type: 'string' },
      },
    ]);
    await save(staff, (f) => (f['messages.ko'].header.userMenu = '{name}님 메뉴'));
  });

  it('refuses the position lists (legal roles: 000 §5, 001 §3)', async () => {
    const s = await save(staff, (f) => (f.ui.positions.master = [0, 1, 2]));
    expect(s.json.result.problems.map((p: any) => [p.pointer, p.code])).toEqual([
      ['/positions/master', 'owner.developer'],
    ]);
    await save(staff, (f) => (f.ui.positions.master = [0, 2]));
  });
});

describe('every rule of a request reads the published version', () => {
  it('the role refusal (419) is worded from the published position names', async () => {
    const p = await publish(staff, (f) => (f['messages.ko'].positions['1'] = '소속 중개사'));
    expect(p.status, JSON.stringify(p.json)).toBe(200);
    const sub = await login(app, 'sub@demo.kr');
    const r = await call('POST', '/agent/set-role2', sub, { roleType: 0 });
    expect(r.status).toBe(419);
    expect(r.json.msg).toBe('소속 계정은 소속 중개사만 선택할 수 있습니다.');
  });

  it('slots follow a published package tier, as prices do', async () => {
    const master = await login(app, 'master@demo.kr');
    const slots = async () =>
      (await call('GET', '/room/dabang-list', master)).json.result.slots.total;
    const before = await slots();
    // A package line active today: 패키지 마스터 (family normal, 30 days: 10 slots).
    const order = await call('POST', '/product/order', master, {
      items: [{ type: 25, day: 30, quantity: 1, periodFrom: today() }],
      agreePaidTerms: true,
    });
    expect(order.status, JSON.stringify(order.json)).toBe(200);
    expect(await slots()).toBe(before + 10);
    const p = await publish(staff, (f) => {
      const tier = f.products.packageFamilies.normal.tiers.find((t: any) => t.day === 30);
      tier.slots = 12;
    });
    expect(p.status, JSON.stringify(p.json)).toBe(200);
    expect(await slots()).toBe(before + 12);
  });

  it('a newly published ad product counts as a product in use on the dashboard', async () => {
    const buyer = await login(app, 'buyer@demo.kr');
    const using = async () =>
      (await call('GET', '/dashboard/summary', buyer)).json.result.usingItems;
    expect((await using()).useItem).toBe(false);
    const p = await publish(staff, (f) => {
      const base = f.products.products.find((x: any) => x.key === 'general_allinone');
      f.products.products.push({
        ...base,
        type: 95,
        key: 'general_new_test',
        label: '새 광고 상품',
        unitPrices: { '30': 5000 },
      });
    });
    expect(p.status, JSON.stringify(p.json)).toBe(200);
    const order = await call('POST', '/product/order', buyer, {
      items: [{ type: 95, day: 30, quantity: 1, periodFrom: today(), expectedTotal: 5000 }],
      agreePaidTerms: true,
    });
    expect(order.status, JSON.stringify(order.json)).toBe(200);
    expect((await using()).useItem).toBe(true);
  });
});

describe('brokers pay what they saw', () => {
  it("a publish that leaves a line's price alone does not disturb its checkout; a changed price is refused per line", async () => {
    const master = await login(app, 'master@demo.kr');
    const line = { type: 0, day: 30, quantity: 1, periodFrom: future(5) };
    const seen = 3300;
    const p = await publish(staff, (f) => (f.products.products[1].unitPrices['30'] += 100));
    expect(p.status, JSON.stringify(p.json)).toBe(200);
    const ok = await call('POST', '/product/order', master, {
      items: [{ ...line, expectedTotal: seen }],
      configVersion: 0,
      agreePaidTerms: true,
    });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    const p2 = await publish(staff, (f) => (f.products.products[0].unitPrices['30'] = 3600));
    expect(p2.status).toBe(200);
    const stale = await call('POST', '/product/order', master, {
      items: [{ ...line, expectedTotal: seen }],
      agreePaidTerms: true,
    });
    expect(stale.status).toBe(409);
    expect(stale.json.lines).toEqual([{ index: 0, expected: 3300, actual: 3600 }]);
  });
});

describe("two staff never erase each other's work", () => {
  it('merges a save on an older base field by field, and asks only about the same field', async () => {
    const mine = await draftOf(editor);
    const p = await publish(staff, (f) => (f['messages.ko'].gongsil.title = '공실 목록 (staff)'));
    expect(p.status).toBe(200);
    const merged = await save(
      editor,
      (f) => (f['messages.ko'].cart.checkout = '결제 (editor)'),
      mine,
    );
    expect(merged.status, JSON.stringify(merged.json)).toBe(200);
    expect(merged.json.result.baseVersion).toBe(p.json.result.version);
    expect(merged.json.result.files['messages.ko'].gongsil.title).toBe('공실 목록 (staff)');
    expect(merged.json.result.files['messages.ko'].cart.checkout).toBe('결제 (editor)');
    const pub = await call('POST', '/studio/config/publish', editor, { note: '편집자 게시' });
    expect(pub.status).toBe(200);
    const c = (await call('GET', '/config')).json.result;
    const texts = c.overlay['messages.ko'].map((o: any) => [o.path, o.value]);
    expect(texts).toContainEqual(['/gongsil/title', '공실 목록 (staff)']);
    expect(texts).toContainEqual(['/cart/checkout', '결제 (editor)']);

    const old = await draftOf(staff);
    await publish(editor, (f) => (f['messages.ko'].gongsil.title = '공실 (editor)'));
    const clash = await save(staff, (f) => (f['messages.ko'].gongsil.title = '공실 (staff)'), old);
    expect(clash.status).toBe(409);
    expect(clash.json.conflicts).toEqual([
      {
        file: 'messages.ko',
        path: '/gongsil/title',
        pointer: '/gongsil/title',
        base: '공실 목록 (staff)',
        mine: '공실 (staff)',
        theirs: '공실 (editor)',
      },
    ]);
    const chosen = await call('PUT', '/studio/config/draft', staff, {
      baseVersion: old.baseVersion,
      files: {
        ...old.files,
        'messages.ko': {
          ...old.files['messages.ko'],
          gongsil: { ...old.files['messages.ko'].gongsil, title: '공실 (staff)' },
        },
      },
      resolutions: { 'messages.ko#/gongsil/title': 'mine' },
    });
    expect(chosen.status, JSON.stringify(chosen.json)).toBe(200);
    expect(chosen.json.result.files['messages.ko'].gongsil.title).toBe('공실 (staff)');
  });
});

describe('versions are overlays over the build', () => {
  it('a stored change whose field this build no longer accepts is dropped and reported; the rest stays', async () => {
    const active = (await call('GET', '/config')).json.result.version;
    const overlay = {
      'messages.ko': [
        { op: 'set', path: '/gongsil/title', value: '남는 변경' },
        { op: 'set', path: '/gongsil/removedByDeveloper', value: '없어진 키' },
      ],
      ui: [{ op: 'set', path: '/toast/autoHideMs', value: 'not a number' }],
    };
    const [author] = await app.db.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'staff@demo.kr'",
    );
    await app.db.query(
      `INSERT INTO config_versions (version, parent_version, overlay, schema_hash, author_id, note)
       VALUES (900, $1, $2::jsonb, '', $3, '이전 빌드의 버전')`,
      [active, JSON.stringify(overlay), author!.id],
    );
    const v = await call('GET', '/studio/config/versions/900', staff);
    expect(v.status).toBe(200);
    expect(v.json.result.files['messages.ko'].gongsil.title).toBe('남는 변경');
    expect(v.json.result.files.ui.toast.autoHideMs).toBe(5000);
    expect(v.json.result.dropped.map((d: any) => d.path).sort()).toEqual([
      '/gongsil/removedByDeveloper',
      '/toast/autoHideMs',
    ]);
    await app.db.query('DELETE FROM config_versions WHERE version = 900');
  });

  it('converts versions stored as whole files, keeping staff changes and leaving wiring out', async () => {
    const { upgradeStoredConfig } = await import('./config/upgrade.ts');
    const v1 = (await call('GET', '/studio/config/versions/1', staff)).json.result.files;
    const files = structuredClone(v1);
    files.ui.request.appPlatform = 'web2';
    files.products.products[0].label = '옛 형식';
    const [author] = await app.db.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'staff@demo.kr'",
    );
    await app.db.query(
      `INSERT INTO config_versions (version, parent_version, files, schema_hash, author_id, note)
       VALUES (901, 0, $1::jsonb, 'old', $2, '통째 저장')`,
      [JSON.stringify(files), author!.id],
    );
    await upgradeStoredConfig(app.db);
    const v = (await call('GET', '/studio/config/versions/901', staff)).json.result;
    expect(v.files.products.products[0].label).toBe('옛 형식');
    expect(v.files.ui.request.appPlatform).toBe('web');
    await app.db.query('DELETE FROM config_versions WHERE version = 901');
  });
});
