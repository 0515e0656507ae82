// Listing statistics (issue 26 #5) against the real server, as the demo office's broker reads
// them: reached from the 중개관리 menu, the months drawn as a chart and a table whose current
// month's slots in use match the office's advertised listings, the listings' figures, and the
// listing figures downloaded as an Excel-safe CSV. master@ only reads, so other specs' counts
// stay as they are.
import { readFileSync } from 'node:fs';
import { expect, expectNoSeriousA11yViolations, loginAs, shot, test } from './support/fixtures';

test('opens the statistics page from the menu and downloads the listing figures as CSV', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await loginAs(page, 'master@demo.kr', '/room/dabang-list');
  // The office's advertised listings, as the listing page counts them.
  const slots = await page.getByTestId('ad-slots').textContent();
  const used = Number(/(\d+)\//.exec(slots ?? '')?.[1]);

  await page.locator('header li', { hasText: '중개관리' }).hover();
  await page.locator('header').getByRole('link', { name: '매물 통계' }).click();
  await expect(page).toHaveURL(/\/room\/stats$/);
  const heading = page.getByRole('heading', { level: 1, name: '매물 통계' });
  await expect(heading).toBeVisible();
  // The pointer leaves the header, so its menu closes before the screenshot.
  await heading.hover();
  await expect(page.locator('header').getByRole('link', { name: '매물 통계' })).toBeHidden();

  const months = page.getByRole('table', { name: '월별 현황 (최근 12개월)' });
  await expect(months.getByRole('row')).toHaveCount(13);
  const current = months.getByRole('row').nth(1);
  await expect(current.getByRole('cell').nth(4)).toHaveText(new RegExp(`^${used} / \\d+$`));
  await expect(page.getByRole('img', { name: /월별 등록·광고종료·거래완료/ })).toBeVisible();
  await expect(
    page
      .getByRole('img', { name: /월별 등록/ })
      .locator('svg')
      .first(),
  ).toBeVisible();
  const listings = page.getByRole('table', { name: '매물별 현황' });
  await expect(listings.getByRole('row')).toHaveCount(21);
  await expect(page.getByText('총 36건')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'statistics');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: '매물별 통계를 CSV 파일로 내려받기' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^매물통계_\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe(
    '"매물번호","제목","상태","광고일수","문의 수","채팅 문의","문자 문의","공실 선점 전환"',
  );
  expect(lines.filter(Boolean)).toHaveLength(37);
});
