import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations, loginAs, shot } from './support/fixtures';

// Each test drives two browser pages and the server's whole config checker (every save and
// publish): on a shared, busy machine that takes longer than the default 45 s.
test.describe.configure({ timeout: 120_000 });

const API = '/api/v2';
const H = { 'App-Platform': 'web', 'Content-Type': 'application/json' };
// The SPA copy this run serves (tests/e2e/support/serve.ts builds it once, before the tests).
const DIST = process.env.E2E_DIST
  ? path.resolve(process.env.E2E_DIST)
  : path.join('.data', `e2e-${process.env.E2E_PORT ?? 4310}`, 'dist');

/** index.html's hash and time and the asset names: any build would change them. */
function distFingerprint() {
  const index = path.join(DIST, 'index.html');
  return {
    hash: createHash('sha256').update(readFileSync(index)).digest('hex'),
    mtime: statSync(index).mtimeMs,
    assets: readdirSync(path.join(DIST, 'assets')).sort().join(','),
  };
}

async function activeVersion(request: APIRequestContext): Promise<number> {
  const r = await request.get(`${API}/config`);
  return (await r.json()).result.version as number;
}

/** A product as the active version has it (GET /config sends only the version's overlay). */
async function activeProduct(request: APIRequestContext, key: string) {
  const v = await activeVersion(request);
  const r = await request.get(`${API}/studio/config/versions/${v}`);
  const products = (await r.json()).result.files.products.products as {
    key: string;
    label: string;
    defaultDay: number;
  }[];
  return products.find((p) => p.key === key)!;
}

/**
 * Puts the portal back as the test found it: `version`'s files active again (by a rollback,
 * itself a new version) and the staff draft restarted from them, so later specs in the same
 * server see the catalogue they expect and a retry starts clean.
 */
async function restore(request: APIRequestContext, version: number) {
  if ((await activeVersion(request)) !== version) {
    const r = await request.post(`${API}/studio/config/rollback`, {
      headers: H,
      data: { version },
    });
    // A rollback to files equal to the active ones is refused (publish.unchanged): already back.
    const unchanged = r.status() === 400 && (await r.text()).includes('publish.unchanged');
    if (!unchanged) expect(r.status(), await r.text()).toBe(200);
  }
  const active = await activeVersion(request);
  const files = (await (await request.get(`${API}/studio/config/versions/${active}`)).json()).result
    .files;
  const draft = await request.get(`${API}/studio/config/draft`);
  const put = await request.put(`${API}/studio/config/draft`, {
    headers: { ...H, 'If-Match': draft.headers()['etag'] ?? '' },
    data: { baseVersion: active, files },
  });
  expect(put.status(), await put.text()).toBe(200);
}

// Publishing runs the whole config checker on the server: allow for a busy machine.
const SLOW = { timeout: 30_000 };

const savedStatus = (page: Page) =>
  expect(page.getByTestId('draft-status')).toHaveText('초안 저장됨');

async function openProduct(page: Page, key: string) {
  await page.locator(`[data-product-key="${key}"]`).click();
  await expect(page.locator(`[data-product-key="${key}"]`)).toHaveAttribute('aria-current', 'true');
}

/** Opens a section tab; the first open of a section loads its chunk, slow on a busy machine. */
async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true', {
    timeout: 20_000,
  });
}

async function publish(page: Page, note: string) {
  await openTab(page, '비교·게시·이력');
  await page.getByLabel('게시 메모').fill(note);
  await page.getByRole('button', { name: '게시하기' }).click();
  await expect(page.getByRole('button', { name: '게시 중…' })).toHaveCount(0, SLOW);
}

