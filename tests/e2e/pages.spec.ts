import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, loginAs, shot, test } from './support/fixtures';

/** Pages a guest may open, with their h1. */
const GUEST_PAGES: [string, string, RegExp][] = [
  ['landing', '/', /다방프로/],
  ['login', '/login', /^로그인$/],
  ['find-password', '/find-password', /비밀번호 찾기/],
  ['join', '/join', /회원가입/],
  ['consult', '/consult', /상담 신청/],
  ['join-consult', '/join-consult', /가입 상담 신청/],
];

/** Open to everyone: checked logged out and logged in. */
const OPEN_PAGES: [string, string, RegExp][] = [
  ['intro-generic', '/intro', /다방프로 서비스 소개/],
  ['intro-dabang', '/intro/dabang', /다방 광고 소개/],
  ['intro-agent-tool', '/intro/agent-tool', /업무 도구 소개/],
  ['intro-gongsil', '/intro/gongsil', /공실센터 소개/],
  ['intro-sign', '/intro/sign', /전자계약 소개/],
  ['intro-product-guide', '/intro/product/guide', /광고 상품 안내/],
  ['intro-product-region', '/intro/product/region-recommend', /지역 추천 상품/],
  ['intro-product-naver', '/intro/product/naver', /네이버 쿠폰/],
  ['intro-product-icon', '/intro/product/icon-focus', /아이콘 포커스/],
  ['intro-product-package', '/intro/product/package', /패키지 상품/],
  ['intro-product-general', '/intro/product/general', /일반 상품/],
  ['intro-product-plus', '/intro/product/plus', /플러스 상품/],
  ['intro-product-premium', '/intro/product/premium', /프리미엄 상품/],
  ['intro-product-complex', '/intro/product/complex', /단지 상품/],
  ['intro-product-sign', '/intro/product/sign', /전자계약 상품/],
  ['intro-unknown', '/intro/nothing-here', /다방프로 서비스 소개/],
  ['service', '/service', /고객센터/],
  ['service-notice', '/service/notice', /고객센터/],
  ['service-faq', '/service/faq', /고객센터/],
  ['agreement', '/agreement', /약관 동의 안내/],
  ['emergency', '/emergency', /서비스 점검 안내/],
  ['mobile', '/mobile/home', /모바일 안내/],
];

/** Login required (master@demo.kr). */
const AUTH_PAGES: [string, string, RegExp][] = [
  ['dashboard', '/dashboard', /대시보드/],
  ['business-info', '/business-info', /사업자 정보/],
  ['room', '/room', /매물관리/],
  ['room-dabang-list', '/room/dabang-list', /다방 매물관리/],
  ['room-naver-list', '/room/naver-list', /네이버 매물관리/],
  ['room-serve-apt', '/room/serve-list-apt', /아파트 매물관리/],
  ['room-serve-officetel', '/room/serve-list-officetel', /오피스텔 매물관리/],
  ['gongsil', '/gongsil', /공실센터/],
  ['product', '/product', /광고상품/],
  ['account', '/account', /계정관리/],
  ['account-user', '/account/user', /내 정보/],
  ['account-password', '/account/user/password', /비밀번호 변경/],
  ['account-sub-user', '/account/sub-user', /소속 직원 관리/],
  ['inquiry-talk', '/inquiry/talk', /문의 관리/],
  ['inquiry-sms', '/inquiry/sms', /문의 관리/],
  ['sign', '/sign', /전자계약/],
  ['sign-agreement', '/sign/agreement', /전자계약 이용 동의/],
  ['sign-contracts', '/sign/contract/all', /전자계약 관리/],
];

async function expectH1(page: Page, name: RegExp) {
  const h1 = page.locator('main h1');
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText(name);
}

/** The dashboard start-up popups (owned by the popup feature) sit on top; close them for the shot. */
async function closePopups(page: Page) {
  const dialog = page.getByRole('dialog').first();
  const finished = page.locator('[data-popup-chain="finished"]');
  for (let i = 0; i < 10; i++) {
    // Either the next popup is in view or the chain has said it is finished.
    await expect(async () => {
      expect((await finished.count()) > 0 || (await dialog.isVisible())).toBe(true);
    }).toPass();
    if (!(await dialog.isVisible())) return;
    const close = dialog.getByRole('button', { name: '닫기' }).first();
    if (await close.isVisible().catch(() => false)) await close.click();
    else await page.keyboard.press('Escape');
  }
}

/**
 * One page per kind of visitor for all the renders a worker runs (a worker is one process, so this
 * map lives as long as it): each render still loads its path from the server, but in the same
 * browser context, whose renderer process, HTTP cache and compiled-code cache the next render
 * reuses. A fresh context per render started a renderer and compiled every script again, 68 times.
 * The renders only read, so the page holds nothing one render could leave for the next.
 */
const renderPages = new Map<string, Page>();
async function renderPage(browser: Browser, visitor: 'guest' | 'master') {
  let page = renderPages.get(visitor);
  if (!page || page.isClosed()) {
    // From a context of its own making (not browser.newPage()): axe opens a helper page in it.
    page = await (await browser.newContext()).newPage();
    renderPages.set(visitor, page);
  }
  return page;
}

// Closed with the file, not left to the worker: an open page keeps its timers (the header's
// rolling lines) running through every later spec of the shard, and a later test's failure
// report can show it as that test's page (Playwright snapshots the first page of a context
// that closes after a failure; studio-editors.spec.ts's report in ci-ab showed a signed-in
// /mobile/home, the last page this file renders).
test.afterAll(async () => {
  for (const page of renderPages.values()) await page.context().close();
  renderPages.clear();
});

test.describe('guest pages', () => {
  // Independent read-only renders: the full run's shards may split them.
  test.describe.configure({ mode: 'parallel' });
  for (const [name, path, h1] of [...GUEST_PAGES, ...OPEN_PAGES]) {
    test(`${name} renders logged out`, async ({ browser }, testInfo) => {
      const page = await renderPage(browser, 'guest');
      await page.goto(path);
      await expectH1(page, h1);
      expect(new URL(page.url()).pathname).toBe(path);
      await shot(page, testInfo, `guest-${name}`);
      await expectNoSeriousA11yViolations(page, 'main');
    });
  }
});

test.describe('logged-in pages', () => {
  // Independent read-only renders: the full run's shards may split them.
  test.describe.configure({ mode: 'parallel' });
  for (const [name, path, h1] of [...AUTH_PAGES, ...OPEN_PAGES]) {
    test(`${name} renders logged in`, async ({ browser }, testInfo) => {
      const page = await renderPage(browser, 'master');
      await loginAs(page, 'master@demo.kr', path);
      await expectH1(page, h1);
      expect(new URL(page.url()).pathname).toBe(path);
      if (path === '/dashboard') await closePopups(page);
      await page.waitForLoadState('networkidle');
      await shot(page, testInfo, `auth-${name}`);
      await expectNoSeriousA11yViolations(page, 'main');
    });
  }

  test('the ROOM_MANAGE keyword reaches the dabang list search', async ({ page }) => {
    await loginAs(
      page,
      'master@demo.kr',
      '/room/dabang-list?keyword=%EC%97%86%EB%8A%94%EB%A7%A4%EB%AC%BC',
    );
    await expect(page.getByRole('searchbox', { name: '매물 검색' })).toHaveValue('없는매물');
    await expect(page.getByText("'없는매물'에 대한 검색 결과가 없습니다.")).toBeVisible();
  });
});
