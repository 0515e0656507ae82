import type { Page } from '@playwright/test';
import {
  test,
  expect,
  shot,
  loginAs,
  forceApi,
  clientRendered,
  expectNoSeriousA11yViolations,
  DEMO_PASSWORD,
} from './support/fixtures';

const TOOL_BASE = 'https://pro-tool.dabangapp.com';
const LOGIN_REQUIRED = '로그인이 필요한 서비스입니다.';

const headerHrefs = (page: Page) =>
  page.locator('header a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));

const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .map((e) => Array.from(e as ArrayLike<unknown>))
      .filter((a) => a[0] === 'event' && a[1] === 'page_view')
      .map((a) => (a[2] as { page_path: string }).page_path),
  );

/** Patches the agent/info answer (top-level fields win over the groups, A-08). */
async function patchAgentInfo(page: Page, patch: Record<string, unknown>) {
  await clientRendered(page);
  await page.route('**/api/v2/agent/info', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { result: Record<string, unknown> };
    await route.fulfill({ response: res, json: { ...body, result: { ...body.result, ...patch } } });
  });
}

test.describe('routing and guards', () => {
  test('a guest is sent to /login with the toast and returns after login', async ({ page }) => {
    await page.goto('/account/user?tab=1');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(LOGIN_REQUIRED)).toBeVisible();
    await page.getByLabel('이메일').fill('master@demo.kr');
    await page.getByLabel('비밀번호', { exact: true }).fill(DEMO_PASSWORD);
    await page.locator('main').getByRole('button', { name: '로그인' }).click();
    await expect(page).toHaveURL(/\/account\/user\?tab=1$/);
  });

  test('guest-only routes send a logged-in user to /dashboard', async ({ page }) => {
    await loginAs(page, 'master@demo.kr', '/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/join-consult');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('unknown paths and tabs go to /', async ({ page }) => {
    for (const p of ['/nope', '/rooms', '/inquiry/foo']) {
      await page.goto(p);
      await expect(page).toHaveURL(/:\d+\/$/);
    }
  });

  test('deep links are followed before the guest-only redirect', async ({ page }) => {
    await loginAs(page, 'master@demo.kr', null);
    const data = (o: unknown) => `?data=${encodeURIComponent(JSON.stringify(o))}`;
    await page.goto('/' + data({ link: 'ROOM_MANAGE', keyword: '신림 원룸' }));
    await expect(page).toHaveURL(/\/room\/dabang-list\/\?keyword=/);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('신림 원룸');
    await page.goto('/' + data({ link: 'GONGSILCENTER_LIST' }));
    // /gongsil/list/pick, which the list rewrites to its canonical query once its counts load.
    await expect(page).toHaveURL(/\/gongsil\/list\?tab=pick&/);
    await page.goto('/intro/dabang?data=%7Bbroken');
    await expect(page).toHaveURL(/\/intro\/dabang\?data=/);
  });

  test('scrolls to top and sends a page view on every path change', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 360 });
    await loginAs(page, 'master@demo.kr', '/dashboard');
    await expect(page.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
    // The page grows as its cards load: scroll to the bottom until there is somewhere to scroll.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.body.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(0);
    await page.locator('header li', { hasText: '님 메뉴' }).hover();
    await page.locator('header').getByRole('link', { name: '내 정보' }).click();
    await expect(page).toHaveURL(/\/account\/user$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => history.scrollRestoration)).toBe('manual');

    await page.locator('header li', { hasText: '중개관리' }).hover();
    await page.locator('header').getByRole('link', { name: '다방 매물관리' }).click();
    await expect(page).toHaveURL(/\/room\/dabang-list$/);
    await expect
      .poll(() => pageViews(page))
      .toEqual([
        '/dashboard',
        '/dashboard',
        '/account/user',
        '/account/user',
        '/room/dabang-list',
        '/room/dabang-list',
      ]);
  });
});

