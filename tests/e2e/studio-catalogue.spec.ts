// The catalogue as staff edit it, end to end (issue 25 item 7): catalogue@ moves 일반 오피스텔 up
// among the general products and removes 역세권 프리미엄, which the premium intro page lists: the
// studio says where it is used and removes the reference with it. Removing a product takes its
// prices, so the draft goes through review (approver@ approves) and catalogue@ publishes it; a
// broker's /product/purchase then lists the new order and no 역세권 프리미엄. The active config and
// catalogue@'s draft are put back afterwards.
import type { APIRequestContext } from '@playwright/test';
import { expect, loginAs, shot, test } from './support/fixtures';
import { apiAs, approve } from './support/review';

const API = '/api/v2';
const H = { 'App-Platform': 'web', 'Content-Type': 'application/json' };
// Saving, the smoke check before a request and the checker on every call, on a busy machine.
const SLOW = { timeout: 60_000 };
const STAFF = 'catalogue@demo.kr';

test.describe.configure({ timeout: 240_000 });

const activeVersion = async (api: APIRequestContext) =>
  ((await (await api.get(`${API}/config`)).json()) as { result: { version: number } }).result
    .version;

test('products reordered and one removed with its intro page reference reach the purchase page', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const staff = await apiAs(baseURL!, STAFF);
  const start = await activeVersion(staff);
  try {
    await loginAs(page, STAFF, '/studio?section=catalogue');

    // 일반 오피스텔 moves up one place among the general products.
    const general = page.locator('[aria-labelledby="studio-cat-group-general"] [data-product-key]');
    await expect(general).toHaveCount(5, SLOW);
    await page.getByRole('button', { name: '일반 오피스텔 위로 옮기기' }).click();
    await expect(general.nth(1)).toHaveAttribute('data-product-key', 'general_officetel');
    await expect(
      page.getByText('일반 오피스텔을(를) 일반 상품의 2번째로 옮겼습니다.'),
    ).toBeVisible();

    // 역세권 프리미엄 is listed on the premium intro page: the studio says so before removing it.
    await page.locator('[data-product-key="subway"]').click();
    await page.getByRole('button', { name: '이 상품 삭제' }).click();
    const dialog = page.getByRole('dialog', { name: '‘역세권 프리미엄’ 상품을 쓰는 곳' });
    await expect(dialog.getByRole('listitem')).toHaveText([
      '광고 상품 탭 · 소개 페이지 ‘프리미엄 상품’의 상품표',
    ]);
    // The dialog as staff see it at 1280 px (the viewport, where the dialog sits).
    await shot(page, testInfo, 'catalogue-where-used-1280', { fullPage: false });
    await dialog.getByRole('button', { name: '참조도 함께 삭제' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-product-key="subway"]')).toHaveCount(0);
    await expect(page.getByTestId('draft-status')).toHaveText('초안 저장됨', SLOW);

    // Removing a product takes its prices: the draft goes to review, then live.
    await page.getByRole('tab', { name: '비교·게시·이력' }).click();
    const form = page.getByTestId('review-request-form');
    await form.getByLabel('요청 메모').fill('일반 오피스텔 순서 변경, 역세권 프리미엄 판매 종료');
    await form.getByRole('button', { name: '검토 요청 보내기' }).click();
    await expect(page.getByTestId('approval-view')).toContainText('검토 대기', SLOW);
    const id = Number(new URL(page.url()).searchParams.get('request'));
    await approve(baseURL!, id);
    await page.reload();
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: '지금 게시' }).click();
    await expect(page.getByText(/버전 v\d+을\(를\) 게시했습니다/)).toBeVisible(SLOW);
    expect(await activeVersion(staff)).toBe(start + 1);

    // A broker's purchase page: the new order, and no 역세권 프리미엄 to add.
    const broker = await (await browser.newContext()).newPage();
    await loginAs(broker, 'master@demo.kr', '/product/purchase');
    const buttons = (group: string) =>
      broker.locator(`[aria-labelledby="cart-group-${group}"] button[data-product-type]`);
    await expect(buttons('general')).toHaveCount(5);
    expect(
      await buttons('general').evaluateAll((b) =>
        b.map((x) => x.getAttribute('data-product-type')),
      ),
    ).toEqual(['0', '7', '6', '8', '9']);
    await expect(broker.locator('button[data-product-type="1"]')).toHaveCount(0);
    await expect(buttons('premium').first()).toHaveAttribute('data-product-type', '2');
    await shot(broker, testInfo, 'broker-purchase-after');
    await broker.context().close();
  } finally {
    // The portal as this test found it, and catalogue@'s draft back on it.
    if ((await activeVersion(staff)) !== start) {
      const r = await staff.post(`${API}/studio/config/rollback`, {
        headers: H,
        data: { version: start },
      });
      expect(r.status(), await r.text()).toBe(200);
    }
    const active = await activeVersion(staff);
    const files = (await (await staff.get(`${API}/studio/config/versions/${active}`)).json()).result
      .files;
    await staff.put(`${API}/studio/config/draft`, {
      headers: H,
      data: { baseVersion: active, files },
    });
    await staff.dispose();
  }
});
