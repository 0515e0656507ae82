import {
  test,
  expect as baseExpect,
  loginAs,
  shot,
  expectNoSeriousA11yViolations,
} from './support/fixtures';

// Own demo office (server/test/seed/journeys-claim-sign.ts): econtract@ is verified (identity and
// business) and has not applied. Applying is stored on the server, so a retried attempt finds
// the office already under review and checks that state instead of applying again.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('a master agrees and applies for e-contract; the status is 심사중 and the contract menu says so', async ({
  page,
}, testInfo) => {
  await loginAs(page, 'econtract@demo.kr', '/sign/agreement');
  await expect(page.getByRole('heading', { level: 1, name: '전자계약 이용 동의' })).toBeVisible();
  const apply = page.getByRole('button', { name: '동의하고 이용 신청' });
  if (await page.getByText('이용 상태: 미신청').isVisible()) {
    // The header has no contract menu before applying (status NONE).
    await expect(page.locator('header').getByRole('link', { name: '전자계약 관리' })).toHaveCount(
      0,
    );
    // Applying without the agreement is refused in Korean and nothing is sent.
    await apply.click();
    await expect(
      page.getByRole('alert').filter({ hasText: '전자계약 이용 내용에 동의해주세요.' }),
    ).toBeVisible();
    await expect(page.getByText('이용 상태: 미신청')).toBeVisible();
    await shot(page, testInfo, 'sign-agree-required');
    await page
      .getByRole('checkbox', { name: /전자계약 이용 내용을 확인했으며 동의합니다/ })
      .check();
    await apply.click();
    await expect(page.getByText('전자계약 이용을 신청했습니다.', { exact: false })).toBeVisible();
  }
  await expect(page.getByText('이용 상태: 심사중')).toBeVisible();
  await expect(apply).toHaveCount(0);
  await expect(page.getByText('이미 이용을 신청했습니다.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'main');
  await shot(page, testInfo, 'sign-applied');

  // Stored on the server: after a reload the session still says 심사중, and the contract menu
  // (now shown, status ≠ NONE) answers with the review message instead of opening.
  await page.reload();
  await expect(page.getByText('이용 상태: 심사중')).toBeVisible();
  const mgmt = page.locator('header li', { hasText: '중개관리' });
  await mgmt.hover();
  const menu = page.locator('header').getByRole('link', { name: '전자계약 관리' });
  await expect(menu).toBeVisible();
  const alerts: string[] = [];
  page.once('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  await menu.click();
  await expect.poll(() => alerts).toEqual(['전자계약 서비스 심사 중입니다. 승인 후 이용해주세요.']);
  await expect(page).toHaveURL(/\/sign\/agreement$/);

  await page.goto('/dashboard');
  await expect(
    page.getByRole('region', { name: '전자계약' }).getByText('심사중', { exact: true }),
  ).toBeVisible();
  await shot(page, testInfo, 'sign-dashboard');
});
