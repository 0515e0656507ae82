import type { Page } from '@playwright/test';
import { test, expect as baseExpect, loginAs, shot } from './support/fixtures';

// The registration tooltip (000 §2.2): on 중개관리 whenever the menu is not active, for offices
// with listings too (master@ has 36); a broker may close it for the day (issue 23 #15).
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const tooltip = (page: Page) =>
  page.locator('header').getByRole('tooltip', { name: '매물을 등록하고 광고를 시작해보세요!' });

test('the registration tooltip shows wherever 중개관리 is not active; closed for today it stays away', async ({
  page,
}, testInfo) => {
  await loginAs(page, 'master@demo.kr', '/dashboard');
  await expect(page.getByRole('region', { name: '한눈에 보기' }).locator('dd').first()).toHaveText(
    '36건',
  );
  await expect(tooltip(page)).toBeVisible();
  await expect(page.getByRole('button', { name: '중개관리' })).toHaveAccessibleDescription(
    '매물을 등록하고 광고를 시작해보세요!',
  );
  await shot(page, testInfo, 'tooltip-with-listings');

  // The menu is active on its own pages: no tooltip there.
  await page.goto('/room/dabang-list');
  await expect(page.getByRole('heading', { level: 1, name: '다방 매물관리' })).toBeVisible();
  await expect(tooltip(page)).toHaveCount(0);

  await page.goto('/gongsil/list');
  await expect(tooltip(page)).toBeVisible();
  await page.getByRole('button', { name: '안내 말풍선 오늘 하루 닫기' }).click();
  await expect(tooltip(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '공실센터 목록' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByTestId('header-unread-inquiries')).toBeVisible();
  await expect(tooltip(page)).toHaveCount(0);
  const closed = (await page.context().cookies()).find((c) => c.name === 'hideRegisterTooltip');
  // Until the next midnight, Korea time (the browser's): at most a day away.
  expect(closed?.expires).toBeGreaterThan(Date.now() / 1000);
  expect(closed?.expires).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);
  await shot(page, testInfo, 'tooltip-closed-for-today');
});
