// Rolling a change out to a segment first, end to end (issue 25 item 5): rollout@ raises the
// 30-day price of 일반 올인원 and, since prices need review, has it approved by another staff
// member (through the API: the review screens have their own spec); then, on the rollout screen,
// rolls the approved request out to offices in 강남구 only. The 강남구 office's purchase page
// shows the new price, the 마포구 office's the old one; the studio's preview says which side of
// the segment each office is on. The rollout is rolled back afterwards, on the screen.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, loginAs, shot, test } from './support/fixtures';
import { apiAs } from './support/review';
import { pickAccount } from './support/studio';

const API = '/api/v2';
const H = { 'App-Platform': 'web', 'Content-Type': 'application/json' };
const SLOW = { timeout: 60_000 };

test.describe.configure({ timeout: 180_000 });

/** rollout@'s draft with the 30-day price of 일반 올인원 at `price`, submitted and approved. */
async function approvedPriceRequest(baseURL: string, rollout: APIRequestContext, price: number) {
  const d = (await (await rollout.get(`${API}/studio/config/draft`)).json()).result;
  d.files.products.products[0].unitPrices['30'] = price;
  const saved = await rollout.put(`${API}/studio/config/draft`, {
    headers: H,
    data: { baseVersion: d.baseVersion, files: d.files },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const s = await rollout.post(`${API}/studio/approvals`, {
    headers: H,
    data: { note: '강남구 먼저: 일반 올인원 30일 4,400원' },
  });
  expect(s.status(), await s.text()).toBe(200);
  const id = (await s.json()).result.id as number;
  const approver = await apiAs(baseURL, 'rollout-approver@demo.kr');
  try {
    const a = await approver.post(`${API}/studio/approvals/${id}/approve`, {
      headers: H,
      data: {},
    });
    expect(a.status(), await a.text()).toBe(200);
  } finally {
    await approver.dispose();
  }
  return id;
}

/** The line total a broker sees for 일반 올인원 (30일 × 10) on a purchase page of their own. */
async function purchaseTotal(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, email, '/product/purchase');
  await page.locator('button[data-product-type="0"]').click();
  return page;
}

test('a price change rolled out to 강남구 is seen by an office there and not by one in 마포구', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const rollout = await apiAs(baseURL!, 'rollout@demo.kr');
  const opened: Page[] = [];
  try {
    const requestId = await approvedPriceRequest(baseURL!, rollout, 4400);

    // The rollout screen: the approved request, to offices whose region is 강남구.
    await loginAs(page, 'rollout@demo.kr', '/studio?section=rollouts');
    await expect(page.getByRole('heading', { name: '단계적 공개', level: 2 })).toBeVisible(SLOW);
    await page.getByLabel('공개할 내용').selectOption({
      label: `승인된 검토 요청 #${requestId} · 강남구 먼저: 일반 올인원 30일 4,400원`,
    });
    const condition = page.getByLabel('대상 조건');
    // A field the session does not have is refused as it is typed.
    await condition.fill('region == "강남구"');
    await expect(page.getByText('알 수 없는 세션 항목 region을(를) 사용했습니다')).toBeVisible();
    await condition.fill('addressSigungu in ["강남구"]');
    await expect(page.getByText('조건식이 올바릅니다.')).toBeVisible();
    await condition.blur();
    await page.getByLabel('메모').fill('강남구 사무소에 먼저 가격 인상');
    await page.getByRole('button', { name: '단계적 공개 시작' }).click();

    const row = page.getByTestId('rollout-list').locator('tr[data-state="active"]');
    await expect(row).toContainText('addressSigungu in ["강남구"]', SLOW);
    await expect(row).toContainText('rollout@demo.kr');
    await expect(page.getByTestId('rollout-change-list')).toHaveText(
      '광고 상품일반 올인원 · 기간별 가격 · 30일: 3,300원 → 4,400원',
    );
    // The notice has come and gone, so nothing covers the screen in the picture.
    const notice = page.getByText(/단계적 공개를 시작했습니다/);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveCount(0, SLOW);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, testInfo, 'rollout-segment-1280');

    // The office in 강남구 gets the rollout's price; the office in 마포구 the active one.
    const gangnam = await purchaseTotal(browser, 'gangnam@demo.kr');
    opened.push(gangnam);
    await expect(gangnam.locator('section[id="item_0"]').getByTestId('item-total')).toHaveText(
      '44,000원',
    );
    const mapo = await purchaseTotal(browser, 'mapo@demo.kr');
    opened.push(mapo);
    await expect(mapo.locator('section[id="item_0"]').getByTestId('item-total')).toHaveText(
      '33,000원',
    );

    // The preview says which side of the segment an office is on.
    await page.getByRole('tab', { name: '미리보기' }).click();
    await pickAccount(page, 'gangnam@demo.kr');
    await expect(page.getByTestId('preview-segment')).toHaveText(/단계적 공개 #\d+ 대상$/, SLOW);

    // Rolled back on the screen: the 강남구 office is back on the active price.
    await page.getByRole('tab', { name: '단계적 공개' }).click();
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: /단계적 공개 #\d+ 되돌리기/ }).click();
    await expect(
      page.getByTestId('rollout-list').locator('tr[data-state="rolled-back"]').first(),
    ).toContainText('rollout@demo.kr', SLOW);
    await gangnam.reload();
    await gangnam.locator('button[data-product-type="0"]').click();
    await expect(gangnam.locator('section[id="item_0"]').getByTestId('item-total')).toHaveText(
      '33,000원',
    );
  } finally {
    // No rollout left live for the specs after this one.
    const list = (await (await rollout.get(`${API}/studio/rollouts`)).json()).result.items as {
      id: number;
      state: string;
    }[];
    for (const r of list.filter((x) => x.state === 'active'))
      await rollout.post(`${API}/studio/rollouts/${r.id}/rollback`, { headers: H });
    await rollout.dispose();
    for (const p of opened) await p.context().close();
  }
});
