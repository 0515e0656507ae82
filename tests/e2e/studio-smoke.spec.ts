// The smoke check before a publish, end to end: publishing from the studio first renders the
// draft's broker screens for master@, sub@, role2@ and chain@ in hidden preview frames; a draft
// whose screens render is published, one that breaks a screen is refused with the account, the
// part and the error, and stays a draft. staff@demo.kr's draft is restarted from the active
// version before and after, and anything published is rolled back.
import { request, type APIRequestContext, type Page } from '@playwright/test';
import { test, expect, loginAs, shot, DEMO_PASSWORD } from './support/fixtures';

// Four copies of the app boot one after another in hidden frames, on a shared, busy machine.
test.describe.configure({ timeout: 180_000 });

const STAFF = 'staff@demo.kr';
const API = '/api/v2';
const H = { 'App-Platform': 'web', 'Content-Type': 'application/json' };
const ACCOUNTS = ['master@demo.kr', 'sub@demo.kr', 'role2@demo.kr', 'chain@demo.kr'];
// Each account may take up to the check's own timeout (15 s), then the publish itself.
const CHECKED = { timeout: 90_000 };

let api: APIRequestContext;
let start = 0;

async function result<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: T }).result;
}

const activeVersion = async () =>
  (await result<{ version: number }>(await api.get(`${API}/config`))).version;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test edits any file's shape
type Files = Record<string, any>;

/** Puts `files` in staff's draft on the active version. */
async function putDraft(files: Files) {
  const draft = await api.get(`${API}/studio/config/draft`);
  await result(
    await api.put(`${API}/studio/config/draft`, {
      headers: { ...H, 'If-Match': draft.headers()['etag'] ?? '' },
      data: { baseVersion: await activeVersion(), files },
    }),
  );
}

const activeFiles = async () =>
  (
    await result<{ files: Files }>(
      await api.get(`${API}/studio/config/versions/${await activeVersion()}`),
    )
  ).files;

/**
 * The version the test found active again (a rollback is a new version, so the test compares
 * with the number it found, not a fixed one), and the draft restarted on it.
 */
async function restore() {
  if ((await activeVersion()) !== start) {
    const r = await api.post(`${API}/studio/config/rollback`, {
      headers: H,
      data: { version: start },
    });
    expect(r.status(), await r.text()).toBe(200);
  }
  await putDraft(await activeFiles());
}

test.beforeAll(async ({ baseURL }) => {
  api = await request.newContext({ baseURL });
  await result(
    await api.post(`${API}/user/login`, {
      headers: H,
      data: { email: STAFF, password: DEMO_PASSWORD },
    }),
  );
});

test.beforeEach(async () => {
  start = await activeVersion();
  await putDraft(await activeFiles());
});

test.afterEach(restore);

test.afterAll(async () => {
  await api.dispose();
});

/** Counts the smoke frames the studio opens and the account records it reads for them. */
function watchCheck(page: Page) {
  const seen = { frames: 0, sessions: 0, publishes: 0 };
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/studio/preview-frame' && url.searchParams.get('smoke') === '1')
      seen.frames++;
    if (/\/studio\/accounts\/\d+\/session$/.test(url.pathname)) seen.sessions++;
    if (url.pathname.endsWith('/studio/config/publish')) seen.publishes++;
  });
  return seen;
}

/**
 * The page is no wider than the 1280 px window: nothing (the hidden frames included) widens it.
 * (The window's width less the scrollbar's room, which every page keeps: src/theme/theme.ts.)
 */
