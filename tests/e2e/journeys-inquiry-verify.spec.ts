import type { Page } from '@playwright/test';
import { test, expect, loginAs, shot, expectNoSeriousA11yViolations } from './support/fixtures';
import { sentSms } from './support/sms-log';

// Own demo offices (server/test/seed/journeys.ts): inquiry@ has 3 chat and 3 text inquiries,
// 4 of them unread; verify@ has an unverified phone and no other start-up popup.

/** The dashboard's "읽지 않은 문의" figure. */
const dashboardUnread = (page: Page) =>
  page.locator('dt', { hasText: '읽지 않은 문의' }).locator('xpath=following-sibling::dd[1]');
const headerBadge = (page: Page, n: number) =>
  page.getByRole('link', { name: `읽지 않은 문의 ${n}건` });

test('a broker opens a chat inquiry, answers it, and both unread counts drop', async ({
  page,
}, testInfo) => {
  await loginAs(page, 'inquiry@demo.kr', '/dashboard');
  await expect(dashboardUnread(page)).toHaveText('4건');
  await expect(headerBadge(page, 4)).toBeVisible();

  await page.getByRole('link', { name: '문의 관리로 이동' }).click();
  await page.getByRole('link', { name: '김하늘님의 문의 열기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '김하늘님의 채팅 문의' })).toBeVisible();
  const thread = page.getByRole('list', { name: '대화 내용' });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await expect(headerBadge(page, 3)).toBeVisible();

  // Blank answers are refused in Korean; nothing is sent.
  await page.getByRole('button', { name: '답변 보내기' }).click();
  await expect(page.getByText('답변 내용을 입력해주세요.')).toBeVisible();

  await page
    .getByRole('textbox', { name: '답변' })
    .fill('네, 아직 계약 가능합니다. 방문 일정 알려주세요.');
  await page.getByRole('button', { name: '답변 보내기' }).click();
  await expect(page.getByText('답변을 보냈습니다.')).toBeVisible();
  await expect(thread.getByRole('listitem')).toHaveCount(2);
  await expect(thread.getByRole('listitem').last()).toContainText(
    '네, 아직 계약 가능합니다. 방문 일정 알려주세요.',
  );
  await expect(page.getByRole('textbox', { name: '답변' })).toHaveValue('');
  await expectNoSeriousA11yViolations(page, 'main');
  await shot(page, testInfo, 'inquiry-talk-answered');

  await page.getByRole('link', { name: '채팅 문의 목록으로' }).click();
  await expect(page.getByRole('table')).toContainText('김하늘');
  await shot(page, testInfo, 'inquiry-talk-list');

  await headerBadge(page, 3).click();
  await expect(page).toHaveURL(/\/inquiry\/talk$/);
  await page.goto('/dashboard');
  await expect(dashboardUnread(page)).toHaveText('3건');
});

test('a text inquiry is answered by SMS through the outbox', async ({ page }, testInfo) => {
  await loginAs(page, 'inquiry@demo.kr', '/inquiry/sms');
  await page.getByRole('link', { name: '최민준님의 문의 열기' }).click();
  await expect(page.getByText('고객 휴대폰 010-4821-1934')).toBeVisible();
  await page.getByRole('textbox', { name: '답변' }).fill('토요일 오전 10시에 뵙겠습니다.');
  await page.getByRole('button', { name: '문자 보내기' }).click();
  await expect(page.getByText('문자로 답변을 보냈습니다.')).toBeVisible();
  await expect(page.getByRole('list', { name: '대화 내용' }).getByRole('listitem')).toHaveCount(2);
  expect(sentSms().filter((m) => m.purpose === 'INQUIRY_ANSWER')).toContainEqual({
    to: '01048211934',
    purpose: 'INQUIRY_ANSWER',
    body: '[서초반포공인중개사사무소] 토요일 오전 10시에 뵙겠습니다.',
  });
  await shot(page, testInfo, 'inquiry-sms-answered');
});

test('the verification popup leads to phone verification; once verified it stays away', async ({
  page,
}, testInfo) => {
  await loginAs(page, 'verify@demo.kr', '/dashboard');
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await shot(page, testInfo, 'verify-popup');
  await popup.getByRole('link', { name: '인증하러 가기' }).click();
  await expect(page).toHaveURL(/\/account\/verify-tel$/);
  await expect(page.getByRole('heading', { level: 1, name: '휴대폰 인증' })).toBeVisible();

  const phone = page.getByRole('textbox', { name: '휴대폰 번호' });
  await expect(phone).toHaveValue('010-3232-3200');
  await phone.fill('010-9876-5432');
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(
    page.getByText('010-9876-5432(으)로 인증번호를 보냈습니다.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/남은 시간 [23]:\d\d/);

  const code = /(\d{6})/.exec(
    sentSms()
      .filter((m) => m.purpose === 'VERIFY_TEL' && m.to === '01098765432')
      .at(-1)!.body,
  )![1]!;
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByRole('textbox', { name: '인증번호 6자리' }).fill(wrong);
  await page.getByRole('button', { name: '인증하기' }).click();
  await expect(page.getByText('인증번호가 일치하지 않습니다. (남은 입력 횟수 4회)')).toBeVisible();
  await shot(page, testInfo, 'verify-wrong-code');

  await page.getByRole('textbox', { name: '인증번호 6자리' }).fill(code);
  await page.getByRole('button', { name: '인증하기' }).click();
  await expect(page.getByText('휴대폰 인증을 마쳤습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The chain asks GET /agent/verify-tel on every visit; now it answers verified, so the chain
  // finishes with no popup.
  await page.reload();
  await expect(page.locator('[data-popup-chain="finished"]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shot(page, testInfo, 'verify-done-dashboard');
});
