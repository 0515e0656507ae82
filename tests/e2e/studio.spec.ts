import { test, expect, expectNoSeriousA11yViolations, loginAs, shot } from './support/fixtures';

test('staff sign in at /login and land on the studio; brokers get the notice and no studio code', async ({
  page,
  browser,
}, testInfo) => {
  await page.goto('/login');
  await page.getByLabel('이메일').fill('staff@demo.kr');
  await page.getByLabel('비밀번호').fill('demo1234!');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/studio$/);
  await expect(page.getByRole('heading', { level: 1, name: '설정 스튜디오' })).toBeVisible();
  await expect(page.getByTestId('draft-status')).toHaveText('초안 저장됨');
  await expect(page.getByRole('tab', { name: '비교·게시·이력' })).toBeVisible();
  await shot(page, testInfo, 'studio-landing');
  await expectNoSeriousA11yViolations(page);

  const broker = await browser.newPage();
  const studioChunks: string[] = [];
  broker.on('request', (r) => {
    if (/studio-screen|\/studio[^/]*\.js/.test(r.url())) studioChunks.push(r.url());
  });
  await loginAs(broker, 'master@demo.kr', '/dashboard');
  await expect(broker.getByRole('banner')).toBeVisible();
  await expect(broker.getByRole('link', { name: /스튜디오/ })).toHaveCount(0);
  await broker.goto('/studio');
  await expect(broker.getByRole('alert')).toContainText('상품 운영 스태프 계정만');
  expect(studioChunks).toEqual([]);
  await broker.close();
});
