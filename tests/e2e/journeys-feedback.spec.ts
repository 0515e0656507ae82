import type { Page } from '@playwright/test';
import {
  test,
  expect as baseExpect,
  loginAs,
  shot,
  expectNoSeriousA11yViolations,
} from './support/fixtures';

// Restriction end dates (penalty@: a 7-day restriction imposed 2 days ago), the registration
// tooltip (claim-a@ has no listing, master@ has 36) and the contact-settings success toast
// (claim-b@: a chat status message, saved the same again on a retry).
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** "2026년 11월 28일(토) 00:00" of a date in Korea: the format the popups use. */
const KOREAN_END = /\d{4}년 \d{1,2}월 \d{1,2}일\([일월화수목금토]\) \d{2}:\d{2}/;

const tooltip = (page: Page) =>
  page.locator('header').getByRole('tooltip', { name: '매물을 등록하고 광고를 시작해보세요!' });

test('the restriction popups and the penalty tab say when the restriction ends', async ({
  page,
}, testInfo) => {
  await loginAs(page, 'penalty@demo.kr', '/form');
  const blocked = page.getByRole('dialog', { name: '매물 등록 제한 안내' });
  const end = blocked.getByTestId('restriction-end');
  await expect(end).toContainText('매물 등록 제한은');
  const text = (await end.textContent())!;
  const date = text.match(KOREAN_END)![0];
  expect(text).toBe(`매물 등록 제한은 ${date}에 해제됩니다.`);
  await shot(page, testInfo, 'restriction-blocked-end');

  await blocked.getByRole('button', { name: '게시 제한 안내' }).click();
  const info = page.getByRole('dialog', { name: '게시 제한 안내' });
  await expect(info.getByTestId('restriction-end')).toHaveText(text);
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await info.getByRole('button', { name: '닫기' }).last().click();
  await expect(info).toBeHidden();

  await blocked.getByRole('button', { name: '패널티 확인' }).click();
  const history = page.getByRole('dialog', { name: '허위매물 처리내역' });
  await expect(history.getByRole('columnheader', { name: '제한 해제' })).toBeVisible();
  await expect(history.getByTestId('restriction-end')).toHaveText(text);
  const restricted = history.locator('tbody tr', { hasText: '7일 등록 제한' });
  await expect(restricted).toContainText(date);
  await expect(history.locator('tbody tr', { hasText: '경고 1회' }).first()).not.toContainText(
    KOREAN_END,
  );
  await shot(page, testInfo, 'restriction-penalty-tab');
});

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

test('saving the contact settings says so', async ({ page }, testInfo) => {
  await loginAs(page, 'claim-b@demo.kr', '/account/contacts');
  await page.getByRole('button', { name: '연락 방법 설정' }).click();
  const dialog = page.getByRole('dialog', { name: '연락 방법 설정' });
  await dialog.getByRole('textbox', { name: '상태 메시지' }).fill('빠르게 답변드립니다');
  page.once('dialog', (d) => void d.accept());
  await dialog.getByRole('button', { name: '완료' }).click();
  await expect(page.getByText('연락 방법 설정이 저장되었습니다.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await shot(page, testInfo, 'contact-saved-toast');
});
