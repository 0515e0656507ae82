import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { cookies } from '@/lib/cookies';
import { closeGlobalDialog, useGlobalDialogs } from '@/lib/dialog-bus';
import { flattenAgentInfo, type Session } from '@/session';
import { apiError, apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import SignedInHeader from './signed-in-header';
import { SiteHeader } from './site-header';

const rolling = { todayNewRequestCount: 1234, totalRoomCount: 56789, totalIntermediationCount: 3 };
const summary = {
  roomCount: 5,
  publicRoomCount: 3,
  productUsingCount: 1,
  gongsilPickCount: 0,
  gongsilPreemptCount: 0,
  unreadInquiryCount: 3,
  pendingReportCount: 0,
  warningCount: 0,
};

/**
 * The header as a guest (null) or a signed-in user sees it. A signed-in user's menus are their
 * own chunk, which SiteHeader loads (its test below); the other tests render them directly.
 */
function renderHeader(session: Partial<Session> | null, url = '/dashboard') {
  const view = renderWithApp(<header>{session ? <SignedInHeader /> : <SiteHeader />}</header>, {
    session,
    url,
  });
  const hrefs = () =>
    Array.from(view.container.querySelectorAll('header a[href]')).map((a) =>
      a.getAttribute('href'),
    );
  const link = (href: string) => {
    const a = view.container.querySelector(`header a[href="${href}"]`);
    if (!a) throw new Error(`no link ${href}`);
    return a as HTMLAnchorElement;
  };
  return { ...view, hrefs, link };
}

const loggedIn = (extra: Partial<Session> = {}): Partial<Session> => ({ ...extra });

beforeEach(() => {
  server.use(
    apiOk('get', '/stat/gongsil-center/rolling-count', rolling),
    apiOk('get', '/dashboard/summary', summary),
    apiOk('get', '/notifications', { items: [], total: 0, unread: 0 }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('unread inquiry badge', () => {
  it('shows the dashboard summary count and links to the inquiries', async () => {
    // Through SiteHeader: the signed-in menus arrive with their chunk.
    renderWithApp(
      <header>
        <SiteHeader />
      </header>,
      { session: loggedIn(), url: '/dashboard' },
    );
    // Under load the chunk's first import alone can take seconds.
    const badge = await screen.findByRole(
      'link',
      { name: '읽지 않은 문의 3건' },
      { timeout: 20_000 },
    );
    expect(badge.getAttribute('href')).toBe('/inquiry/talk');
  });
});

describe('header visibility', () => {
  it('shows guests only the intro menu, /login and /join-consult (A-71)', () => {
    const { hrefs } = renderHeader(null, '/');
    const h = hrefs();
    expect(h).toContain('/login');
    expect(h).toContain('/join-consult');
    expect(h).toContain('/intro/dabang');
    expect(h).toContain('/');
    expect(h).not.toContain('/room/dabang-list');
    expect(h).not.toContain('/gongsil/list');
    expect(h.some((x) => x?.startsWith(uiConfig.toolBaseUrl))).toBe(false);
    expect(screen.queryByText(menus.management)).toBeNull();
    expect(screen.getByRole('link', { name: messages.header.homeLabel })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows a master the management, tools, gongsil and user menus without the guest links', async () => {
    const { hrefs } = renderHeader(loggedIn());
    const h = hrefs();
    for (const p of [
      '/room/dabang-list',
      '/product/list/using',
      '/product/purchase',
      '/product/payment-list',
      '/account/contacts',
      '/account/sub-user',
      '/inquiry/talk',
      '/account/user/password',
      '/gongsil/list',
      '/dashboard',
      '/account/user',
    ])
      expect(h).toContain(p);
    expect(h).not.toContain('/login');
    expect(h).not.toContain('/join-consult');
    expect(h).not.toContain('/');
    expect(h).not.toContain('/room/naver-list');
    expect(h).not.toContain('/room/serve-list-apt');
    expect(h).not.toContain('/sign/contract/all');
    expect(h.filter((x) => x?.startsWith(uiConfig.toolBaseUrl))).toHaveLength(10);
    expect(screen.getByRole('link', { name: messages.header.homeLabel })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await screen.findByText('오늘 신규 의뢰 1,234건');
  });

  it('hides master-only product items for sub-users', () => {
    const { hrefs } = renderHeader(loggedIn({ isMaster: false, userEmail: 'sub@demo.kr' }));
    expect(hrefs()).not.toContain('/product/purchase');
    expect(hrefs()).toContain('/room/dabang-list');
  });

  it('shows the naver list for naver-item holders', () => {
    expect(renderHeader(loggedIn({ hasNaverItem: true })).hrefs()).toContain('/room/naver-list');
  });

  it('shows both serve menus for serve users', () => {
    const h = renderHeader(loggedIn({ isServeUser: true })).hrefs();
    expect(h).toContain('/room/serve-list-apt');
    expect(h).toContain('/room/serve-list-officetel');
  });

  const signable: Partial<Session> = { agentSignStatus: 'APPROVAL', isShowSignMenu: true };
  it.each([
    ['status NONE', { ...signable, agentSignStatus: 'NONE' }, false],
    ['role 2', { ...signable, userRoleType: 2 }, false],
    ['no sign menu', { ...signable, isShowSignMenu: false }, false],
    ['PROCEED', { ...signable, agentSignStatus: 'PROCEED' }, true],
    ['APPROVAL', signable, true],
    ['role 0', { ...signable, userRoleType: 0 }, true],
  ])('contract menu with %s → visible %s', (_n, s, shown) => {
    expect(renderHeader(loggedIn(s)).hrefs().includes('/sign/contract/all')).toBe(shown);
  });

  it('hides the contract menu when agent/info sends the role as the string "2"', () => {
    const session = flattenAgentInfo({
      user: { userEmail: 'asst@demo.kr', userRoleType: '2', position: '2' },
      agent: { agentEmail: 'office@demo.kr', isShowSignMenu: true },
      sign: { status: 'APPROVAL' },
    });
    expect(session).toMatchObject({ userRoleType: 2, position: 2, agentSignStatus: 'APPROVAL' });
    expect(renderHeader(loggedIn(session)).hrefs()).not.toContain('/sign/contract/all');
  });
});

const menus = { management: '중개관리' };

describe('menu checks', () => {
  const sign: Partial<Session> = {
    isShowSignMenu: true,
    isSafeAuth: true,
    isCeoSafeAuth: true,
    useItem: true,
    isSignUser: true,
    agentSignStatus: 'APPROVAL',
  };
  it.each([
    ['identity', { isSafeAuth: false, isCeoSafeAuth: false }, messages.guards.contractIdentity],
    [
      'business',
      { isCeoSafeAuth: false, agentSignStatus: 'PROCEED' },
      messages.guards.contractBusiness,
    ],
    ['review', { agentSignStatus: 'PROCEED', useItem: false }, messages.guards.contractReview],
    ['no item', { agentSignStatus: 'REJECTED', useItem: false }, messages.guards.contractNoItem],
    ['master not sign user', { isSignUser: false }, messages.guards.contractNoAccess],
  ])('contract check %s alerts its message and stays', (_n, s, message) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { link, router } = renderHeader(loggedIn({ ...sign, ...s }));
    fireEvent.click(link('/sign/contract/all'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(message);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets an approved sign user through to the contract page', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { link, router } = renderHeader(loggedIn(sign));
    fireEvent.click(link('/sign/contract/all'));
    expect(alert).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign/contract/all'));
  });

  it.each([
    ['/room/serve-list-apt', { isServeItemUsedApt: false }, messages.guards.serveAptRequired],
    [
      '/room/serve-list-officetel',
      { isServeItemUsedOfficetel: false },
      messages.guards.serveOfficetelRequired,
    ],
  ])('serve menu %s without the item alerts', (path, s, message) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { link, router } = renderHeader(loggedIn({ isServeUser: true, ...s }));
    fireEvent.click(link(path));
    expect(alert).toHaveBeenCalledWith(message);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('serve menu with the item navigates', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { link, router } = renderHeader(
      loggedIn({ isServeUser: true, isServeItemUsedApt: true }),
    );
    fireEvent.click(link('/room/serve-list-apt'));
    expect(alert).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/room/serve-list-apt'));
  });

  it('report items open the history dialog with their tab', () => {
    let open: ReturnType<typeof useGlobalDialogs> = [];
    function Probe() {
      open = useGlobalDialogs();
      return null;
    }
    renderWithApp(
      <>
        <SiteHeader />
        <Probe />
      </>,
      { url: '/dashboard' },
    );
    fireEvent.click(screen.getByRole('button', { name: '패널티 현황', hidden: true }));
    expect(open).toEqual([{ id: 'report-history', payload: { tab: 'PENALTY' } }]);
    fireEvent.click(screen.getByRole('button', { name: '허위매물 처리내역', hidden: true }));
    expect(open).toEqual([{ id: 'report-history', payload: { tab: 'PROCESSING_DETAILS' } }]);
    act(() => closeGlobalDialog('report-history'));
  });
});

describe('management active state', () => {
  it.each(['/room/dabang-list', '/account/user', '/inquiry/talk', '/form', '/sign', '/product'])(
    'is current on %s',
    (url) => {
      renderHeader(loggedIn(), url);
      const trigger = screen.getByRole('button', { name: menus.management });
      expect(trigger).toHaveAttribute('aria-current', 'page');
      expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    },
  );
  // 000 §2.2: the tooltip shows whenever the menu is not active, listings or not (issue 23 #15).
  it.each([0, 5])(
    'shows the registration tooltip elsewhere, to an office with %i listings',
    async (roomCount) => {
      server.use(apiOk('get', '/dashboard/summary', { ...summary, roomCount }));
      renderHeader(loggedIn(), '/dashboard');
      const trigger = screen.getByRole('button', { name: menus.management });
      expect(trigger).not.toHaveAttribute('aria-current');
      const tooltip = await screen.findByRole('tooltip', { hidden: true });
      expect(tooltip).toHaveTextContent('매물을 등록하고 광고를 시작해보세요!');
      expect(trigger).toHaveAccessibleDescription('매물을 등록하고 광고를 시작해보세요!');
    },
  );
  it('closed for the day: a cookie until midnight keeps it away on every page', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 15, 0));
    const set = vi.spyOn(cookies, 'setUntil');
    const view = renderHeader(loggedIn(), '/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: '안내 말풍선 오늘 하루 닫기' }));
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    const [name, value, until] = set.mock.calls[0]!;
    expect([name, value]).toEqual([uiConfig.cookies.registerTooltipHidden, 'Y']);
    expect(until).toEqual(new Date(2026, 10, 27));
    view.unmount();
    renderHeader(loggedIn(), '/gongsil/list');
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    cookies.remove(uiConfig.cookies.registerTooltipHidden);
  });
});

describe('work tools (A-32)', () => {
  function fakeTab() {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    return tab;
  }

  it('signs up when the check is falsy, then opens the tool with the token', async () => {
    const calls: string[] = [];
    server.use(
      apiOk('post', '/user/agent-tool-check-signup', () => (calls.push('check'), false)),
      apiOk('post', '/user/agent-tool-signup', async (req) => {
        calls.push(`signup:${await req.text()}`);
        return true;
      }),
      apiOk('post', '/user/agent-tool-accessible-session', () => {
        calls.push('session');
        return { token: 'tok en/1' };
      }),
    );
    const tab = fakeTab();
    const { link } = renderHeader(loggedIn());
    const a = link(`${uiConfig.toolBaseUrl}/customer`);
    expect(a).toHaveAttribute('target', '_blank');
    expect(a).toHaveAttribute('rel', 'noopener');
    fireEvent.click(a);
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() =>
      expect(tab.location.href).toBe(`${uiConfig.toolBaseUrl}/customer?att=tok%20en%2F1`),
    );
    expect(calls).toEqual(['check', 'signup:{}', 'session']);
    expect(tab.opener).toBeNull();
  });

  it('skips the signup when already signed up', async () => {
    const signup = vi.fn(() => true);
    server.use(
      apiOk('post', '/user/agent-tool-check-signup', true),
      apiOk('post', '/user/agent-tool-signup', signup),
      apiOk('post', '/user/agent-tool-accessible-session', { token: 'T' }),
    );
    const tab = fakeTab();
    const { link } = renderHeader(loggedIn());
    fireEvent.click(link(`${uiConfig.toolBaseUrl}/complex/n-monitoring`));
    await waitFor(() =>
      expect(tab.location.href).toBe(`${uiConfig.toolBaseUrl}/complex/n-monitoring?att=T`),
    );
    expect(signup).not.toHaveBeenCalled();
  });

  it('closes the tab and toasts the server msg on failure', async () => {
    server.use(
      apiOk('post', '/user/agent-tool-check-signup', true),
      apiError('post', '/user/agent-tool-accessible-session', 400, { msg: '도구 점검 중입니다.' }),
    );
    const tab = fakeTab();
    const { link } = renderHeader(loggedIn());
    fireEvent.click(link(`${uiConfig.toolBaseUrl}/space`));
    expect(await screen.findByText('도구 점검 중입니다.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it('toasts the token failure text for an empty token', async () => {
    server.use(
      apiOk('post', '/user/agent-tool-check-signup', true),
      apiOk('post', '/user/agent-tool-accessible-session', { token: '' }),
    );
    const tab = fakeTab();
    const { link } = renderHeader(loggedIn());
    fireEvent.click(link(`${uiConfig.toolBaseUrl}/space`));
    expect(await screen.findByText(messages.errors.tokenFailed)).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('toasts the token failure text when the server gives no msg', async () => {
    server.use(apiError('post', '/user/agent-tool-check-signup', 500, {}));
    fakeTab();
    const { link } = renderHeader(loggedIn());
    fireEvent.click(link(`${uiConfig.toolBaseUrl}/space`));
    expect(await screen.findByText(messages.errors.tokenFailed)).toBeInTheDocument();
  });
});

describe('rolling counter (A-33)', () => {
  it('rotates the three lines every 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderHeader(loggedIn());
    const counter = await screen.findByTestId('rolling-counter');
    await waitFor(() => expect(counter).toHaveTextContent('오늘 신규 의뢰 1,234건'));
    await act(() => vi.advanceTimersByTimeAsync(uiConfig.rollingCounter.delayMs));
    expect(counter).toHaveTextContent('등록 매물 56,789개');
    await act(() => vi.advanceTimersByTimeAsync(uiConfig.rollingCounter.delayMs));
    expect(counter).toHaveTextContent('누적 중개 3건');
    await act(() => vi.advanceTimersByTimeAsync(uiConfig.rollingCounter.delayMs));
    expect(counter).toHaveTextContent('오늘 신규 의뢰 1,234건');
  });

  it('is never fetched for guests', async () => {
    const spy = vi.fn(() => rolling);
    server.use(apiOk('get', '/stat/gongsil-center/rolling-count', spy));
    renderHeader(null, '/');
    await new Promise((r) => setTimeout(r, 30));
    expect(spy).not.toHaveBeenCalled();
  });

  it('toasts the server msg on failure', async () => {
    server.use(apiError('get', '/stat/gongsil-center/rolling-count', 400, { msg: '집계 실패' }));
    renderHeader(loggedIn());
    expect(await screen.findByText('집계 실패')).toBeInTheDocument();
  });

  it('toasts the default server error without a msg', async () => {
    server.use(apiError('get', '/stat/gongsil-center/rolling-count', 400, {}));
    renderHeader(loggedIn());
    expect(await screen.findByText(messages.errors.server)).toBeInTheDocument();
  });
});

describe('product staff', () => {
  it('see only the studio link and logout: no broker menus, badge, counter or registration tooltip', () => {
    // An office with no listing would get the registration tooltip; staff run no office.
    server.use(apiOk('get', '/dashboard/summary', { ...summary, roomCount: 0 }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { hrefs } = renderHeader(loggedIn({ isStaff: true, isMaster: false }), '/studio');
    const nav = screen.getByRole('navigation', { name: messages.header.mainNav });
    expect(within(nav).getByRole('link', { name: '설정 스튜디오' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The logo leads staff home to the studio too; nothing else links anywhere.
    expect(hrefs()).toEqual(['/studio', '/studio']);
    for (const name of [menus.management, '서비스 소개', '업무도구', /님 메뉴/])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByText('공실센터')).toBeNull();
    expect(screen.queryByTestId('rolling-counter')).toBeNull();
    expect(screen.queryByRole('link', { name: /읽지 않은 문의/ })).toBeNull();
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();

    fireEvent.click(within(nav).getByRole('button', { name: '로그아웃' }));
    expect(confirm).toHaveBeenCalledWith(messages.session.logoutConfirm);
  });
});

describe('user menu', () => {
  it('logs out after confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderHeader(loggedIn());
    const menu = screen.getByRole('button', { name: /님 메뉴/ }).parentElement as HTMLElement;
    expect(within(menu).getByRole('link', { name: '이용 가이드', hidden: true })).toHaveAttribute(
      'target',
      '_blank',
    );
    fireEvent.click(within(menu).getByRole('button', { name: '로그아웃', hidden: true }));
    expect(confirm).toHaveBeenCalledWith(messages.session.logoutConfirm);
  });
});
