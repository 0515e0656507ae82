// Listing lifecycle and inquiries tied to listings (issue 26 items 3 and 6) against the real
// server. lifecycle@ (two slots, both in use, one ended listing) ends two ads at once,
// re-advertises one and exports the list as CSV; answers@ answers an inquiry about its listing
// with a template it saves, and sees the inquiry answered and its 48-hour rate rise. Each uses its
// own office (server/test/seed/lifecycle.ts) so other specs' counts stay as they are.
import { readFileSync } from 'node:fs';
import { expect, expectNoSeriousA11yViolations, loginAs, shot, test } from './support/fixtures';

test('bulk-ends two listings, re-advertises one, and exports the list as CSV', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await loginAs(page, 'lifecycle@demo.kr', '/room/dabang-list');
  const slots = page.getByTestId('ad-slots');
  await expect(slots).toHaveText('광고 슬롯 2/2개 사용중');
  await page.getByRole('checkbox', { name: '선릉역 풀옵션 원룸 선택' }).check();
  await page.getByRole('checkbox', { name: '삼성역 남향 투룸 전세 선택' }).check();
  await expect(page.getByText('2건 선택됨')).toBeVisible();
  await shot(page, testInfo, 'list-selected');
  page.once('dialog', (d) => {
    expect(d.message()).toBe(
      '선택한 매물 2건의 광고를 종료할까요? 사용 중인 광고 슬롯이 비워집니다.',
    );
    void d.accept();
  });
  await page.getByRole('button', { name: '선택 광고 종료' }).click();
  await expect(page.getByText('2건을 처리했습니다.')).toBeVisible();
  await expect(slots).toHaveText('광고 슬롯 0/2개 사용중');
  const row = (title: string) => page.getByTestId('room-row').filter({ hasText: title });
  await expect(row('선릉역 풀옵션 원룸')).toContainText('광고종료');
  await expect(row('삼성역 남향 투룸 전세')).toContainText('광고종료');
  // The list with its new controls (the page's content: the toasts sit outside it).
  await expectNoSeriousA11yViolations(page, 'main');

  await page.getByRole('button', { name: '선릉역 풀옵션 원룸 재광고' }).click();
  await expect(page.getByText('다시 광고를 시작했습니다.')).toBeVisible();
  await expect(slots).toHaveText('광고 슬롯 1/2개 사용중');
  await expect(row('선릉역 풀옵션 원룸')).toContainText('광고중');

  // The export follows the conditions on screen: ended listings, highest price first.
  await page.getByLabel('정렬').selectOption('priceDesc');
  await page.getByRole('button', { name: /^광고종료/ }).click();
  await expect(page).toHaveURL(/sort=priceDesc/);
  await expect(page).toHaveURL(/status=invisible/);
  await expect(page.getByTestId('room-row')).toHaveCount(2);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: '지금 조건의 매물 목록을 CSV 파일로 내려받기' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^매물목록_\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toMatch(/^"매물번호","상태","제목",/);
  expect(lines.slice(1, -1).map((l) => l.split('","')[2])).toEqual([
    '봉은사역 오피스텔 매매',
    '삼성역 남향 투룸 전세',
  ]);
  expect(lines[1]).toContain('"광고종료","봉은사역 오피스텔 매매"');
  expect(lines[1]).toContain('"오피스텔","매매","0","41000"');
});

test('answers an inquiry about a listing with a saved template; its state and the answer rate change', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await loginAs(page, 'answers@demo.kr', '/inquiry/talk');
  const rate = page.getByTestId('answer-rate');
  await expect(rate).toHaveText('33%');
  const row = page.getByTestId('inquiry-row').filter({ hasText: '오지호' });
  await expect(row).toContainText('미답변');
  await expect(row.getByTestId('waited')).toHaveText('3시간째 대기');
  await expect(row.getByRole('link', { name: /대치동 학원가 투룸/ })).toBeVisible();
  await expect(
    page.getByTestId('inquiry-row').filter({ hasText: '배수아' }).getByTestId('waited'),
  ).toHaveText('2일 2시간째 대기 · 48시간 초과');
  await shot(page, testInfo, 'inquiry-list');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: '답변 템플릿 관리' }).click();
  const dialog = page.getByRole('dialog', { name: '답변 템플릿' });
  await dialog.getByLabel(/템플릿 이름/).fill('주말 방문 안내');
  await dialog
    .getByLabel(/답변 내용/)
    .fill('문의 감사합니다. 토요일 오후 2시에 방을 보여드릴 수 있습니다.');
  await dialog.getByRole('button', { name: '템플릿 추가' }).click();
  await expect(dialog.getByRole('list', { name: '저장한 답변 템플릿' })).toContainText(
    '주말 방문 안내',
  );
  await dialog.getByRole('button', { name: '닫기' }).click();

  await row.getByRole('link', { name: '오지호님의 문의 열기' }).click();
  await expect(page.getByText('문의 매물: 대치동 학원가 투룸')).toBeVisible();
  await page.getByLabel('답변 템플릿').selectOption('주말 방문 안내');
  await expect(page.getByRole('textbox', { name: /^답변/ })).toHaveValue(
    '문의 감사합니다. 토요일 오후 2시에 방을 보여드릴 수 있습니다.',
  );
  await page.getByRole('button', { name: '답변 보내기' }).click();
  await expect(page.getByText('답변을 보냈습니다.')).toBeVisible();
  await expect(page.getByText(/첫 답변 /)).toBeVisible();

  await page.getByRole('link', { name: /채팅 문의 목록으로/ }).click();
  await expect(row).toContainText('답변 완료');
  await expect(row.getByTestId('waited')).toHaveCount(0);
  // Due: 3 → 4, in time: 1 → 2.
  await expect(rate).toHaveText('50%');
  await page.getByLabel('답변 상태').selectOption('unanswered');
  await expect(page.getByTestId('inquiry-row')).toHaveCount(1);
  await expect(page.getByTestId('inquiry-row')).toContainText('배수아');
});
