import type { Route } from '@playwright/test';
import {
  test,
  expect as baseExpect,
  shot,
  loginAs,
  forceApi,
  clientRendered,
} from './support/fixtures';

// The shared test machine runs several suites at once: a cold SPA load needs more than 7 s.
const expect = baseExpect.configure({ timeout: 20_000 });

const MASTER = 'master@demo.kr';

test.describe('hardening', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a list request cancelled by leaving the screen never raises an error toast', async ({
    page,
  }) => {
    // Hold the gongsil list call until the user has already left the screen.
    let release!: (route: Route) => void;
    const held = new Promise<Route>((resolve) => (release = resolve));
    await clientRendered(page);
    await page.route('**/api/v2/gongsil-center/*/list**', (route) => release(route));

    await loginAs(page, MASTER, '/gongsil/list');
    const route = await held;
    await expect(page.getByRole('tab', { name: /중개의뢰/ })).toBeVisible();

    // Leaving the screen cancels its pending list request (the browser reports it as failed).
    const cancelled = page.waitForEvent('requestfailed', {
      predicate: (r) => /\/gongsil-center\/[^/]+\/list/.test(r.url()),
      timeout: 20_000,
    });
    await page.locator('header li', { hasText: '중개관리' }).hover();
    await page.locator('header').getByRole('link', { name: '문의 관리' }).click();
    await expect(page).toHaveURL(/\/inquiry\//);
    await expect(page.getByRole('tablist', { name: '문의 채널' })).toBeVisible();
    expect((await cancelled).failure()?.errorText).toMatch(/ABORTED/);

    // The late answer is a server error: it reaches nobody, because the screen that asked is gone.
    // (If the browser already dropped the aborted request, fulfilling it fails; that is fine too.)
    const answered = await route
      .fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'E500', msg: '서버 오류' }),
      })
      .then(() => 'fulfilled' as const)
      .catch(() => 'already aborted' as const);
    expect(['fulfilled', 'already aborted']).toContain(answered);

    // One more round trip through the SPA after the answer, then count the toasts.
    await page.getByRole('tab', { name: '문자 문의' }).click();
    await expect(page).toHaveURL(/\/inquiry\/sms$/);
    await expect(page.getByRole('tab', { name: '문자 문의' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.locator('[data-toast-type]')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a screen whose call answers {"result": null} shows its Korean empty state', async ({
    page,
  }, testInfo) => {
    await forceApi(page, '/inquiry/talk?**', 200, { result: null }, 'GET');
    await forceApi(page, '/inquiry/talk', 200, { result: null }, 'GET');
    await loginAs(page, MASTER, '/inquiry/talk');

    await expect(page.getByText('받은 문의가 없습니다.')).toBeVisible();
    await expect(page.getByRole('tablist', { name: '문의 채널' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await expect(page.getByText('화면을 표시하지 못했습니다')).toHaveCount(0);
    await shot(page, testInfo, 'null-answer');
  });
});