test.describe('header menus per account', () => {
  test('guest sees the intro menu, /login and /join-consult only', async ({ page }, testInfo) => {
    await page.goto('/intro/dabang');
    // The guest's links come once the session check has answered.
    await expect(page.locator('header a[href="/login"]')).toBeVisible();
    const hrefs = await headerHrefs(page);
    expect(hrefs).toEqual(
      expect.arrayContaining(['/login', '/join-consult', '/', '/intro/dabang']),
    );
    expect(hrefs.filter((h) => h.startsWith(TOOL_BASE))).toEqual([]);
    expect(hrefs).not.toContain('/room/dabang-list');
    expect(hrefs).not.toContain('/gongsil/list');
    await page.locator('header li', { hasText: '서비스 소개' }).hover();
    await expect(page.locator('header').getByRole('link', { name: '공지사항' })).toBeVisible();
    await shot(page, testInfo, 'header-guest-intro-open');
    await expectNoSeriousA11yViolations(page, 'header');
  });

  const cases: [string, string[], string[]][] = [
    [
      'master@demo.kr',
      ['/product/purchase', '/product/list/using', '/product/payment-list', '/sign/contract/all'],
      ['/room/serve-list-apt', '/login'],
    ],
    ['sub@demo.kr', ['/room/dabang-list', '/account/contacts'], ['/product/purchase']],
    [
      'serve@demo.kr',
      ['/room/serve-list-apt', '/room/serve-list-officetel', '/room/naver-list'],
      [],
    ],
    ['role2@demo.kr', ['/room/dabang-list'], ['/sign/contract/all']],
    ['nosign@demo.kr', ['/room/dabang-list'], ['/sign/contract/all']],
  ];
  for (const [email, present, absent] of cases) {
    test(`menu items for ${email}`, async ({ page }) => {
      await loginAs(page, email, '/account/user');
      await expect(page.locator('header').getByText('님 메뉴')).toBeVisible();
      const hrefs = await headerHrefs(page);
      expect(hrefs).toEqual(expect.arrayContaining([...present, '/gongsil/list', '/dashboard']));
      for (const a of absent) expect(hrefs).not.toContain(a);
      expect(hrefs.filter((h) => h.startsWith(TOOL_BASE))).toHaveLength(10);
      expect(hrefs).not.toContain('/join-consult');
    });
  }

  test('menus open on hover and the rolling counter runs', async ({ page }, testInfo) => {
    await loginAs(page, 'master@demo.kr', '/account/user');
    const mgmt = page.locator('header li', { hasText: '중개관리' });
    await expect(mgmt.getByRole('button', { name: '중개관리' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('rolling-counter')).toContainText(/오늘 신규 의뢰 [\d,]+건/);
    await mgmt.hover();
    await expect(page.locator('header').getByRole('link', { name: '결제 내역' })).toBeVisible();
    await shot(page, testInfo, 'header-management-open');
    await expectNoSeriousA11yViolations(page, 'header');
    await page.locator('header li', { hasText: '업무도구' }).hover();
    await expect(page.locator('header').getByRole('link', { name: '스페이스' })).toBeVisible();
    await shot(page, testInfo, 'header-tools-open');
    await page.locator('header li', { hasText: '서비스 소개' }).hover();
    await shot(page, testInfo, 'header-intro-open-logged-in');
    await page.locator('header li', { hasText: '님 메뉴' }).hover();
    await shot(page, testInfo, 'header-user-open');
    await expect(page.getByTestId('rolling-counter')).toContainText(/등록 매물 [\d,]+개/, {
      timeout: 10_000,
    });
  });

  test('closed submenus are out of the Tab order: the content is a few presses away', async ({
    page,
  }, testInfo) => {
    await loginAs(page, 'master@demo.kr', '/account/user');
    await expect(page.locator('main h1')).toBeVisible();
    const submenuLinks = page.locator('header [data-submenu] a, header [data-submenu] button');
    // The account's whole menu: the page's heading can show before the header has it all.
    await expect.poll(() => submenuLinks.count()).toBeGreaterThan(30);
    for (const link of await submenuLinks.all()) await expect(link).toBeHidden();
    let presses = 0;
    const inMain = () => page.evaluate(() => !!document.activeElement?.closest('main'));
    while (presses < 60 && !(await inMain())) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    testInfo.annotations.push({ type: 'tab-presses-to-content', description: String(presses) });
    console.log(`Tab presses from the top of the page to its content: ${presses}`);
    // Skip link, logo, three menu buttons, gongsil, inquiries, user menu, then the page.
    expect(presses).toBeLessThanOrEqual(10);
  });

  test('work tools open in a new tab with the access token', async ({ page, context }) => {
    await context.route(`${TOOL_BASE}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<html lang="ko"><body>tool</body></html>' }),
    );
    await loginAs(page, 'master@demo.kr', '/account/user');
    await page.locator('header li', { hasText: '업무도구' }).hover();
    const link = page.locator('header').getByRole('link', { name: '고객관리' });
    await expect(link).toHaveAttribute('href', `${TOOL_BASE}/customer`);
    await expect(link).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.waitForURL(/att=/);
    const url = new URL(popup.url());
    expect(url.origin + url.pathname).toBe(`${TOOL_BASE}/customer`);
    expect(url.searchParams.get('att')).toMatch(/\S{8,}/);
    expect(page.url()).toMatch(/\/account\/user$/);
  });

  test('a token failure closes the tab and toasts', async ({ page, context }) => {
    await loginAs(page, 'master@demo.kr', '/account/user');
    await forceApi(page, '/user/agent-tool-accessible-session', 400, { msg: '' });
    await page.locator('header li', { hasText: '업무도구' }).hover();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('header').getByRole('link', { name: '일정관리' }).click(),
    ]);
    // The tab may close before a 'close' listener could attach, so poll its state instead.
    await expect.poll(() => popup.isClosed()).toBe(true);
    await expect(page.getByText('토큰 발급에 실패했습니다.')).toBeVisible();
  });

  const contractCases: [string, Record<string, unknown>, string][] = [
    ['identity', { isSafeAuth: false }, '본인인증이 필요합니다'],
    ['business', { isSafeAuth: true, isCeoSafeAuth: false }, '사업자 인증이 필요합니다'],
    [
      'review',
      { isSafeAuth: true, isCeoSafeAuth: true, agentSignStatus: 'PROCEED' },
      '심사 중입니다',
    ],
    [
      'no item',
      { isSafeAuth: true, isCeoSafeAuth: true, agentSignStatus: 'WAIT', useItem: false },
      '이용중인 상품이 없습니다',
    ],
    [
      'no access',
      {
        isSafeAuth: true,
        isCeoSafeAuth: true,
        agentSignStatus: 'APPROVAL',
        isShowSignMenu: true,
        isSignUser: false,
      },
      '접근 권한이 없습니다',
    ],
  ];
  for (const [name, patch, text] of contractCases) {
    test(`contract menu check: ${name}`, async ({ page }) => {
      await patchAgentInfo(page, { isShowSignMenu: true, userRoleType: 0, ...patch });
      await loginAs(page, 'master@demo.kr', '/account/user');
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.accept();
      });
      await page.locator('header li', { hasText: '중개관리' }).hover();
      await page.locator('header').getByRole('link', { name: '전자계약 관리' }).click();
      await expect.poll(() => dialogs).toHaveLength(1);
      expect(dialogs[0]).toContain(text);
      expect(page.url()).toMatch(/\/account\/user$/);
    });
  }

  test('serve menus alert when the item is missing', async ({ page }) => {
    await loginAs(page, 'serve@demo.kr', '/account/user');
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    await page.locator('header li', { hasText: '중개관리' }).hover();
    await page.locator('header').getByRole('link', { name: '오피스텔 매물관리' }).click();
    await expect.poll(() => dialogs).toEqual(['오피스텔 매물관리 상품 구매가 필요합니다.']);
    await expect(page).toHaveURL(/\/account\/user$/);
    await page.locator('header li', { hasText: '중개관리' }).hover();
    await page.locator('header').getByRole('link', { name: '아파트 매물관리' }).click();
    await expect(page).toHaveURL(/\/room\/serve-list-apt$/);
    expect(dialogs).toHaveLength(1);
  });

  test('logout confirms, then clears the auth cookies and goes to /', async ({ page, context }) => {
    await loginAs(page, 'master@demo.kr', '/account/user');
    const host = new URL(page.url()).hostname;
    await context.addCookies([
      { name: 'Authorization', value: 'x', domain: host, path: '/' },
      { name: 'reportNoticeRead', value: '1', domain: host, path: '/' },
    ]);
    await page.evaluate(() => localStorage.setItem('reportNoticeRead', '1'));
    let confirms = 0;
    page.on('dialog', (d) => {
      confirms++;
      expect(d.type()).toBe('confirm');
      expect(d.message()).toContain('로그아웃');
      void (confirms === 1 ? d.dismiss() : d.accept());
    });
    const logout = async () => {
      await page.locator('header li', { hasText: '님 메뉴' }).hover();
      await page.locator('header').getByRole('button', { name: '로그아웃' }).click();
    };
    await logout();
    await expect.poll(() => confirms).toBe(1);
    await expect(page).toHaveURL(/\/account\/user$/);
    await logout();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('header').getByRole('link', { name: '로그인' })).toBeVisible();
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('Authorization');
    expect(names).not.toContain('reportNoticeRead');
    expect(await page.evaluate(() => localStorage.getItem('reportNoticeRead'))).toBeNull();
  });
});

test.describe('error catalogue on any call', () => {
  for (const [code, to] of [
    [410, '/agreement'],
    [416, '/emergency'],
    [417, '/business-info'],
  ] as const) {
    test(`code ${code} lands on ${to}`, async ({ page }) => {
      await forceApi(page, '/stat/gongsil-center/rolling-count', 400, { code, msg: 'x' });
      await loginAs(page, 'master@demo.kr', '/account/user');
      await expect(page).toHaveURL(new RegExp(`${to}$`));
    });
  }

  test('401 alerts, logs out and goes to /', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    await forceApi(page, '/stat/gongsil-center/rolling-count', 401, {
      msg: '세션이 만료되었습니다.',
    });
    await loginAs(page, 'master@demo.kr', '/account/user');
    await expect(page).toHaveURL(/:\d+\/$/);
    expect(dialogs).toEqual(['세션이 만료되었습니다.']);
    await expect(page.locator('header').getByRole('link', { name: '로그인' })).toBeVisible();
  });
});

test.describe('layout', () => {
  test('header is 80px and sticky, the page is at least 1200px wide', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 700 });
    await loginAs(page, 'master@demo.kr', '/dashboard');
    const header = page.locator('header').first();
    await expect(header).toBeVisible();
    expect((await header.boundingBox())?.height).toBe(80);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeGreaterThanOrEqual(
      1200,
    );
    expect(await header.evaluate((h) => getComputedStyle(h).position)).toBe('sticky');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect((await header.boundingBox())?.y).toBe(0);
    await expect(page.locator('main')).toHaveCount(1);
  });

  test('footer: terms, highlight, TOP button, axe', async ({ page }, testInfo) => {
    await loginAs(page, 'master@demo.kr', '/account/user');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: '유료서비스 이용약관' })).toHaveCount(1);
    const highlighted = footer.locator('a[data-terms-seq="3"]');
    await expect(highlighted).toHaveCount(1);
    expect(await highlighted.evaluate((a) => getComputedStyle(a).fontWeight)).toBe('700');
    for (const a of await footer.locator('a[href^="http"]').all()) {
      await expect(a).toHaveAttribute('target', '_blank');
      await expect(a).toHaveAttribute('rel', 'noopener');
    }
    await footer.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'footer-logged-in');
    await expectNoSeriousA11yViolations(page, 'footer');
    await page.setViewportSize({ width: 1280, height: 360 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await footer.getByRole('button', { name: '맨 위로 이동' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0);
  });

  test('guest footer has no paid-service terms', async ({ page }, testInfo) => {
    await page.goto('/intro/dabang');
    const footer = page.locator('footer');
    await expect(footer.locator('a[data-terms-seq]').first()).toBeVisible();
    await expect(footer.getByRole('link', { name: '유료서비스 이용약관' })).toHaveCount(0);
    await shot(page, testInfo, 'footer-guest');
  });
});
