import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, loginAs, shot, forceApi, clientRendered } from './support/fixtures';

// The seeded chain account: 2 text notices (expires empty and 3), 2 events (one needs login),
// no role, contact method unset with CEO-safe auth, unverified phone, no item.
const CHAIN = 'chain@demo.kr';
const DAY = 86_400;

interface Notice {
  seq: number;
  title: string;
  expires: number | null;
  url: string | null;
  isLoginRequired?: boolean;
}

async function chainData(page: Page) {
  const get = async <T>(p: string): Promise<T> =>
    ((await (await page.request.get(`/api/v2${p}`)).json()) as { result: T }).result;
  const notices = await get<Notice[]>('/notice/popup?type=1');
  const events = await get<Notice[]>('/events/active?platform=pro_web_enter');
  const session = await get<string | { authKey: string }>('/user/session');
  const authKey = typeof session === 'string' ? session : session.authKey;
  return { notices, events, authKey };
}

/** The one dialog on screen, named `name`; fails if more than one popup is mounted. */
async function only(page: Page, name: string) {
  const d = page.getByRole('dialog', { name });
  await expect(d).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  return d;
}

/**
 * Asserts a cookie exists with path / and expiry ≈ now + days. The page writes it with
 * document.cookie, which reaches the browser's cookie store (what context.cookies() reads) a
 * moment later: read at once, the clean-clone CI of 98515df missed no_item_notice.
 */
async function expectCookie(context: BrowserContext, name: string, days: number) {
  const find = async () => (await context.cookies()).find((x) => x.name === name);
  await expect.poll(async () => !!(await find()), { message: `cookie ${name}` }).toBe(true);
  const c = await find();
  expect(c!.path).toBe('/');
  expect(Math.abs(c!.expires - (Date.now() / 1000 + days * DAY))).toBeLessThan(120);
}

/**
 * A toast with role=alert. Located by CSS: while a popup is open MUI marks the rest of the body
 * (toast container included) aria-hidden, so getByRole would not see it.
 */
const toastAlert = (page: Page, opts: { hasText: string }) => page.locator('[role="alert"]', opts);

const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((c) => c.name);

test.beforeEach(async ({ context }) => {
  // Event and notice pages are external; answer them locally so new tabs load offline.
  await context.route(/^https:\/\/example\.kr\//, (r) =>
    r.fulfill({ status: 200, contentType: 'text/html', body: '<title>event</title>' }),
  );
});

test('the seeded chain shows every popup in config order, one at a time, with its cookies', async ({
  page,
  context,
}, testInfo) => {
  // Keep the shared seed intact: the role answer is forced (the server's side is a contract test).
  await forceApi(page, '/agent/set-role2', 200, { result: true }, 'POST');
  await loginAs(page, CHAIN, null);
  const { notices, events } = await chainData(page);
  expect(notices.length).toBeGreaterThanOrEqual(2);
  await page.goto('/dashboard');

  // 1. Text notices, one at a time: labels follow expires.
  const [n1, n2] = notices;
  let d = await only(page, n1!.title);
  await expect(d.getByRole('button', { name: '다시 보지 않기' })).toBeVisible();
  await shot(page, testInfo, '1-text-notice');
  await d.getByRole('button', { name: '닫기' }).click();
  d = await only(page, n2!.title);
  await expect(d.getByRole('button', { name: `${n2!.expires}일간 보지 않기` })).toBeVisible();
  await expect(d.getByRole('button', { name: '자세히 보기' })).toBeVisible();
  await shot(page, testInfo, '1b-text-notice-url');
  await d.getByRole('button', { name: `${n2!.expires}일간 보지 않기` }).click();
  await expectCookie(context, `notice_popup_${n2!.seq}`, n2!.expires!);
  expect(await cookieNames(context)).not.toContain(`notice_popup_${n1!.seq}`);

  // 2. Image notices in turn.
  const [e1, e2] = events;
  d = await only(page, e1!.title);
  await expect(d.getByRole('img', { name: e1!.title })).toBeVisible();
  const box = await d.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(480);
  await shot(page, testInfo, '2-image-notice');
  await d.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
  await expectCookie(context, `event_banner_${e1!.seq}`, e1!.expires || 1);
  d = await only(page, e2!.title);
  await d.getByRole('button', { name: '닫기' }).click();
  expect(await cookieNames(context)).not.toContain(`event_banner_${e2!.seq}`);

  // 3. Role selection (master: 0 and 2).
  d = await only(page, '직책 선택');
  await expect(d.getByRole('radio')).toHaveCount(2);
  await expect(d.getByRole('button', { name: '닫기' })).toHaveCount(0);
  const submit = d.getByRole('button', { name: '선택 완료' });
  await expect(submit).toBeDisabled();
  await shot(page, testInfo, '3-role');
  await d.getByLabel('대표공인중개사').check();
  const setRole = page.waitForRequest('**/api/v2/agent/set-role2');
  await submit.click();
  expect((await setRole).postDataJSON()).toEqual({ roleType: 0 });

  // 4. Contact method (the injected dialog); any close marks it done.
  d = await only(page, '연락 방법 설정');
  await shot(page, testInfo, '4-contact-method');
  await d.getByRole('button', { name: '닫기' }).click();

  // 5. Phone verification notice.
  d = await only(page, '휴대폰 번호 인증');
  await expect(d.getByText('휴대폰 번호 인증이 필요합니다.')).toBeVisible();
  await shot(page, testInfo, '5-verify-tel');
  await d.getByRole('button', { name: '닫기' }).click();

  // 6. No-item notice.
  d = await only(page, '광고 상품 안내');
  await expect(d.getByRole('link', { name: '상품 구매하기' })).toHaveAttribute(
    'href',
    '/product/purchase',
  );
  await shot(page, testInfo, '6-no-item');
  await d.getByRole('button', { name: '3일간 보지 않기' }).click();
  await expectCookie(context, 'no_item_notice', 3);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Coming back: dismissed items stay hidden, closed ones return.
  await page.reload();
  d = await only(page, n1!.title);
  await d.getByRole('button', { name: '다시 보지 않기' }).click();
  await expectCookie(context, `notice_popup_${n1!.seq}`, 365);
  await only(page, e2!.title);
});

