// What staff publish reaches a broker page that is already open, at a safe moment, and a cart
// priced before a publish shows old → new before the broker pays (issue 22, points 4 and 8).
// Staff publish through the API; each test rolls back to the version it found.
import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, loginAs, shot, test } from './support/fixtures';
import { publishDraft } from './support/review';

const API = '/api/v2';
const H = { 'App-Platform': 'web', 'Content-Type': 'application/json' };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- config files are edited loosely
type Files = Record<string, any>;

async function staffApi(baseURL: string): Promise<APIRequestContext> {
  const ctx = await apiRequest.newContext({ baseURL });
  const login = await ctx.post(`${API}/user/login`, {
    headers: H,
    data: { email: 'staff@demo.kr', password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  return ctx;
}

const activeVersion = async (api: APIRequestContext) =>
  (await (await api.get(`${API}/config`)).json()).result.version as number;

/**
 * Publishes the active version's files changed by `edit` (a price through a review request that
 * approver@ approves); returns the new version.
 */
async function publish(api: APIRequestContext, edit: (f: Files) => void, note: string) {
  const active = await activeVersion(api);
  const files = (await (await api.get(`${API}/studio/config/versions/${active}`)).json()).result
    .files as Files;
  edit(files);
  const put = await api.put(`${API}/studio/config/draft`, {
    headers: H,
    data: { baseVersion: active, files },
  });
  expect(put.status(), await put.text()).toBe(200);
  const baseURL = new URL(put.url()).origin;
  return publishDraft(baseURL, api, note);
}

async function rollback(api: APIRequestContext, version: number) {
  const r = await api.post(`${API}/studio/config/rollback`, { headers: H, data: { version } });
  expect([200, 400]).toContain(r.status());
}

/** Runs `body` with a staff API session, then rolls back to the version it found. */
async function asStaff(baseURL: string, body: (staff: APIRequestContext) => Promise<void>) {
  const staff = await staffApi(baseURL);
  const start = await activeVersion(staff);
  try {
    await body(staff);
  } finally {
    await rollback(staff, start);
    await staff.dispose();
  }
}

/** The poll that finds a newly published version (every 20 s) comes round. */
const nextPoll = (page: Page) => page.clock.fastForward(21_000);

test.describe('a published version reaches open broker pages', () => {
  test.describe.configure({ mode: 'serial' });

  test('an idle page follows a publish without a reload; an open dialog holds it back until it closes', async ({
    page,
    baseURL,
  }, testInfo) => {
    await asStaff(baseURL!, async (staff) => {
      await page.clock.install();
      await loginAs(page, 'master@demo.kr', '/gongsil/list/all');
      // Located by tag: an open dialog hides the rest of the page from the accessibility tree.
      const footer = page.locator('footer');
      await expect(footer).toContainText('(주)스테이션3');
      const heading = page.locator('h1', { hasText: '공실센터 목록' });
      await expect(heading).toBeVisible();
      const pageMinWidth = () =>
        page.evaluate(() => getComputedStyle(document.documentElement).minWidth);
      expect(await pageMinWidth()).toBe('1200px');

      // A dialog is open when the version is published: a room's detail.
      await page
        .getByRole('button', { name: /^매물번호 \d+ 상세 보기$/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: /^매물번호 \d+$/ });
      await expect(dialog).toBeVisible();

      await publish(
        staff,
        (f) => {
          f['messages.ko'].gongsil.title = '공실센터 목록 (새 버전)';
          f.ui.business.companyName = '(주)스테이션3 새 이름';
          f.ui.layout.minWidth = 1240;
        },
        '열린 화면이 따라오는지',
      );
      await nextPoll(page);
      // Held while the dialog is open: the page still reads the version it had.
      await expect(footer).toContainText('(주)스테이션3 ·');
      await expect(heading).toHaveText('공실센터 목록');

      await dialog.getByRole('button', { name: '닫기' }).first().click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { name: '공실센터 목록 (새 버전)' })).toBeVisible();
      await expect(footer).toContainText('(주)스테이션3 새 이름');
      // The theme follows too: the page's minimum width is the published one.
      await expect.poll(pageMinWidth).toBe('1240px');
      await shot(page, testInfo, 'broker-page-after-publish');
    });
  });

  test('a cart priced before a publish shows old → new per line and asks before paying', async ({
    page,
    baseURL,
  }, testInfo) => {
    await asStaff(baseURL!, async (staff) => {
      await page.clock.install();
      await loginAs(page, 'master@demo.kr', '/product/purchase');
      await page.locator('button[data-product-type="0"]').click();
      const line = page.locator('section[id="item_0"]');
      await expect(line.getByTestId('item-total')).toHaveText('33,000원');

      await publish(
        staff,
        (f) => {
          const p = f.products.products.find((x: { type: number }) => x.type === 0);
          p.unitPrices['30'] = 3600;
        },
        '일반 올인원 가격 인상',
      );
      await nextPoll(page);
      await expect(line.getByTestId('item-total')).toHaveText('36,000원');
      await expect(line.getByRole('status')).toHaveText('가격이 바뀌었습니다: 33,000원 → 36,000원');
      await shot(page, testInfo, 'cart-repriced');

      await page.getByRole('button', { name: '결제하기', exact: true }).click();
      const review = page.getByRole('dialog', { name: '결제 내용 확인' });
      await expect(review).toContainText('게시된 새 가격으로 바뀐 상품이 있습니다');
      await review.getByRole('checkbox', { name: /유료 서비스 이용약관/ }).check();
      const pay = review.getByRole('button', { name: /결제하기$/ });
      await pay.click();
      await expect(review.getByRole('alert')).toHaveText('바뀐 가격을 확인한 뒤 결제해주세요.');
      await review.getByRole('checkbox', { name: '바뀐 가격을 확인했습니다' }).check();
      await shot(page, testInfo, 'checkout-repriced');
      await pay.click();
      await expect(page).toHaveURL(/\/product\/order\/\d+/);
    });
  });
});
