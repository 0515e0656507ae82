import type { Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations, loginAs, shot } from './support/fixtures';

const LIMIT_WARNING = '더 이상 상품을 추가할 수 없습니다.';
const sections = (page: Page) => page.locator('section[id^="item_"]');
const addButton = (page: Page, type: number) => page.locator(`button[data-product-type="${type}"]`);
const sectionTypes = (page: Page) =>
  sections(page).evaluateAll((els) =>
    els.map((e) => `${e.id}:${e.getAttribute('data-product-type')}`),
  );

/** Where the 400 ms scroll must end for item_{i} (just below the sticky header, clamped), or 0. */
const expectedScroll = (page: Page, index: number | null) =>
  page.evaluate((i) => {
    const max = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
    if (i === null) return 0;
    const el = document.getElementById(`item_${i}`)!;
    const header = document.querySelector('header');
    const offset = header ? header.getBoundingClientRect().height : 0;
    return Math.min(max, Math.max(0, el.getBoundingClientRect().top + window.scrollY - offset));
  }, index);

/** Waits until the smooth scroll has come to rest on the item (or the top). */
async function expectScrolledTo(page: Page, index: number | null) {
  await expect
    .poll(
      async () =>
        Math.abs((await page.evaluate(() => window.scrollY)) - (await expectedScroll(page, index))),
      { message: `scrolled to item_${index}` },
    )
    .toBeLessThanOrEqual(2);
}

const browserToday = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
  });
const nextDay = (ymd: string) => {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

test('adds up to 9 items, then disables adding and says why; scrolls to added and previous items', async ({
  page,
}, testInfo) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await loginAs(page, 'master@demo.kr', '/product/purchase');
  await expect(page.getByRole('button', { name: /일반 올인원.*추가/ })).toBeVisible();

  const types = [0, 6, 7, 8, 2, 20, 27, 10, 91];
  for (const [i, t] of types.entries()) {
    await addButton(page, t).click();
    await expect(sections(page)).toHaveCount(i + 1);
    if (i === 4 || i === 8) await expectScrolledTo(page, i);
  }
  expect(await sectionTypes(page)).toEqual(types.map((t, i) => `item_${i}:${t}`));
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, testInfo, 'cart-nine-items');
  await page.locator('#item_8').scrollIntoViewIfNeeded();

  // The tenth item cannot be asked for: every add button is disabled with the reason beside it
  // (the model's console-only refusal of a tenth item is covered by cart-ops.test.ts).
  await expect(addButton(page, 9)).toBeDisabled();
  await expect(addButton(page, 9)).toHaveAccessibleDescription(
    '장바구니에는 상품을 9개까지 담을 수 있습니다. 상품을 삭제한 뒤 추가해주세요.',
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(warnings).not.toContain(LIMIT_WARNING);

  // remove item_5 → scroll to item_4; ids stay contiguous
  await page.locator('#item_5').getByRole('button', { name: /삭제/ }).click();
  await expect(sections(page)).toHaveCount(8);
  await expect(addButton(page, 9)).toBeEnabled();
  await expectScrolledTo(page, 4);
  expect(await sectionTypes(page)).toEqual(
    [0, 6, 7, 8, 2, 27, 10, 91].map((t, i) => `item_${i}:${t}`),
  );
});

test('removing general officetel or apt removes their complexes; removing the first scrolls to the top', async ({
  page,
}) => {
  await loginAs(page, 'master@demo.kr', '/product/purchase');
  // A product already in the cart is added again without a question (001 §4).
  const asked: string[] = [];
  page.on('dialog', (d) => {
    asked.push(d.message());
    void d.accept();
  });
  for (const t of [5, 7, 4, 8, 5, 4, 1]) await addButton(page, t).click();
  await expect(sections(page)).toHaveCount(7);
  expect(asked).toEqual([]);
  await page.locator('#item_1').getByRole('button', { name: /삭제/ }).click(); // type 7 → every 5
  expect(await sectionTypes(page)).toEqual(['item_0:4', 'item_1:8', 'item_2:4', 'item_3:1']);
  await expectScrolledTo(page, null); // nothing remained before it
  await page.locator('#item_1').getByRole('button', { name: /삭제/ }).click(); // type 8 → every 4
  expect(await sectionTypes(page)).toEqual(['item_0:1']);
  await expectScrolledTo(page, null);
});