test('escape closes a text notice without a cookie but not the image notice or the role popup', async ({
  page,
  context,
}) => {
  await loginAs(page, CHAIN, null);
  const { notices, events } = await chainData(page);
  await forceApi(page, '/notice/popup?type=1', 200, { result: [notices[0]] });
  await page.goto('/dashboard');
  await only(page, notices[0]!.title);
  await page.keyboard.press('Escape');
  await only(page, events[0]!.title);
  expect((await cookieNames(context)).some((n) => n.startsWith('notice_popup_'))).toBe(false);
  await page.keyboard.press('Escape');
  await only(page, events[0]!.title);
  await page.getByRole('dialog').getByRole('button', { name: '닫기' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '닫기' }).click();
  await only(page, '직책 선택');
  await page.keyboard.press('Escape');
  await only(page, '직책 선택');
});

test('image notices open their url in a new tab, with auth_key only when login is required', async ({
  page,
  context,
}, testInfo) => {
  await loginAs(page, CHAIN, null);
  const { events, authKey } = await chainData(page);
  await forceApi(page, '/notice/popup?type=1', 200, { result: [] });
  await page.goto('/dashboard');
  const withLogin = events.find((e) => e.isLoginRequired)!;
  const without = events.find((e) => !e.isLoginRequired)!;
  expect(events.indexOf(withLogin)).toBe(0);

  let d = await only(page, withLogin.title);
  let popup = context.waitForEvent('page');
  await d.getByRole('button', { name: withLogin.title }).click();
  const first = new URL((await popup).url());
  expect(first.searchParams.get('auth_key')).toBe(authKey);
  expect(authKey).not.toBe('');
  const dl = await page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? []).map((a) =>
      JSON.stringify(Array.from(a as ArrayLike<unknown>)),
    ),
  );
  expect(dl).toContain(
    JSON.stringify([
      'event',
      'click',
      { event_category: 'banner', event_label: withLogin.title, seq: withLogin.seq },
    ]),
  );

  d = await only(page, without.title);
  await shot(page, testInfo, '2b-image-notice-second');
  popup = context.waitForEvent('page');
  await d.getByRole('button', { name: '이벤트 보기' }).click();
  const second = new URL((await popup).url());
  expect(second.searchParams.has('auth_key')).toBe(false);
  expect(second.href).toBe(new URL(without.url!).href);
  await only(page, '직책 선택');
  expect((await cookieNames(context)).some((n) => n.startsWith('event_banner_'))).toBe(false);
});

