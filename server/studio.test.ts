// @vitest-environment node
// Config versions at run time: staff-only studio calls, publish/rollback/history, refusals with
// the checker's structured problems, another window's save (409), ETag, orders priced by version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, freshApp, login, validateResponse, type App } from './test/helpers.ts';
import { publishThroughReview } from './test/review.ts';

let app: App;
let cleanup: () => void;
let staff: string;
let broker: string;
let approver: string;

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('studio'));
  staff = await login(app, 'staff@demo.kr');
  broker = await login(app, 'master@demo.kr');
  approver = await login(app, 'approver@demo.kr');
}, 120_000);
afterAll(async () => {
  await app?.close();
  cleanup?.();
});

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(app)(...args);

type Files = Record<string, any>;
const EMPTY_FILES = { products: {}, 'popup-chain': {}, menus: {}, 'messages.ko': {}, ui: {} };
const draft = async () => (await call('GET', '/studio/config/draft', staff)).json.result;
/** Saves the edit and publishes it; `reviewed`: through a review request another staff
 * account approves, as a change of prices must go (server/handlers/studio-approval.ts). */
async function publishEdit(edit: (f: Files) => void, note: string, reviewed = false) {
  const d = await draft();
  edit(d.files);
  const put = await call('PUT', '/studio/config/draft', staff, {
    baseVersion: d.activeVersion,
    files: d.files,
  });
  expect(put.status, JSON.stringify(put.json)).toBe(200);
  if (reviewed)
    return publishThroughReview(call, { author: staff, approver, publisher: staff }, note);
  return call('POST', '/studio/config/publish', staff, { note });
}

describe('staff only', () => {
  const studioCalls: [string, string, unknown?][] = [
    ['GET', '/studio/config/draft'],
    ['PUT', '/studio/config/draft', { baseVersion: 0, files: EMPTY_FILES }],
    ['POST', '/studio/config/publish', { note: 'x' }],
    ['GET', '/studio/config/versions'],
    ['GET', '/studio/config/versions/0'],
    ['POST', '/studio/config/rollback', { version: 0 }],
  ];
  it.each(studioCalls)('%s %s: guest 401, broker 403', async (method, url, payload) => {
    const guest = await call(method, url, undefined, payload);
    expect(guest.status).toBe(401);
    const b = await call(method, url, broker, payload);
    expect(b.status, JSON.stringify(b.json)).toBe(403);
    expect(b.json).toEqual({ code: 403, msg: '권한이 없습니다.' });
  });

  it('staff sign in as staff; brokers do not', async () => {
    const s = await call('POST', '/user/login', undefined, {
      email: 'staff@demo.kr',
      password: 'demo1234!',
    });
    expect(s.json.result).toEqual({ isLogin: true, isStaff: true });
    const b = await call('POST', '/user/login', undefined, {
      email: 'sub@demo.kr',
      password: 'demo1234!',
    });
    expect(b.json.result.isStaff).toBe(false);
  });

  it('the session call tells the SPA whether the user is staff (it keeps it on reload)', async () => {
    const s = await call('GET', '/user/session', staff);
    expect(validateResponse('getUserSession', 200, s.json)).toBeNull();
    expect(s.json.result.isStaff).toBe(true);
    expect((await call('GET', '/user/session', broker)).json.result.isStaff).toBe(false);
  });
});

