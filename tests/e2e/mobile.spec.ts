import type { Page, TestInfo } from '@playwright/test';
import {
  test,
  expect as baseExpect,
  loginAs,
  expectNoSeriousA11yViolations,
  shot,
} from './support/fixtures';

// The portal on a phone (issue 27 #5, docs/mobile.md). mobile@demo.kr (server/test/seed/mobile.ts)
// has 2 chat inquiries (서모바 unread) and 1 text inquiry (unread), and 3 listings; it claims one
// of the open gongsil rooms of journeys-claim-sign.ts (매물번호 53000000 + 11·i, the newest of
// 전체): the first still open, so a run after the claim journey finds the next one.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Nothing is wider than the phone: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(clientWidth).toBe(390);
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > 391)
      .slice(0, 8)
      .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`),
  );
  expect(wide).toEqual([]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** Every link, button and field a finger can hit is at least 44 × 44 CSS px. */
async function expectTouchTargets(page: Page) {
  const small = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type=hidden]), textarea, [role=button], [role=combobox]',
      ),
    ]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(
        ({ el, r }) => r.width > 0 && r.height > 0 && el.closest('[aria-hidden=true]') === null,
      )
      // The skip link sits off screen until focused; a field's box is its wrapper's.
      .filter(({ r }) => r.right > 0)
      .filter(({ el, r }) => {
        const box = el.closest('.MuiInputBase-root')?.getBoundingClientRect() ?? r;
        return box.height < 44 || box.width < 44;
      })
      .map(
        ({ el, r }) =>
          `${el.tagName} "${el.textContent?.trim() || el.getAttribute('aria-label')}" ${Math.round(r.width)}×${Math.round(r.height)}`,
      ),
  );
  expect(small).toEqual([]);
}

/** The phone's screen as the broker sees it (a full-page capture would paint the fixed menu in
 * the middle of a long list). */
const phoneShot = (page: Page, testInfo: TestInfo, name: string) =>
  shot(page, testInfo, name, { fullPage: false });

/** What each mobile screen must be: no sideways scroll, thumb-sized targets, axe clean. */
async function expectPhoneReady(page: Page) {
  await expectNoSidewaysScroll(page);
  await expectTouchTargets(page);
  await expectNoSeriousA11yViolations(page);
}

test('on a phone a broker answers an inquiry and claims a gongsil room', async ({
  page,
}, testInfo) => {
  // The desktop dashboard, narrower than 768 px, offers the mobile variant.
  await loginAs(page, 'mobile@demo.kr', '/dashboard');
  await expect(page.getByTestId('header-unread-inquiries')).toBeVisible();
  const offer = page.getByTestId('mobile-switch');
  await expect(offer).toBeVisible();
  await phoneShot(page, testInfo, 'desktop-offer');
  await offer.getByRole('link', { name: '모바일 화면으로 보기' }).click();
  await expect(page).toHaveURL(/\/mobile$/);
  await expect(page.getByRole('heading', { level: 1, name: '오늘 할 일' })).toBeVisible();
  const inbox = (n: number) =>
    page.getByRole('link', { name: `읽지 않은 문의 ${n}건`, exact: true });
  await expect(inbox(2)).toBeVisible();
  await expect(page.getByText('읽지 않은 문의 2건', { exact: true })).toBeVisible();
  await expectPhoneReady(page);
  await phoneShot(page, testInfo, 'home');

  // Inquiries: the chat list as cards, the unread one opened and answered.
  await page.getByRole('link', { name: /^문의 답변/ }).click();
  await expect(page).toHaveURL(/\/mobile\/inquiry\/talk$/);
  const list = page.getByRole('list', { name: '채팅 문의 목록' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(
    page.getByRole('navigation', { name: '모바일 메뉴' }).getByRole('link', { name: '문의' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectPhoneReady(page);
  await phoneShot(page, testInfo, 'inquiries');

  await page.getByRole('link', { name: '서모바님의 문의 열기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '서모바님의 채팅 문의' })).toBeVisible();
  // Shown to the broker, it is read: the top bar's figure drops.
  await expect(inbox(1)).toBeVisible();
  const thread = page.getByRole('list', { name: '대화 내용' });
  await expect(thread.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: '답변 보내기' }).click();
  await expect(page.getByText('답변 내용을 입력해주세요.')).toBeVisible();
  await page
    .getByRole('textbox', { name: '답변' })
    .fill('네, 내일 저녁 7시에 뵙겠습니다. 도착하시면 연락 주세요.');
  await page.getByRole('button', { name: '답변 보내기' }).click();
  const sent = page.getByRole('status').filter({ hasText: '답변을 보냈습니다.' });
  await expect(sent).toBeVisible();
  await expect(thread.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: '답변' })).toHaveValue('');
  // The toast slides in from the right edge and fades: the page is checked once it has gone.
  await expect(sent).toBeHidden();
  await expectPhoneReady(page);
  await phoneShot(page, testInfo, 'inquiry-answered');

  // Gongsil: the first open room of the claim pool, claimed from its card.
  await page
    .getByRole('navigation', { name: '모바일 메뉴' })
    .getByRole('link', { name: '공실 선점' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '공실 선점' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^전체 \d+$/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const card = page
    .locator('li[data-rooms-seq^="53000"]')
    .filter({ has: page.locator('[data-claim="OPEN"]') })
    .first();
  await expect(card).toBeVisible();
  const seq = await card.getAttribute('data-rooms-seq');
  await expectPhoneReady(page);
  await phoneShot(page, testInfo, 'gongsil');

  await card.getByRole('button', { name: `매물번호 ${seq} 선점하기` }).click();
  const done = page.getByRole('status').filter({ hasText: `매물번호 ${seq}을(를) 선점했습니다.` });
  await expect(done).toBeVisible();
  const claimed = page.locator(`li[data-rooms-seq="${seq}"]`);
  await expect(claimed.locator('[data-claim="MINE"]')).toBeVisible();
  await expect(claimed.getByRole('button', { name: /선점하기$/ })).toHaveCount(0);
  await expect(done).toBeHidden();
  await expectPhoneReady(page);
  await phoneShot(page, testInfo, 'gongsil-claimed');

  await page.getByRole('link', { name: '선점한 방 1' }).click();
  await expect(page.locator(`li[data-rooms-seq="${seq}"]`)).toBeVisible();
  await expect(page.getByRole('note')).toContainText('선점 후 7일 안에 매물로 등록하지 않으면');

  // Listings: each one's status, filtered to those waiting for an ad slot.
  await page
    .getByRole('navigation', { name: '모바일 메뉴' })
    .getByRole('link', { name: '매물 상태' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '매물 상태 조회' })).toBeVisible();
  await expect(page.getByTestId('mobile-room')).toHaveCount(3);
  await page.getByRole('button', { name: /^광고대기 1/ }).click();
  await expect(page.getByTestId('mobile-room')).toHaveCount(1);
  await expect(page.getByTestId('mobile-room')).toContainText('왕십리역 투룸');
  await expectPhoneReady(page);
  await phoneShot(page, testInfo, 'rooms');

  // Signed out, a mobile page says so in place: no redirect (seed 000 §2.1).
  await page.context().clearCookies();
  await page.goto('/mobile/inquiry/talk');
  await expect(page.getByRole('heading', { level: 1, name: '로그인이 필요합니다' })).toBeVisible();
  await expect(page).toHaveURL(/\/mobile\/inquiry\/talk$/);
  await expectPhoneReady(page);
  await phoneShot(page, testInfo, 'sign-in');
});