test('an image notice without url does nothing on click', async ({ page, context }) => {
  await loginAs(page, CHAIN, null);
  const { events } = await chainData(page);
  await forceApi(page, '/notice/popup?type=1', 200, { result: [] });
  await forceApi(page, '/events/active?platform=pro_web_enter', 200, {
    result: [{ ...events[0], url: null }],
  });
  await page.goto('/dashboard');
  const d = await only(page, events[0]!.title);
  const pages = context.pages().length;
  // window.open runs inside the click handler, so a spy answers at once whether it was called.
  await page.evaluate(() => {
    const w = window as unknown as { opened: unknown[] };
    w.opened = [];
    window.open = (...args: unknown[]) => (w.opened.push(args), null);
  });
  await d.getByRole('button', { name: '이벤트 보기' }).click();
  await d.getByRole('img', { name: events[0]!.title }).click();
  expect(await page.evaluate(() => (window as unknown as { opened: unknown[] }).opened)).toEqual(
    [],
  );
  expect(context.pages().length).toBe(pages);
  await only(page, events[0]!.title);
});

test('every condition off: no popup at all', async ({ page }) => {
  await loginAs(page, CHAIN, null);
  const info = (await (await page.request.get('/api/v2/agent/info')).json()) as {
    result: Record<string, Record<string, unknown>>;
  };
  const r = info.result;
  r.user = { ...r.user, userRoleType: 0, isShowSetContactMethod: false };
  r.item = { ...(r.item ?? {}), useItem: true };
  await forceApi(page, '/agent/info', 200, info);
  await forceApi(page, '/notice/popup?type=1', 200, { result: [] });
  await forceApi(page, '/events/active?platform=pro_web_enter', 200, { result: [] });
  const verify = page.waitForResponse('**/api/v2/agent/verify-tel');
  await forceApi(page, '/agent/verify-tel', 200, { result: { isVerify: true } });
  await page.goto('/dashboard');
  await verify;
  await expect(page.locator('[data-popup-chain="finished"]')).toBeAttached();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('conditions on one by one: role for a sub-user lists only position 1', async ({ page }) => {
  await loginAs(page, CHAIN, null);
  const info = (await (await page.request.get('/api/v2/agent/info')).json()) as {
    result: Record<string, Record<string, unknown>>;
  };
  info.result.user = { ...info.result.user, userEmail: 'sub@demo.kr' };
  await forceApi(page, '/agent/info', 200, info);
  await forceApi(page, '/notice/popup?type=1', 200, { result: [] });
  await forceApi(page, '/events/active?platform=pro_web_enter', 200, { result: [] });
  await page.goto('/dashboard');
  const d = await only(page, '직책 선택');
  await expect(d.getByRole('radio')).toHaveCount(1);
  await expect(d.getByLabel('소속공인중개사')).toBeVisible();
});

test('role 419 alerts its msg and the popup stays open; other errors toast', async ({ page }) => {
  // Record native alerts instead of blocking on them.
  await page.addInitScript(() => {
    const w = window as unknown as { __alerts: string[] };
    w.__alerts = [];
    window.alert = (m?: unknown) => void w.__alerts.push(String(m));
  });
  await loginAs(page, CHAIN, null);
  await forceApi(page, '/notice/popup?type=1', 200, { result: [] });
  await forceApi(page, '/events/active?platform=pro_web_enter', 200, { result: [] });
  await page.goto('/dashboard');
  const d = await only(page, '직책 선택');
  // Sub-user position for a master: the real server answers 419.
  await page.route('**/api/v2/agent/set-role2', (route) =>
    route.fulfill({
      status: 419,
      contentType: 'application/json',
      body: JSON.stringify({ code: 419, msg: '선택할 수 없는 직책입니다.' }),
    }),
  );
  await d.getByLabel('중개보조원').check();
  await d.getByRole('button', { name: '선택 완료' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __alerts: string[] }).__alerts))
    .toEqual(['선택할 수 없는 직책입니다.']);
  await only(page, '직책 선택');
  await page.unroute('**/api/v2/agent/set-role2');
  await forceApi(
    page,
    '/agent/set-role2',
    400,
    { code: 400, msg: '잠시 후 다시 시도해주세요.' },
    'POST',
  );
  await d.getByRole('button', { name: '선택 완료' }).click();
  await expect(toastAlert(page, { hasText: '잠시 후 다시 시도해주세요.' })).toBeVisible();
  await only(page, '직책 선택');
});

