import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, loginAs, shot } from './support/fixtures';

// Issue 27 #4: penalty@ objects to a handling of 12 days ago (within the policy's 14) with a
// reason and a photo; an approver answers in the studio (인용); the broker reads the status and
// the answer in the history.
const ROOM = '51004002';
const ANSWER = '제출하신 계약서 사진으로 정상 매물임을 확인했습니다. 경고를 취소합니다.';

async function openHistory(page: Page) {
  const item = page.getByRole('banner').locator('button', { hasText: '허위매물 처리내역' });
  await item.locator('xpath=ancestor::li[2]').hover();
  await item.click();
  return page.getByRole('dialog', { name: '허위매물 처리내역' });
}

test('an objection is filed with a photo and answered by staff', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await loginAs(page, 'penalty@demo.kr', '/dashboard');
  const history = await openHistory(page);
  const row = history
    .getByRole('table', { name: '처리내역' })
    .locator('tbody tr', { hasText: ROOM });
  await row.getByRole('button', { name: `매물 ${ROOM} 이의신청` }).click();

  const form = page.getByRole('dialog', { name: `이의신청 (매물 ${ROOM})` });
  await form
    .getByLabel(/이의신청 사유/)
    .fill('신고 당시 계약이 진행 중이었고 광고 내용은 사실이었습니다.');
  const jpeg = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#88aa55' },
  })
    .jpeg()
    .toBuffer();
  await form
    .getByTestId('objection-photo-input')
    .setInputFiles([{ name: 'contract.jpg', mimeType: 'image/jpeg', buffer: jpeg }]);
  await expect(form.getByRole('list', { name: '첨부한 사진' })).toContainText('contract.jpg');
  await shot(page, testInfo, '6-objection-form', { fullPage: false });
  await form.getByRole('button', { name: '이의신청 보내기' }).click();
  await expect(page.getByText('이의신청을 접수했습니다.')).toBeVisible();
  await expect(row).toContainText('접수');

  // Staff: the approver answers in the studio's 이의신청 tab.
  const staffContext = await browser.newContext();
  const studio = await staffContext.newPage();
  await loginAs(studio, 'approver@demo.kr', '/studio?section=objections');
  const item = studio.getByRole('article', { name: `매물 ${ROOM} 이의신청` });
  await expect(item).toContainText('penalty@demo.kr');
  await expect(item).toContainText('첨부 사진: 1');
  await item.getByLabel('처리').selectOption({ label: '인용' });
  await item.getByLabel('답변').fill(ANSWER);
  await shot(studio, testInfo, '7-studio-answer');
  await item.getByRole('button', { name: '저장' }).click();
  await expect(studio.getByText('이의신청을 인용(으)로 처리했습니다.')).toBeVisible();
  await expect(item).toContainText(ANSWER);
  await staffContext.close();

  // The broker sees the decision and the answer.
  await page.reload();
  const again = await openHistory(page);
  const decided = again
    .getByRole('table', { name: '처리내역' })
    .locator('tbody tr', { hasText: ROOM });
  await expect(decided).toContainText('인용');
  await expect(again.getByRole('table', { name: '내 이의신청 목록' })).toContainText(ANSWER);
  await shot(page, testInfo, '8-broker-sees-answer', { fullPage: false });
});