async function expectPageWidth(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(clientWidth).toBeGreaterThan(1260);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

async function openPublishTab(page: Page) {
  await page.getByRole('tab', { name: '비교·게시·이력' }).click();
  await expect(page.getByLabel('게시 메모')).toBeVisible({ timeout: 20_000 });
}

test('a draft whose broker screens render passes the check and is published', async ({
  page,
}, testInfo) => {
  const seen = watchCheck(page);
  await loginAs(page, STAFF, '/studio?section=catalogue');
  await page.locator('[data-product-key="general_allinone"]').click();
  await page.getByLabel('상품 이름').fill('점검 통과 올인원');
  await expect(page.getByTestId('draft-status')).toHaveText('초안 저장됨', { timeout: 30_000 });

  await openPublishTab(page);
  await page.getByLabel('게시 메모').fill('점검 통과 확인');
  await page.getByRole('button', { name: '게시하기' }).click();
  const progress = page.getByTestId('smoke-progress');
  await expect(progress).toContainText(/게시 전 점검 중: [1-4]\/4 계정/);
  await expectPageWidth(page);
  await shot(page, testInfo, 'smoke-checking');

  await expect(page.getByText(/버전 v\d+을\(를\) 게시했습니다/)).toBeVisible(CHECKED);
  await expect(progress).toHaveCount(0);
  await expect(page.getByTestId('smoke-failures')).toHaveCount(0);
  expect(await activeVersion()).toBeGreaterThan(start);
  // One hidden frame per sample account, each given that account's record; none is left behind.
  expect(seen).toEqual({ frames: ACCOUNTS.length, sessions: ACCOUNTS.length, publishes: 1 });
  await expect(page.locator('iframe[src*="smoke=1"]')).toHaveCount(0);
  await shot(page, testInfo, 'smoke-passed');
});

test('a draft whose broker screens break is refused with the account, the part and the error', async ({
  page,
}, testInfo) => {
  // The injected fault: every smoke frame throws while its screens load. No draft the server's
  // checker accepts is known to break a screen (that is what the checker is for), so the fault
  // is put into the frames themselves, where a draft's breakage would show; the frame's own
  // tests cover each part failing (src/app/preview-frame/preview-frame-smoke.test.tsx).
  await page.context().addInitScript(() => {
    if (new URLSearchParams(location.search).get('smoke') !== '1') return;
    // When the draft arrives (the frame watches for errors from then on).
    window.addEventListener('message', () =>
      setTimeout(() => {
        throw new Error('점검용으로 넣은 오류');
      }),
    );
  });
  const files = await activeFiles();
  const product = files.products.products.find(
    (p: { key: string }) => p.key === 'general_allinone',
  );
  product.label = '깨지는 화면 확인용 올인원';
  await putDraft(files);
  const seen = watchCheck(page);

  await loginAs(page, STAFF, '/studio?section=publish');
  await expect(page.getByTestId('problem-summary')).toContainText('검사 통과');
  await openPublishTab(page);
  await page.getByLabel('게시 메모').fill('깨지는 화면 확인');
  await page.getByRole('button', { name: '게시하기' }).click();

  const refused = page.getByTestId('smoke-failures');
  await expect(refused).toBeVisible(CHECKED);
  await expect(refused).toContainText(
    '게시 전 점검에서 화면이 깨져 게시하지 않았습니다. 초안은 그대로 남아 있습니다.',
  );
  const lines = refused.getByRole('listitem');
  await expect(lines).toHaveCount(ACCOUNTS.length);
  for (const [i, email] of ACCOUNTS.entries())
    await expect(lines.nth(i)).toContainText(
      new RegExp(`^${email.replace(/\./g, '\\.')} · 화면 스크립트 — .*점검용으로 넣은 오류`),
    );
  await expectPageWidth(page);
  await shot(page, testInfo, 'smoke-refused');

  // Nothing was published and the draft keeps the change.
  expect(seen.publishes).toBe(0);
  expect(await activeVersion()).toBe(start);
  const draft = await result<{ files: Files }>(await api.get(`${API}/studio/config/draft`));
  expect(
    draft.files.products.products.find((p: { key: string }) => p.key === 'general_allinone').label,
  ).toBe('깨지는 화면 확인용 올인원');
  await expect(page.getByRole('button', { name: '게시하기' })).toBeEnabled();
});
