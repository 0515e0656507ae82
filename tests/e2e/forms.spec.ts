import { expect, expectNoSeriousA11yViolations, loginAs, shot, test } from './support/fixtures';

test.describe('contact settings (/account/contacts)', () => {
  test('master saves contact settings and sees them after a reload', async ({ page }, testInfo) => {
    await loginAs(page, 'master@demo.kr', '/account/contacts');
    await expect(page.getByRole('heading', { name: '연락처 관리', level: 1 })).toBeVisible();
    const current = page.getByTestId('current-methods');
    await expect(current).toContainText('문자 문의');
    await expect(current).toContainText('1:1 채팅');
    await expect(current).not.toContainText('전화 문의');
    await expect(page.getByTestId('current-message')).toContainText('빠르게 답변드립니다');
    await shot(page, testInfo, 'account-contacts');

    await page.getByRole('button', { name: '연락 방법 설정' }).click();
    const dialog = page.getByRole('dialog', { name: '연락 방법 설정' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(520);
    await shot(page, testInfo, 'contact-dialog');

    const message = dialog.getByRole('textbox', { name: /상태 메시지/ });
    await expect(message).toHaveValue('빠르게 답변드립니다');
    await message.fill('주말에도 상담 가능');
    // Toggling CHAT_TALK off and on resets the message to the one at opening.
    await dialog.getByRole('checkbox', { name: /1:1 채팅/ }).uncheck();
    await dialog.getByRole('checkbox', { name: /1:1 채팅/ }).check();
    await expect(message).toHaveValue('빠르게 답변드립니다');
    await message.fill('주말에도 상담 가능');
    await dialog.getByRole('checkbox', { name: /전화 문의/ }).check();

    const requests: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/user/contact-method/edit2')) requests.push(r.postDataJSON());
    });
    page.once('dialog', (d) => {
      expect(d.message()).toBe('연락 방법 설정을 저장하시겠습니까?');
      void d.accept();
    });
    await dialog.getByRole('button', { name: '완료' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '저장되었습니다' })).toBeVisible();
    expect(requests).toEqual([
      {
        contactMethodTypes: ['CALL', 'SMS', 'CHAT_TALK'],
        chatContactMessage: '주말에도 상담 가능',
      },
    ]);
    await expect(current).toContainText('전화 문의');

    await page.reload();
    await expect(page.getByTestId('current-methods')).toContainText('전화 문의');
    await expect(page.getByTestId('current-methods')).toContainText('문자 문의');
    await expect(page.getByTestId('current-message')).toContainText('주말에도 상담 가능');
    await shot(page, testInfo, 'account-contacts-after-save');
  });

  test('validation warns before any confirm and marks the field', async ({ page }, testInfo) => {
    await loginAs(page, 'master@demo.kr', '/account/contacts');
    await page.getByRole('button', { name: '연락 방법 설정' }).click();
    const dialog = page.getByRole('dialog', { name: '연락 방법 설정' });
    let confirms = 0;
    page.on('dialog', (d) => {
      confirms++;
      void d.dismiss();
    });
    for (const name of [/문자 문의/, /1:1 채팅/, /전화 문의/])
      await dialog.getByRole('checkbox', { name }).uncheck();
    await dialog.getByRole('button', { name: '완료' }).click();
    const atLeastOne = '연락 방법을 1개 이상 선택해주세요.';
    await expect(page.getByRole('status').filter({ hasText: atLeastOne })).toBeVisible();
    const group = dialog.getByRole('group', { name: '고객 연락 방법' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group.getByText(atLeastOne)).toBeVisible();
    await shot(page, testInfo, 'contact-dialog-methods-error');
    await dialog.getByRole('checkbox', { name: /1:1 채팅/ }).check();
    await expect(group).not.toHaveAttribute('aria-invalid');
    const message = dialog.getByRole('textbox', { name: /상태 메시지/ });
    await message.fill('');
    await dialog.getByRole('button', { name: '완료' }).click();
    const required = '상태 메시지를 입력해주세요.';
    await expect(page.getByRole('status').filter({ hasText: required })).toBeVisible();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(required)).toBeVisible();
    await shot(page, testInfo, 'contact-dialog-message-error');
    expect(confirms).toBe(0);
  });

  test('a brokerage assistant cannot choose phone inquiry', async ({ page }, testInfo) => {
    await loginAs(page, 'role2@demo.kr', '/account/contacts');
    await page.getByRole('button', { name: '연락 방법 설정' }).click();
    const dialog = page.getByRole('dialog', { name: '연락 방법 설정' });
    await expect(dialog.getByRole('checkbox', { name: /전화 문의/ })).toBeDisabled();
    await expect(dialog.getByText('중개보조원은 전화 문의를 설정할 수 없습니다.')).toBeVisible();
    await shot(page, testInfo, 'contact-dialog-assistant');
  });

  test('no serious axe violations on /account/contacts (page and dialog)', async ({ page }) => {
    await loginAs(page, 'master@demo.kr', '/account/contacts');
    await expect(page.getByRole('heading', { name: '연락처 관리', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: '연락 방법 설정' }).click();
    await expect(page.getByRole('dialog', { name: '연락 방법 설정' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  });

  test('master picks a sub-user (kept per userIdx) and deletes an agent contact', async ({
    page,
  }) => {
    await loginAs(page, 'master@demo.kr', '/account/contacts');
    const select = page.getByLabel('소속 계정 선택');
    await select.selectOption('sub@demo.kr');
    const stored = await page.evaluate(() =>
      Object.entries(sessionStorage).filter(([k]) => k.startsWith('selectedSubUser_')),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.[1]).toBe('sub@demo.kr');
    await page.reload();
    await expect(page.getByLabel('소속 계정 선택')).toHaveValue('sub@demo.kr');

    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: '최보조 연락처 삭제' }).click();
    await expect(page.getByRole('cell', { name: 'assist@demo.kr' })).toBeHidden();
    await page.reload();
    await expect(page.getByRole('cell', { name: 'sub@demo.kr' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'assist@demo.kr' })).toBeHidden();
  });
});

test.describe('listing form (/form) and the date picker', () => {
  test('keyboard-only use of the date picker', async ({ page }, testInfo) => {
    await loginAs(page, 'master@demo.kr', '/form');
    const input = page.getByLabel(/입주 가능일/);
    await expect(input).toBeVisible();
    await input.focus();
    await page.keyboard.type('30000101');
    await expect(input).toHaveValue('30000101');
    await page.keyboard.press('Tab'); // blur commits, focus moves to the calendar button
    await expect(input).toHaveValue('3000.01.01');
    const opener = page.getByRole('button', { name: '달력 열기' });
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    const cal = page.getByRole('dialog', { name: '달력' });
    await expect(cal).toBeVisible();
    expect(Math.round((await cal.boundingBox())?.width ?? 0)).toBe(274);
    await expect(cal.getByRole('button', { name: '1', exact: true })).toBeFocused();
    await shot(page, testInfo, 'date-picker-open');
    await page.keyboard.press('ArrowDown'); // 8th
    await page.keyboard.press('ArrowRight'); // 9th
    await page.keyboard.press('PageDown'); // February
    await expect(cal.getByTestId('calendar-header')).toHaveText('3000년 2월');
    await page.keyboard.press('Enter');
    await expect(cal).toBeHidden();
    await expect(input).toHaveValue('3000.02.09');
    await expect(opener).toBeFocused();
    // Escape and Tab close without choosing.
    await page.keyboard.press('Enter');
    await expect(cal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cal).toBeHidden();
    await page.keyboard.press('Space');
    await expect(cal).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(cal).toBeHidden();
    await expect(input).toHaveValue('3000.02.09');
    // An impossible date reverts; a date before the minimum (today) clears.
    await input.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('30000230');
    await page.keyboard.press('Tab');
    await expect(input).toHaveValue('3000.02.09');
    await input.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('20000101');
    await page.keyboard.press('Tab');
    await expect(input).toHaveValue('');
  });

  test('calendar views by mouse: header → years → months → days, paging', async ({ page }) => {
    await loginAs(page, 'master@demo.kr', '/form');
    await page.getByRole('button', { name: '달력 열기' }).click();
    const cal = page.getByRole('dialog', { name: '달력' });
    const header = cal.getByTestId('calendar-header');
    const now = new Date();
    await expect(header).toHaveText(`${now.getFullYear()}년 ${now.getMonth() + 1}월`);
    await header.click();
    const start = now.getFullYear() - (now.getFullYear() % 12);
    await expect(cal).toContainText(`${start}년 - ${start + 11}년`);
    await expect(cal.getByRole('button', { name: String(now.getFullYear() - 1) })).toBeDisabled();
    await cal.getByRole('button', { name: '다음 12년' }).click();
    await expect(cal).toContainText(`${start + 12}년 - ${start + 23}년`);
    await cal.getByRole('button', { name: String(start + 13) }).click();
    await expect(header).toHaveText(`${start + 13}년`);
    await cal.getByRole('button', { name: '5월' }).click();
    await expect(header).toHaveText(`${start + 13}년 5월`);
    await cal.getByRole('button', { name: '오늘' }).click();
    await expect(header).toHaveText(`${now.getFullYear()}년 ${now.getMonth() + 1}월`);
    await page.mouse.click(5, 5);
    await expect(cal).toBeHidden();
  });

  test('no serious axe violations on /form', async ({ page }, testInfo) => {
    await loginAs(page, 'master@demo.kr', '/form');
    await expect(page.getByRole('heading', { name: '매물 등록', level: 1 })).toBeVisible();
    await shot(page, testInfo, 'room-form');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: '달력 열기' }).click();
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  });
});