test('load failures toast and count as done', async ({ page }, testInfo) => {
  await loginAs(page, CHAIN, null);
  await forceApi(page, '/notice/popup?type=1', 400, {
    code: 400,
    msg: '공지를 불러오지 못했습니다.',
  });
  await forceApi(page, '/events/active?platform=pro_web_enter', 503, {});
  await forceApi(page, '/agent/verify-tel', 400, {
    code: 400,
    msg: '인증 상태를 확인하지 못했습니다.',
  });
  await page.goto('/dashboard');
  await expect(toastAlert(page, { hasText: '공지를 불러오지 못했습니다.' })).toBeVisible();
  await expect(toastAlert(page, { hasText: '서버 오류가 발생했습니다.' })).toBeVisible();
  await expect(toastAlert(page, { hasText: '인증 상태를 확인하지 못했습니다.' })).toBeVisible();
  await only(page, '직책 선택');
  await shot(page, testInfo, '7-failures');
  // The image-notice toast lasts 10 s, the others the default 5 s: wait for the first to go.
  await expect(toastAlert(page, { hasText: '공지를 불러오지 못했습니다.' })).toHaveCount(0, {
    timeout: 9_000,
  });
  await expect(toastAlert(page, { hasText: '서버 오류가 발생했습니다.' })).toBeVisible();
});

test('done flags reset when leaving /dashboard and coming back, and the data is fetched again', async ({
  page,
}) => {
  // Land off the chain path: a logged-in /login redirects to /dashboard, whose chain would load
  // while the counter below is already listening.
  await loginAs(page, CHAIN, '/account/user');
  await expect(page.getByRole('heading', { name: '내 정보' })).toBeVisible();
  const { notices } = await chainData(page);
  await page.goto('/dashboard');
  const d = await only(page, notices[0]!.title);
  await d.getByRole('button', { name: '닫기' }).click();
  await only(page, notices[1]!.title);
  // Counted from here: the first load may have come embedded in a server-rendered page.
  let noticeCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/v2/notice/popup')) noticeCalls++;
  });
  const go = (p: string) =>
    page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, p);
  await go('/account/user');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await go('/dashboard');
  await only(page, notices[0]!.title);
  await expect.poll(() => noticeCalls).toBe(1);
});

test('a script in notice content does not run', async ({ page }, testInfo) => {
  await loginAs(page, CHAIN, null);
  const { notices } = await chainData(page);
  const risky = notices.find((n) => n.expires === 3)!;
  // The demo notices carry no script, so this test brings its own hostile content: an inline
  // script, an event handler on an image the portal serves, and a javascript: link.
  const hostile =
    '<p>정책 안내</p><img src="/files/policy-deadline.svg" alt="정책 그림" onload="window.__xss=1">' +
    '<script>window.__xss=2</script><a href="javascript:window.__xss=3">자세히</a>';
  await clientRendered(page);
  await page.route('**/api/v2/notice/popup?type=1', async (route) => {
    const body = (await (await route.fetch()).json()) as { result: { seq: number }[] };
    body.result = body.result.map((n) => (n.seq === risky.seq ? { ...n, content: hostile } : n));
    await route.fulfill({ json: body });
  });
  await page.goto('/dashboard');
  await page.getByRole('dialog').getByRole('button', { name: '닫기' }).click();
  const d = await only(page, risky.title);
  const img = d.getByRole('img', { name: '정책 그림' });
  await expect(img).toBeVisible();
  // Once the image has loaded, an onload handler that survived would already have run.
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete)).toBe(true);
  await expect(d.locator('script')).toHaveCount(0);
  await expect(d.locator('[onload], [onerror]')).toHaveCount(0);
  await expect(d.locator('a[href^="javascript:"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await shot(page, testInfo, '1c-text-notice-sanitised');
});

test('verify-tel: isVerify true skips it; its button goes to /account/verify-tel', async ({
  page,
}) => {
  await loginAs(page, CHAIN, null);
  const info = (await (await page.request.get('/api/v2/agent/info')).json()) as {
    result: Record<string, Record<string, unknown>>;
  };
  info.result.user = { ...info.result.user, userRoleType: 0, isShowSetContactMethod: false };
  await forceApi(page, '/agent/info', 200, info);
  await forceApi(page, '/notice/popup?type=1', 200, { result: [] });
  await forceApi(page, '/events/active?platform=pro_web_enter', 200, { result: [] });
  await page.goto('/dashboard');
  const d = await only(page, '휴대폰 번호 인증');
  await d.getByRole('link', { name: '인증하러 가기' }).click();
  await expect(page).toHaveURL(/\/account\/verify-tel$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await forceApi(page, '/agent/verify-tel', 200, { result: { isVerify: true } });
  await page.goto('/dashboard');
  await only(page, '광고 상품 안내');
});
