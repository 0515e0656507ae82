import { test, expect, shot } from './support/fixtures';

test('the portal serves the Korean SPA and its API', async ({ page, request }, testInfo) => {
  const check = await request.get('/api/v2/user/login/check');
  expect(check.status()).toBe(200);
  expect(await check.json()).toEqual({ result: false });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await shot(page, testInfo, 'landing');
});