describe('config versions', () => {
  it('serves the built-in config as version 0 with condition trees, and 304 on its ETag', async () => {
    const r = await call('GET', '/config');
    expect(r.status).toBe(200);
    expect(validateResponse('getConfig', 200, r.json)).toBeNull();
    expect(r.json.result).toEqual({ version: 0, overlay: {}, conditions: {}, rollout: null });
    // What an office gets depends on its session while a rollout is live: never a shared copy.
    expect(r.headers['cache-control']).toBe('private, no-cache');
    const again = await call('GET', '/config', undefined, undefined, {
      'if-none-match': String(r.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('publishes a draft; the next config read carries only what it changes, and orders price with it', async () => {
    const p = await publishEdit(
      (f) => {
        f.products.products[0].label = '스튜디오 상품';
        f.products.products[0].unitPrices['30'] = 1234;
      },
      '상품명 변경',
      true,
    );
    expect(p.status, JSON.stringify(p.json)).toBe(200);
    expect(p.json.result.version).toBe(1);
    const c = await call('GET', '/config');
    expect(validateResponse('getConfig', 200, c.json)).toBeNull();
    expect(c.json.result.version).toBe(1);
    expect(c.json.result.overlay).toEqual({
      products: [
        { op: 'set', path: '/products/[key=general_allinone]/label', value: '스튜디오 상품' },
        { op: 'set', path: '/products/[key=general_allinone]/unitPrices/30', value: 1234 },
      ],
    });
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const item = { type: 0, day: 30, quantity: 2, periodFrom: future };
    const fresh = await call('POST', '/product/order', broker, {
      items: [{ ...item, expectedTotal: 2468 }],
      configVersion: 1,
      agreePaidTerms: true,
    });
    expect(fresh.status, JSON.stringify(fresh.json)).toBe(200);
    expect(fresh.json.result.total).toBe(2468);
    const [o] = await app.db.query<{ config_version: number }>(
      'SELECT config_version FROM orders WHERE id = $1',
      [fresh.json.result.orderId],
    );
    expect(o!.config_version).toBe(1);
  });

  it("refuses a save over another window's save (stale ETag, 409)", async () => {
    const d = await call('GET', '/studio/config/draft', staff);
    const wrongTag = await call(
      'PUT',
      '/studio/config/draft',
      staff,
      { baseVersion: d.json.result.activeVersion, files: d.json.result.files },
      { 'if-match': '"draft-0-999"' },
    );
    expect(wrongTag.status).toBe(409);
  });

  it('rolls back to an earlier version as a new version; history lists every publish', async () => {
    const r = await call('POST', '/studio/config/rollback', staff, { version: 0 });
    expect(r.status).toBe(200);
    expect(r.json.result.version).toBe(2);
    const c = await call('GET', '/config');
    expect(c.json.result.overlay).toEqual({});
    const h = await call('GET', '/studio/config/versions', staff);
    expect(validateResponse('getStudioVersions', 200, h.json)).toBeNull();
    expect(h.json.result.items.map((i: any) => [i.version, i.note, i.author])).toEqual([
      [2, '버전 0(으)로 되돌림', 'staff@demo.kr'],
      [1, '상품명 변경', 'staff@demo.kr'],
    ]);
    expect(h.json.result.activeVersion).toBe(2);
    const v1 = await call('GET', '/studio/config/versions/1', staff);
    expect(validateResponse('getStudioVersion', 200, v1.json)).toBeNull();
    expect(v1.json.result.files.products.products[0].label).toBe('스튜디오 상품');
    expect((await call('GET', '/studio/config/versions/99', staff)).status).toBe(404);
  });

  it('refuses to publish a version identical to the active one', async () => {
    const active = (await call('GET', '/config')).json.result.version;
    const files = (await call('GET', `/studio/config/versions/${active}`, staff)).json.result.files;
    const put = await call('PUT', '/studio/config/draft', staff, { baseVersion: active, files });
    expect(put.status).toBe(200);
    const r = await call('POST', '/studio/config/publish', staff, { note: '같은 내용' });
    expect(r.status).toBe(400);
    expect(r.json.problems).toEqual([
      { file: '', pointer: '', code: 'publish.unchanged', params: {} },
    ]);
  });
});

describe('publish refuses a draft with problems (400, structured, draft kept)', () => {
  const cases: [string, (f: Files) => void, { file: string; pointer: RegExp; code: string }][] = [
    [
      'a broken condition',
      (f) => (f['popup-chain'].chains[0].steps[2].when = 'userRoleType == '),
      { file: 'popup-chain', pointer: /^\/chains\/0\/steps\/2\/when$/, code: 'condition.invalid' },
    ],
    [
      'an unknown session field',
      (f) => (f['popup-chain'].chains[0].steps[3].when = 'isVip && isCeoSafeAuth'),
      {
        file: 'popup-chain',
        pointer: /^\/chains\/0\/steps\/3\/when$/,
        code: 'condition.unknownField',
      },
    ],
    [
      'a missing message key',
      (f) => {
        const check = f.menus.management.items.find((i: any) => i.checks?.length).checks[0];
        delete f['messages.ko'].guards[check.message];
      },
      {
        file: 'menus',
        pointer: /^\/management\/items\/\d+\/checks\/0\/message$/,
        code: 'menu.noGuardText',
      },
    ],
    [
      'a negative price',
      (f) => (f.products.products[0].unitPrices['30'] = -100),
      { file: 'products', pointer: /^\/products\/0\/unitPrices\/30$/, code: 'schema.minimum' },
    ],
  ];
  it.each(cases)('%s', async (_name, edit, line) => {
    const before = (await call('GET', '/config')).json.result.version;
    const r = await publishEdit(edit, '문제 있는 게시');
    expect(r.status).toBe(400);
    expect(validateResponse('postStudioPublish', 400, r.json)).toBeNull();
    expect(r.json.msg).toBe('설정에 문제가 있어 게시할 수 없습니다.');
    expect(
      r.json.problems.some(
        (p: any) => p.file === line.file && line.pointer.test(p.pointer) && p.code === line.code,
      ),
      JSON.stringify(r.json.problems),
    ).toBe(true);
    expect((await call('GET', '/config')).json.result.version).toBe(before);
    const d = await draft();
    expect(d.problems).toEqual(r.json.problems);
    // Back to a clean draft for the next case.
    const clean = (await call('GET', `/studio/config/versions/${before}`, staff)).json.result.files;
    await call('PUT', '/studio/config/draft', staff, { baseVersion: before, files: clean });
  });
});