test('staff sign in at /login and land on the studio; brokers get the notice and no studio code', async ({
  page,
  browser,
}, testInfo) => {
  const staffChunks: string[] = [];
  page.on('request', (r) => {
    if (/studio-screen/.test(r.url())) staffChunks.push(r.url());
  });
  await page.goto('/login');
  await page.getByLabel('이메일').fill('staff@demo.kr');
  await page.getByLabel('비밀번호').fill('demo1234!');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/studio$/);
  await expect(page.getByRole('heading', { level: 1, name: '설정 스튜디오' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '광고 상품' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await savedStatus(page);
  expect(staffChunks).toHaveLength(1);
  // Staff run no office: the header has the studio and logout, none of the brokers' menus.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: '설정 스튜디오' })).toBeVisible();
  await expect(header.getByRole('button', { name: '로그아웃' })).toBeVisible();
  for (const name of ['중개관리', '서비스 소개', '업무도구', /님 메뉴/])
    await expect(header.getByRole('button', { name })).toHaveCount(0);
  await expect(header.getByRole('tooltip')).toHaveCount(0);
  await shot(page, testInfo, 'studio-catalogue');
  await expectNoSeriousA11yViolations(page);

  // Nor the brokers' start-up popup chain on /dashboard: its host chunk is never even requested
  // (it would be in the same render as the page).
  const chainRequests: string[] = [];
  page.on('request', (r) => {
    if (/popup-chain-slot|\/notice\/popup/.test(r.url())) chainRequests.push(r.url());
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByRole('link', { name: '설정 스튜디오' })).toBeVisible();
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(chainRequests).toEqual([]);
  await shot(page, testInfo, 'staff-on-dashboard');

  const broker = await browser.newPage();
  const brokerChunks: string[] = [];
  broker.on('request', (r) => {
    if (/studio-screen|catalogue-section|publish-section/.test(r.url())) brokerChunks.push(r.url());
  });
  await loginAs(broker, 'master@demo.kr', '/dashboard');
  await expect(broker.getByRole('banner')).toBeVisible();
  await expect(broker.getByRole('link', { name: /스튜디오/ })).toHaveCount(0);
  await broker.goto('/studio');
  await expect(broker.getByRole('alert')).toContainText('상품 운영 스태프 계정만');
  expect(brokerChunks).toEqual([]);
  await broker.close();
});

test.describe('publishing changes the portal at run time', () => {
  let start = 0;
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'staff@demo.kr', '/studio');
    start = await activeVersion(page.request);
    await restore(page.request, start);
  });
  test.afterEach(async ({ page }) => {
    await restore(page.request, start);
  });

  test("product type 0's label and default period, published, reach a broker with no build", async ({
    page,
    browser,
  }, testInfo) => {
    const before = distFingerprint();
    await page.goto('/studio?section=catalogue');
    await openProduct(page, 'general_allinone');
    const label = page.getByLabel('상품 이름');
    await label.fill('스튜디오 올인원 ');
    // Korean typed through the IME: the composition runs through its stages unbroken.
    const cdp = await page.context().newCDPSession(page);
    for (const stage of ['ㅅ', '새'])
      await cdp.send('Input.imeSetComposition', {
        text: stage,
        selectionStart: 1,
        selectionEnd: 1,
      });
    await cdp.send('Input.insertText', { text: '새' });
    await expect(label).toHaveValue('스튜디오 올인원 새');
    await page.getByLabel('기본 기간(일)').fill('60');
    await savedStatus(page);
    await expect(page.getByTestId('problem-summary')).toContainText('검사 통과');
    await expect(page.locator('[data-product-key="general_allinone"]')).toContainText(
      '스튜디오 올인원 새',
    );

    // The draft lives on the server: a reload shows the edits.
    await page.reload();
    await openProduct(page, 'general_allinone');
    await expect(page.getByLabel('상품 이름')).toHaveValue('스튜디오 올인원 새');
    await expect(page.getByLabel('기본 기간(일)')).toHaveValue('60');

    await openTab(page, '비교·게시·이력');
    const diff = page.getByTestId('diff-products');
    await expect(
      diff.locator('[data-kind="added"]', { hasText: '스튜디오 올인원 새' }),
    ).toBeVisible();
    await expect(diff.locator('[data-kind="removed"]', { hasText: '"일반 올인원"' })).toBeVisible();
    await expect(page.getByTestId('diff-menus')).toHaveCount(0);
    await shot(page, testInfo, 'studio-diff');
    await publish(page, '일반 올인원 이름과 기본 기간 변경');
    await expect(page.getByText(/버전 v\d+을\(를\) 게시했습니다/)).toBeVisible(SLOW);
    await expect(page.getByText('활성 버전과 다른 곳이 없습니다.')).toBeVisible();
    const history = page.getByTestId('version-history');
    await expect(history.getByRole('row').nth(1)).toContainText(
      '일반 올인원 이름과 기본 기간 변경',
    );
    await expect(history.getByRole('row').nth(1)).toContainText('staff@demo.kr');
    await expect(history.getByRole('row').nth(1)).toContainText('사용 중');
    await shot(page, testInfo, 'studio-published');

    const broker = await browser.newPage();
    await loginAs(broker, 'master@demo.kr', '/product/purchase');
    const add = broker.locator('button[data-product-type="0"]');
    await expect(add).toContainText('스튜디오 올인원 새');
    await add.click();
    const item = broker.locator('section[id^="item_"]').first();
    await expect(item).toContainText('스튜디오 올인원 새');
    await expect(item.getByLabel('기간')).toHaveValue('60');
    await shot(broker, testInfo, 'broker-purchase-after-publish');
    await broker.close();

    expect(distFingerprint()).toEqual(before);
  });

  test('a negative price and a missing message key are refused at publish, the field marked', async ({
    page,
  }, testInfo) => {
    // A message key the code reads, dropped from the draft by another tool (the API).
    const draft = await (await page.request.get(`${API}/studio/config/draft`)).json();
    const files = draft.result.files;
    delete files['messages.ko'].studio.publish.noChanges;
    const put = await page.request.put(`${API}/studio/config/draft`, {
      headers: H,
      data: { baseVersion: draft.result.baseVersion, files },
    });
    expect(put.status()).toBe(200);

    await page.goto('/studio?section=catalogue');
    const summary = page.getByTestId('problem-summary');
    await expect(summary).toContainText('게시 전에 고칠 문제 1건');
    await expect(summary).toContainText('messages.ko.json#/studio/publish/noChanges [key.missing]');
    await expect(summary).toContainText('코드에서 쓰는 항목인데 없습니다');

    await openProduct(page, 'general_allinone');
    const price = page.getByLabel('30일 가격', { exact: true });
    await price.fill('-100');
    await price.blur();
    await savedStatus(page);
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('tr[data-period="30"]')).toContainText('0 이상이어야 합니다');
    // The schemas are checked first: the cross-file rules wait until every file passes them.
    await expect(summary).toContainText('products.json#/products/0/unitPrices/30 [schema.minimum]');
    await expect(page.locator('[data-product-key="general_allinone"]')).toContainText(
      '검사 문제 있음',
    );

    await publish(page, '잘못된 가격 게시 시도');
    const refused = page.getByTestId('publish-problems');
    await expect(refused).toContainText(
      'products.json /products/0/unitPrices/30 — 0 이상이어야 합니다',
    );
    await expect(page.getByRole('alert').filter({ hasText: '게시할 수 없습니다' })).toBeVisible();
    await shot(page, testInfo, 'studio-publish-refused');

    // The problem list takes staff to the field it names.
    await summary.getByRole('button', { name: '항목으로 이동' }).first().click();
    await expect(page.getByRole('tab', { name: '광고 상품' })).toHaveAttribute(
      'aria-selected',
      'true',
      SLOW,
    );
    await expect(price).toBeFocused();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await shot(page, testInfo, 'studio-field-marked');

    // With the price fixed, the missing message key still stops the publish.
    await price.fill('3300');
    await price.blur();
    await savedStatus(page);
    await expect(price).not.toHaveAttribute('aria-invalid', 'true');
    await expect(summary).toContainText('messages.ko.json#/studio/publish/noChanges [key.missing]');
    await publish(page, '빠진 문구로 게시 시도');
    await expect(refused).toContainText('messages.ko.json /studio/publish/noChanges');
    await expect(refused).toContainText('코드에서 쓰는 항목인데 없습니다');
    expect(await activeVersion(page.request)).toBe(start);
  });

  test('rollback restores an earlier version; the history lists every publish with its note', async ({
    page,
  }, testInfo) => {
    const original = await activeProduct(page.request, 'general_allinone');
    await page.goto('/studio?section=catalogue');
    const notes = ['롤백 시험 첫 게시', '롤백 시험 둘째 게시'];
    const versions: number[] = [];
    for (const [i, note] of notes.entries()) {
      await openTab(page, '광고 상품');
      await openProduct(page, 'general_allinone');
      await page.getByLabel('상품 이름').fill(`롤백 시험 ${i + 1}`);
      await savedStatus(page);
      await publish(page, note);
      await expect
        .poll(() => activeVersion(page.request))
        .toBeGreaterThan(versions.at(-1) ?? start);
      versions.push(await activeVersion(page.request));
    }
    const history = page.getByTestId('version-history');
    for (const [i, note] of notes.entries())
      await expect(history.locator(`tr[data-version="${versions[i]}"]`)).toContainText(note);

    page.once('dialog', (d) => void d.accept());
    await history.getByRole('button', { name: `v${start}으로 되돌리기` }).click();
    await expect.poll(() => activeVersion(page.request), SLOW).toBe(versions[1]! + 1);
    expect((await activeProduct(page.request, 'general_allinone')).label).toBe(original.label);
    const rolled = history.locator(`tr[data-version="${versions[1]! + 1}"]`);
    await expect(rolled).toContainText(`버전 ${start}(으)로 되돌림`);
    await expect(rolled).toContainText('사용 중');
    for (const [i, note] of notes.entries())
      await expect(history.locator(`tr[data-version="${versions[i]}"]`)).toContainText(note);
    // The draft continues from the restored files.
    await savedStatus(page);
    await openTab(page, '광고 상품');
    await openProduct(page, 'general_allinone');
    await expect(page.getByLabel('상품 이름')).toHaveValue(original.label);
    await openTab(page, '비교·게시·이력');
    await shot(page, testInfo, 'studio-history-after-rollback');
  });
});