test('package switch replaces the first package item; tiers and regular variants are offered', async ({
  page,
}, testInfo) => {
  await loginAs(page, 'master@demo.kr', '/product/purchase');
  for (const t of [0, 26, 20, 2]) await addButton(page, t).click();
  const period = page.locator('#item_1').getByLabel('기간');
  await expect(period.locator('option')).toHaveCount(8); // 5 tiers + 3 regular variants
  await period.selectOption('regular_180');
  await expect(page.locator('#item_1')).toContainText('정기결제');
  await page.getByLabel('패키지 변경').selectOption('21');
  expect(await sectionTypes(page)).toEqual(['item_0:0', 'item_1:21', 'item_2:20', 'item_3:2']);
  await expect(page.locator('#item_1').getByLabel('기간')).toHaveValue('90');
  await expect(page.locator('#item_1').getByLabel('기간').locator('option')).toHaveCount(5);
  await page.locator('#item_3').getByLabel('동네 선택').selectOption({ label: '봉천동' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, testInfo, 'cart-families');
  await expectNoSeriousA11yViolations(page, 'main');
});

test('renewal from the products in use: unexpired → day after the old end, expired → today', async ({
  page,
}) => {
  await loginAs(page, 'master@demo.kr', '/product/list/using');
  const today = await browserToday(page);
  await expect(page.locator('tr[data-using-id]').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'main');

  const active = page.locator('tr[data-state="ACTIVE"]', { hasText: '일반 올인원' }).first();
  const oldEnd = ((await active.locator('td').nth(3).textContent()) ?? '').split('~')[1]!.trim();
  await active.getByRole('link', { name: /연장하기/ }).click();
  await expect(sections(page)).toHaveCount(1);
  // Preloaded once: the page drops ?renewId= so a reload cannot add the renewal again.
  await expect(page).toHaveURL(/\/product\/purchase$/);
  await expect(page.locator('#item_0')).toContainText('연장');
  await expect(page.locator('#item_0')).toContainText(`이용 기간 ${nextDay(oldEnd)} ~`);
  await expect(page.locator('#item_0')).toContainText(`기존 이용 종료일 ${oldEnd}`);
  // The cart outlives the page in this tab, so empty it before the second renewal.
  await page.locator('#item_0').getByRole('button', { name: /삭제/ }).click();
  await expect(sections(page)).toHaveCount(0);

  await page.goto('/product/list/using');
  const expired = page.locator('tr[data-state="EXPIRED"]', { hasText: '역세권 프리미엄' }).first();
  await expect(expired).toContainText('기간 만료');
  await expired.getByRole('link', { name: /연장하기/ }).click();
  await expect(sections(page)).toHaveCount(1);
  await expect(page.locator('#item_0')).toContainText(`이용 기간 ${today} ~`);
  await expect(page.locator('#item_0').getByLabel('지하철역 선택')).not.toHaveValue('');
});

test('checkout records an order that the payment list shows after a reload', async ({
  page,
}, testInfo) => {
  await loginAs(page, 'master@demo.kr', '/product/purchase');
  await addButton(page, 2).click();
  await addButton(page, 27).click();
  await page.locator('#item_0').getByLabel('동네 선택').selectOption({ label: '서교동' });
  const total = (await page.getByTestId('cart-total').textContent())!.trim();

  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v2/product/order')) posts += 1;
  });
  await page.getByRole('button', { name: '결제하기' }).click();
  const review = page.getByRole('dialog', { name: '결제 내용 확인' });
  await review.getByRole('checkbox', { name: /유료 서비스 이용약관/ }).check();
  await review.getByRole('button', { name: /결제하기$/ }).dblclick();
  const done = page.getByRole('status').filter({ hasText: '결제가 완료되었습니다' });
  await expect(done).toContainText(total);
  expect(posts).toBe(1);
  const orderId = /주문번호 (\d+)/.exec((await done.textContent())!)![1]!;

  await page.getByRole('link', { name: '결제 내역 보기' }).click();
  await expect(page).toHaveURL(/\/product\/payment-list/);
  await page.reload();
  const order = page.locator(`article[data-order-id="${orderId}"]`);
  await expect(order).toContainText(`결제 금액 ${total}`);
  await expect(order).toContainText('동네 프리미엄');
  await expect(order).toContainText('패키지 올인원 5개');
  await shot(page, testInfo, 'payment-list');
  await expectNoSeriousA11yViolations(page, 'main');
});
