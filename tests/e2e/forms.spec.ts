import { expect, expectNoSeriousA11yViolations, loginAs, shot, test } from './support/fixtures';

test.describe('contact settings (/account/contacts)', () => {
  test('master saves contact settings and sees them after a reload; no serious axe violations', async ({
    page,
  }, testInfo) => {
    await loginAs(page, 'master@demo.kr', '/account/contacts');
    await expect(page.getByRole('heading', { name: '연락처 관리', level: 1 })).toBeVisible();
    const current = page.getByTestId('current-methods');
    await expect(current).toContainText('문자 문의');
    await expect(current).toContainText('1:1 채팅');
    await expect(current).not.toContainText('전화 문의');
    await expect(page.getByTestId('current-message')).toContainText('빠르게 답변드립니다');
    await shot(page, testInfo, 'account-contacts');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: '연락 방법 설정' }).click();
    const dialog = page.getByRole('dialog', { name: '연락 방법 설정' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(520);
    await shot(page, testInfo, 'contact-dialog');
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');

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
  test('keyboard-only use of the date picker; no serious axe violations on /form', async ({
    page,
  }, testInfo) => {
    await loginAs(page, 'master@demo.kr', '/form');
    await expect(page.getByRole('heading', { name: '매물 등록', level: 1 })).toBeVisible();
    // 입주 가능일 is 즉시/협의/날짜 지정 (issue 26 #1); the date picker is the 날짜 지정 one.
    const input = page.getByRole('textbox', { name: '입주 날짜', exact: true });
    await expect(input).toBeVisible();
    await shot(page, testInfo, 'room-form');
    await expectNoSeriousA11yViolations(page);
    await input.focus();
    await page.keyboard.type('30000101');
    await expect(input).toHaveValue('30000101');
    await page.keyboard.press('Tab'); // blur commits, focus moves to the calendar button
    await expect(input).toHaveValue('3000.01.01');
    // The move-in date's own opener, named after its field (사용승인일 has one too).
    const opener = page.getByRole('button', { name: '입주 날짜 달력 열기' });
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    const cal = page.getByRole('dialog', { name: '달력' });
    await expect(cal).toBeVisible();
    expect(Math.round((await cal.boundingBox())?.width ?? 0)).toBe(274);
    await expect(cal.getByRole('button', { name: '1', exact: true })).toBeFocused();
    await shot(page, testInfo, 'date-picker-open');
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
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
});
