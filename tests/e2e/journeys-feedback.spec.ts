import type { Page } from '@playwright/test';
import { test, expect as baseExpect, loginAs, shot } from './support/fixtures';

// The registration tooltip (claim-a@ has no listing, master@ has 36).
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const tooltip = (page: Page) =>
  page.locator('header').getByRole('tooltip', { name: '매물을 등록하고 광고를 시작해보세요!' });

test('the registration tooltip shows to an office with no listing, never to one with listings', async ({
  page,
}, testInfo) => {
  await loginAs(page, 'claim-a@demo.kr', '/dashboard');
  await expect(page.getByRole('region', { name: '한눈에 보기' }).locator('dd').first()).toHaveText(
    '0건',
  );
  await expect(tooltip(page)).toBeVisible();
  await shot(page, testInfo, 'tooltip-no-listing');

  await page.context().clearCookies();
  await loginAs(page, 'master@demo.kr', '/dashboard');
  await expect(page.getByRole('region', { name: '한눈에 보기' }).locator('dd').first()).toHaveText(
    '36건',
  );
  await expect(page.getByTestId('header-unread-inquiries')).toBeVisible();
  await expect(tooltip(page)).toHaveCount(0);
  await shot(page, testInfo, 'tooltip-with-listings');
});
