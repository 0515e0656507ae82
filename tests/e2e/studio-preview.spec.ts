// The studio's preview end to end: staff edit a product label and a header menu label in the
// draft, and the preview frame renders the real broker screens (header, purchase page, popups)
// with them, unpublished; a broker's own /product/purchase still shows the active labels.
// preview@demo.kr has its own draft, restarted from the active version before and after.
import { request, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { test, expect, loginAs, shot, DEMO_PASSWORD } from './support/fixtures';
import { pickAccount } from './support/studio';

// Two pages, the studio's section chunks and a second copy of the app in the frame: allow for a
// busy machine.
test.describe.configure({ timeout: 120_000 });

const STAFF = 'preview@demo.kr';
const API = '/api/v2';
const H = { 'App-Platform': 'web', 'Content-Type': 'application/json' };
const PRODUCT = 'general_allinone';
const NEW_PRODUCT_LABEL = '미리보기 올인원';
const NEW_MENU_LABEL = '다방 매물 보기';

let api: APIRequestContext;

async function result<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: T }).result;
}

type Products = { products: { key: string; label: string }[] };
type Menus = { management: { items: { label: string }[] } };
/** The active version and its files (GET /config sends only what a version changes). */
async function activeConfig() {
  const { version } = await result<{ version: number }>(await api.get(`${API}/config`));
  return result<{ version: number; files: { products: Products; menus: Menus } }>(
    await api.get(`${API}/studio/config/versions/${version}`),
  );
}

/** The staff draft starts (and ends) as the active version, whatever an earlier attempt left. */
async function resetDraft() {
  const { version, files } = await activeConfig();
  const draft = await api.get(`${API}/studio/config/draft`);
  await result(
    await api.put(`${API}/studio/config/draft`, {
      headers: { ...H, 'If-Match': draft.headers()['etag'] ?? '' },
      data: { baseVersion: version, files },
    }),
  );
}

test.beforeAll(async ({ baseURL }) => {
  api = await request.newContext({ baseURL });
  await result(
    await api.post(`${API}/user/login`, {
      headers: H,
      data: { email: STAFF, password: DEMO_PASSWORD },
    }),
  );
  await resetDraft();
});

test.afterAll(async () => {
  await resetDraft();
  await api.dispose();
});

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true', {
    timeout: 20_000,
  });
}

/** Picks the account to preview and waits for the frame's caption naming it. */
async function pickPreviewAccount(page: Page, email: string) {
  await pickAccount(page, email);
  await expect(page.getByText(`${email} 계정으로 본 화면`)).toBeVisible();
}

/** Opens the header's management menu inside the frame (it opens on hover, like the real one). */
async function managementMenu(frame: FrameLocator) {
  const header = frame.getByRole('navigation', { name: '주 메뉴' });
  await header.getByRole('button', { name: '중개관리' }).hover();
  return header;
}

test('staff see the draft product and menu labels in the real broker screens, unpublished', async ({
  page,
  browser,
}, testInfo) => {
  const before = await activeConfig();
  const oldProduct = before.files.products.products.find((p) => p.key === PRODUCT)!.label;
  const oldMenu = before.files.menus.management.items[0]!.label;

  await loginAs(page, STAFF, '/studio?section=catalogue');
  await page.locator(`[data-product-key="${PRODUCT}"]`).click();
  await page.getByLabel('상품 이름').fill(NEW_PRODUCT_LABEL);
  await openTab(page, '헤더 메뉴');
  const row = page
    .getByRole('region', { name: '중개관리' })
    .getByRole('listitem', { name: oldMenu, exact: true });
  const name = row.getByRole('textbox', { name: '이름', exact: true });
  await name.fill(NEW_MENU_LABEL);
  await name.blur();
  await expect(page.getByTestId('draft-status')).toHaveText('초안 저장됨', { timeout: 30_000 });

  await openTab(page, '미리보기');
  const frame = page.frameLocator('iframe[title="초안 미리보기 화면"]');
  await expect(frame.getByRole('status')).toContainText('계정을 고르면');
  await pickPreviewAccount(page, 'master@demo.kr');
  await expect(frame.getByText('미리보기: master@demo.kr 계정이')).toBeVisible({ timeout: 20_000 });

  // The purchase page's own catalogue, with the draft's label.
  const catalogue = frame.getByRole('region', { name: '상품 선택' });
  await expect(catalogue.locator('[data-product-type="0"]')).toContainText(NEW_PRODUCT_LABEL);
  await expect(catalogue).not.toContainText(oldProduct);
  // The real header, with the draft's menu label.
  const header = await managementMenu(frame);
  await expect(header.getByRole('link', { name: NEW_MENU_LABEL })).toBeVisible();
  await shot(page, testInfo, 'preview-master');

  // The frame only shows: a link does not navigate and a write is refused in Korean.
  await header.getByRole('link', { name: NEW_MENU_LABEL }).click();
  await expect(frame.getByRole('heading', { name: '상품 구매' })).toBeVisible();

  // Nothing was published: the active version and a broker's real page are unchanged.
  const after = await activeConfig();
  expect(after.version).toBe(before.version);
  const broker = await browser.newPage();
  await loginAs(broker, 'master@demo.kr', '/product/purchase');
  const real = broker.getByRole('region', { name: '상품 선택' });
  await expect(real.locator('[data-product-type="0"]')).toContainText(oldProduct);
  await expect(real).not.toContainText(NEW_PRODUCT_LABEL);
  await broker
    .getByRole('navigation', { name: '주 메뉴' })
    .getByRole('button', { name: '중개관리' })
    .hover();
  await expect(broker.getByRole('link', { name: oldMenu, exact: true })).toBeVisible();
  await expect(broker.getByRole('link', { name: NEW_MENU_LABEL })).toHaveCount(0);
  await broker.close();
});

test("the frame shows the popups a broker's session gets and opens the real popup", async ({
  page,
}, testInfo) => {
  await loginAs(page, STAFF, '/studio?section=preview');
  await expect(page.getByRole('tab', { name: '미리보기' })).toHaveAttribute(
    'aria-selected',
    'true',
    {
      timeout: 20_000,
    },
  );
  await pickPreviewAccount(page, 'chain@demo.kr');
  const frame = page.frameLocator('iframe[title="초안 미리보기 화면"]');
  const startup = frame.getByRole('list', { name: '/dashboard' });
  await expect(startup.getByRole('button').first()).toBeVisible({ timeout: 20_000 });
  await startup.getByRole('button', { name: /직책 선택/ }).click();
  await expect(frame.getByRole('dialog')).toBeVisible();
  await shot(page, testInfo, 'preview-popup');
});
