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

test('adds up to 9 items, refuses the tenth with a console warning, scrolls to added and previous items', async ({
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

  expect(warnings).not.toContain(LIMIT_WARNING);
  await addButton(page, 9).click();
  await expect.poll(() => warnings).toContain(LIMIT_WARNING);
  await expect(sections(page)).toHaveCount(9);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // remove item_5 → scroll to item_4; ids stay contiguous
  await page.locator('#item_5').getByRole('button', { name: /삭제/ }).click();
  await expect(sections(page)).toHaveCount(8);
  await expectScrolledTo(page, 4);
  expect(await sectionTypes(page)).toEqual(
    [0, 6, 7, 8, 2, 27, 10, 91].map((t, i) => `item_${i}:${t}`),
  );
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

  const active = page.locator('tr[data-expired="false"]', { hasText: '일반 올인원' }).first();
  const oldEnd = ((await active.locator('td').nth(3).textContent()) ?? '').split('~')[1]!.trim();
  await active.getByRole('link', { name: /연장하기/ }).click();
  await expect(page).toHaveURL(/\/product\/purchase\?renewId=\d+/);
  await expect(sections(page)).toHaveCount(1);
  await expect(page.locator('#item_0')).toContainText('연장');
  await expect(page.locator('#item_0')).toContainText(`이용 기간 ${nextDay(oldEnd)} ~`);
  await expect(page.locator('#item_0')).toContainText(`기존 이용 종료일 ${oldEnd}`);
  // The cart outlives the page in this tab, so empty it before the second renewal.
  await page.locator('#item_0').getByRole('button', { name: /삭제/ }).click();
  await expect(sections(page)).toHaveCount(0);

  await page.goto('/product/list/using');
  const expired = page.locator('tr[data-expired="true"]', { hasText: '역세권 프리미엄' }).first();
  await expect(expired).toContainText('기간 만료');
  await expired.getByRole('link', { name: /연장하기/ }).click();
  await expect(sections(page)).toHaveCount(1);
  await expect(page.locator('#item_0')).toContainText(`이용 기간 ${today} ~`);
  await expect(page.locator('#item_0').getByLabel('지하철역 선택')).not.toHaveValue('');
});
