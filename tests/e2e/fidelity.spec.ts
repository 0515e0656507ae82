import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, shot, test } from './support/fixtures';

/** Opens the contact-settings dialog and raises its "choose at least one" warning toast. */
async function raiseDialogToast(page: Page): Promise<{ dialog: Locator; toast: Locator }> {
  await page.getByRole('button', { name: '연락 방법 설정' }).click();
  const dialog = page.getByRole('dialog', { name: '연락 방법 설정' });
  await expect(dialog).toBeVisible();
  const checked = dialog.getByRole('checkbox', { checked: true });
  while ((await checked.count()) > 0) await checked.first().uncheck();
  await dialog.getByRole('button', { name: '완료' }).click();
  // getByRole skips aria-hidden content: finding it proves the open modal did not hide it.
  const toast = page.getByRole('status').filter({ hasText: '연락 방법을 1개 이상 선택해주세요.' });
  await expect(toast).toBeVisible();
  return { dialog, toast };
}

/** The z-index the browser computed for the modal root around a dialog. */
const zIndexOf = (dialog: Locator) =>
  dialog.evaluate((el) => Number(getComputedStyle(el.closest('.MuiDialog-root')!).zIndex));

test.describe('toasts', () => {
  test('a validation toast from an open dialog sits above its backdrop and is not aria-hidden', async ({
    page,
  }, testInfo) => {
    await loginAs(page, 'master@demo.kr', '/account/contacts');
    const { toast } = await raiseDialogToast(page);
    // What the point at the toast's middle shows, asked again until the toast has slid into place
    // (measured mid-slide, the middle can still be the dialog's backdrop).
    const onTop = async () => {
      const box = (await toast.boundingBox())!;
      return page.evaluate(
        ([x, y]) =>
          document.elementFromPoint(x!, y!)?.closest('[role="status"]')?.textContent ?? '',
        [box.x + box.width / 2, box.y + box.height / 2],
      );
    };
    await expect.poll(onTop).toBe('연락 방법을 1개 이상 선택해주세요.');
    await shot(page, testInfo, 'toast-above-dialog');
  });

  test('5000 ms, paused while hovered, then only the time that was left; a window blur changes nothing', async ({
    page,
  }) => {
    await page.clock.install();
    await loginAs(page, 'master@demo.kr', '/account/contacts');
    await page.getByRole('button', { name: '연락 방법 설정' }).click();
    const dialog = page.getByRole('dialog', { name: '연락 방법 설정' });
    const checked = dialog.getByRole('checkbox', { checked: true });
    while ((await checked.count()) > 0) await checked.first().uncheck();
    const toast = page
      .getByRole('status')
      .filter({ hasText: '연락 방법을 1개 이상 선택해주세요.' });
    // The first toast loads the toast layer (a lazy chunk React reveals on its own timers), so
    // raise one while the clock runs, then pause the clock and let it expire.
    await dialog.getByRole('button', { name: '완료' }).click();
    await expect(toast).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.clock.runFor(6000);
    await expect(toast).toHaveCount(0);
    // From here the test drives the page clock: the toast starts with exactly 5000 ms.
    await dialog.getByRole('button', { name: '완료' }).click();
    await expect(toast).toBeVisible();

    await page.clock.runFor(4000);
    await expect(toast).toBeVisible();
    await toast.hover();
    await page.clock.runFor(20_000);
    await expect(toast).toBeVisible();
    await dialog.getByRole('heading').hover();
    await page.clock.runFor(900);
    await expect(toast).toBeVisible();
    // 1000 ms were left, then the exit transition; notistack alone would wait 2500 ms.
    await page.clock.runFor(800);
    await expect(toast).toBeHidden();

    await dialog.getByRole('button', { name: '완료' }).click();
    await expect(toast).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await page.clock.runFor(4900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(800);
    await expect(toast).toBeHidden();
  });
});

test.describe('dialogs', () => {
  test('two stacked dialogs: 1001 under, 2002 on top; closing the top gives focus back to its opener', async ({
    page,
  }, testInfo) => {
    await loginAs(page, 'penalty@demo.kr', '/form');
    // includeHidden: the lower dialog is aria-hidden while the upper one is open.
    const lower = page.getByRole('dialog', { name: '매물 등록 제한 안내', includeHidden: true });
    await expect(lower).toBeVisible();
    expect(await zIndexOf(lower)).toBe(2001);

    const opener = lower.getByRole('button', { name: '게시 제한 안내' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const upper = page.getByRole('dialog', { name: '게시 제한 안내' });
    await expect(upper).toBeVisible();
    expect(await zIndexOf(lower)).toBe(1001);
    expect(await zIndexOf(upper)).toBe(2002);
    await shot(page, testInfo, 'stacked-dialogs');

    await page.keyboard.press('Escape');
    await expect(upper).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await zIndexOf(lower)).toBe(2001);
  });

  test('a dialog opened from a header submenu gives focus back to the header, not the page body', async ({
    page,
  }) => {
    await loginAs(page, 'report@demo.kr', '/room');
    const item = page.getByRole('banner').locator('button', { hasText: '허위매물 처리내역' });
    const trigger = item.locator('xpath=ancestor::li[2]').locator('button[data-trigger]');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await item.focus();
    await page.keyboard.press('Enter');
    const history = page.getByRole('dialog', { name: '허위매물 처리내역' });
    await expect(history).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();
    await expect(page.getByRole('banner').locator(':focus')).toHaveCount(1);
    // Back on the menu's button, its submenu closed (the item itself is hidden again).
    await expect(trigger).toBeFocused();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  });
});

test.describe('account withdrawal', () => {
  test('from the account menu: what goes and what stays, password and consent, then /login', async ({
    page,
  }, testInfo) => {
    await loginAs(page, 'withdraw@demo.kr', '/account');
    const userMenu = page.getByRole('button', { name: '윤한결님 메뉴' });
    await userMenu.hover();
    await page.getByRole('banner').getByRole('link', { name: '회원 탈퇴' }).click();
    await expect(page).toHaveURL(/\/account\/withdraw$/);
    await page.mouse.move(700, 600);
    await expect(page.getByRole('heading', { name: '회원 탈퇴', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: '탈퇴하면 삭제되는 정보' })).toContainText(
      '이름, 이메일',
    );
    await expect(page.getByRole('region', { name: '법에 따라 보관되는 정보' })).toContainText(
      '결제(주문) 내역',
    );
    await shot(page, testInfo, 'withdraw-page');
    await expectNoSeriousA11yViolations(page, 'main');

    const form = page.getByRole('form', { name: '회원 탈퇴' });
    const submit = form.getByRole('button', { name: '회원 탈퇴' });
    await submit.click();
    await expect(form.getByText('비밀번호를 입력해주세요.')).toBeVisible();
    await expect(form.getByText('탈퇴 안내를 확인하고 동의해주세요.')).toBeVisible();
    await shot(page, testInfo, 'withdraw-validation');

    await form.getByLabel('비밀번호').fill('not-my-password');
    await form.getByRole('checkbox', { name: /회원 탈퇴에 동의합니다/ }).check();
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('비밀번호가 올바르지 않습니다.');
    await expect(form.getByLabel('비밀번호')).toHaveValue('not-my-password');

    await form.getByLabel('비밀번호').fill('demo1234!');
    await submit.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole('status').filter({ hasText: '회원 탈퇴가 완료되었습니다.' }),
    ).toBeVisible();
    await shot(page, testInfo, 'withdraw-done-login');

    // The withdrawn email no longer logs in, and the old session is gone.
    expect((await page.request.get('/api/v2/user/login/check')).status()).toBe(200);
    expect((await (await page.request.get('/api/v2/user/login/check')).json()).result).toBe(false);
    await page.getByLabel('이메일').fill('withdraw@demo.kr');
    await page.getByLabel('비밀번호').fill('demo1234!');
    await page.getByRole('button', { name: '로그인' }).click();
    await expect(page.getByRole('alert')).toContainText(
      '이메일 또는 비밀번호가 올바르지 않습니다.',
    );
    await expect(page).toHaveURL(/\/login$/);
  });
});
