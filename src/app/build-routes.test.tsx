import { render, screen, waitFor, act } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@/generated/config/messages';
import { initialSession, type Session } from '@/session';
import { resetSession, setSession } from '@/session/session-store';
import { masterSession, Providers } from '@/testing/render';
import { buildRoutes } from './build-routes';

const stubs = new Map<string, () => React.JSX.Element>();
const stubScreen = (id: string) => {
  let s = stubs.get(id);
  if (!s) {
    s = () => <p>screen:{id}</p>;
    stubs.set(id, s);
  }
  return s;
};

function setup(
  url: string | { pathname: string; state?: unknown },
  session: Partial<Session> | null,
  opts: { dev?: boolean } = {},
) {
  if (session === null) resetSession();
  else setSession({ ...initialSession, ...session });
  const onPathChange = vi.fn();
  const router = createMemoryRouter(
    buildRoutes({ screen: stubScreen, onPathChange, dev: opts.dev ?? false }),
    { initialEntries: [url] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, onPathChange };
}

const loggedIn = { ...masterSession };
const guest: Partial<Session> = { isAuth: false, isLoading: false };
const loc = (r: ReturnType<typeof setup>['router']) =>
  r.state.location.pathname + r.state.location.search;

describe('route builder and guards', () => {
  it('sends a guest on a login-required route to /login with the origin and the toast', async () => {
    const { router } = setup('/room/dabang-list?keyword=1', guest);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/room/dabang-list', search: '?keyword=1' },
    });
    expect(await screen.findByText(messages.errors.loginRequired)).toBeInTheDocument();
    expect(await screen.findByText('screen:login')).toBeInTheDocument();
  });

  it('sends logged-in staff from a guest page to the studio, brokers to the dashboard', async () => {
    const staff = setup('/login', { ...loggedIn, isStaff: true });
    await waitFor(() => expect(staff.router.state.location.pathname).toBe('/studio'));
    expect(await screen.findByText('screen:studio')).toBeInTheDocument();
  });

  it('does not send a logging-out user to /login when the logout navigates to / (A-11)', async () => {
    const { router } = setup('/account/user', loggedIn);
    await screen.findByText('screen:account-user');
    act(() => {
      resetSession();
      void router.navigate('/', { replace: true });
    });
    expect(await screen.findByText('screen:landing')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 30));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText(messages.errors.loginRequired)).toBeNull();
  });

  it('sends a user whose session ends on a protected page to /login', async () => {
    const { router } = setup('/account/user', loggedIn);
    await screen.findByText('screen:account-user');
    act(() => resetSession());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('renders nothing and never redirects while the login state loads (A-04)', async () => {
    const { router } = setup('/dashboard', { isLoading: true, isAuth: false });
    await new Promise((r) => setTimeout(r, 20));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByText(/screen:/)).toBeNull();
    act(() => setSession({ ...loggedIn }));
    expect(await screen.findByText('screen:dashboard')).toBeInTheDocument();
  });

  it('renders nothing on guest-only and open routes while loading', async () => {
    setup('/intro/dabang', { isLoading: true });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText(/screen:/)).toBeNull();
    act(() => setSession({ isLoading: false }));
    expect(await screen.findByText('screen:intro')).toBeInTheDocument();
  });

  it.each(['/', '/login', '/join', '/find-password', '/consult', '/join-consult'])(
    'redirects a logged-in user from guest-only %s to /dashboard',
    async (path) => {
      const { router } = setup(path, loggedIn);
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    },
  );

  it('returns a user who logs in on /login to the saved origin location', async () => {
    const { router } = setup(
      { pathname: '/login', state: { from: { pathname: '/account/user', search: '?a=1' } } },
      guest,
    );
    expect(await screen.findByText('screen:login')).toBeInTheDocument();
    act(() => setSession({ ...loggedIn }));
    await waitFor(() => expect(loc(router)).toBe('/account/user?a=1'));
  });

  it('ignores a foreign return location', async () => {
    const { router } = setup(
      { pathname: '/login', state: { from: '//evil.example/x' } },
      { ...loggedIn },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it.each([
    ['/nope', '/'],
    ['/rooms', '/'],
    ['/dashboardx', '/'],
    ['/inquiry/foo', '/'],
  ])('sends unknown path %s to %s', async (path, to) => {
    const { router } = setup(path, guest);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(await screen.findByText('screen:landing')).toBeInTheDocument();
  });

  it.each([
    ['/room', 'room-overview'],
    ['/room/anything/deeper', 'room-overview'],
    ['/room/dabang-list', 'room-dabang-list'],
    ['/inquiry', 'inquiry'],
    ['/inquiry/talk', 'inquiry'],
    ['/inquiry/sms', 'inquiry'],
    ['/sign/agreement', 'sign-agreement'],
    ['/gongsil/list/pick', 'gongsil-list'],
    ['/intro/product/guide', 'intro'],
    ['/service/notice', 'service'],
    ['/agreement', 'agreement'],
    ['/mobile/x', 'mobile'],
    ['/mobile', 'mobile-home'],
    ['/mobile/inquiry/sms/3', 'mobile-inquiry-detail'],
    ['/mobile/gongsil/list', 'mobile-gongsil'],
  ])('matches %s on segment boundaries → %s', async (path, id) => {
    setup(path, loggedIn);
    expect(await screen.findByText(`screen:${id}`)).toBeInTheDocument();
  });

  it('keeps devOnly routes out of production builds', async () => {
    const prod = setup('/dev/form-blocks', guest);
    await waitFor(() => expect(prod.router.state.location.pathname).toBe('/'));
  });

  it('serves devOnly routes in dev', async () => {
    setup('/dev/form-blocks', guest, { dev: true });
    expect(await screen.findByText('screen:form-blocks-catalogue')).toBeInTheDocument();
  });

  it('runs the path effects on the initial load and on pathname changes only (A-68/A-69)', async () => {
    const { router, onPathChange } = setup('/intro/dabang', guest);
    await screen.findByText('screen:intro');
    expect(onPathChange).toHaveBeenCalledTimes(1);
    expect(onPathChange).toHaveBeenLastCalledWith('/intro/dabang', true);
    await act(() => router.navigate('/intro/dabang?x=1'));
    expect(onPathChange).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/service'));
    expect(onPathChange).toHaveBeenCalledTimes(2);
    expect(onPathChange).toHaveBeenLastCalledWith('/service', false);
  });
});

describe('deep links (A-05)', () => {
  const data = (o: unknown) => `?data=${encodeURIComponent(JSON.stringify(o))}`;

  it('ROOM_MANAGE on / goes to the room list with the keyword, before the guest-only redirect', async () => {
    const { router } = setup('/' + data({ link: 'ROOM_MANAGE', keyword: '강남 원룸' }), loggedIn);
    await waitFor(() =>
      expect(loc(router)).toBe(
        '/room/dabang-list/?' + new URLSearchParams({ keyword: '강남 원룸' }).toString(),
      ),
    );
    expect(await screen.findByText('screen:room-dabang-list')).toBeInTheDocument();
  });

  it('ROOM_MANAGE falls back to roomsSeq for the keyword', async () => {
    const { router } = setup('/dashboard' + data({ link: 'ROOM_MANAGE', roomsSeq: 77 }), loggedIn);
    await waitFor(() => expect(loc(router)).toBe('/room/dabang-list/?keyword=77'));
  });

  it('GONGSILCENTER_LIST goes to /gongsil/list/pick', async () => {
    const { router } = setup('/' + data({ link: 'GONGSILCENTER_LIST' }), loggedIn);
    await waitFor(() => expect(loc(router)).toBe('/gongsil/list/pick'));
  });

  it('a guest following a deep link then meets the login guard', async () => {
    const { router } = setup('/' + data({ link: 'GONGSILCENTER_LIST' }), guest);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/gongsil/list/pick' } });
  });

  it.each(['?data=%7Bnot-json', '?data=' + encodeURIComponent('{"link":"UNKNOWN"}'), '?data='])(
    'ignores %s',
    async (q) => {
      const { router } = setup('/intro/dabang' + q, guest);
      expect(await screen.findByText('screen:intro')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/intro/dabang');
    },
  );

  it.each(['/room/mobile/x', '/dashboard/mobile', '/mobile/app', '/gongsil/list/mobile'])(
    'renders the mobile page on %s for a guest: no login redirect, no catch-all (A-03)',
    async (path) => {
      const { router } = setup(path, guest);
      expect(await screen.findByText('screen:mobile')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      expect(screen.queryByText(messages.errors.loginRequired)).toBeNull();
    },
  );

  it.each(['/mobile', '/mobile/inquiry/talk', '/mobile/gongsil/list'])(
    'a guest on the mobile page %s is told to sign in there, not redirected (A-03)',
    async (path) => {
      const { router } = setup(path, guest);
      const signIn = messages.mobile.shell.signIn;
      expect(await screen.findByRole('heading', { name: signIn.title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: signIn.button })).toHaveAttribute('href', '/login');
      expect(router.state.location.pathname).toBe(path);
      expect(screen.queryByText(/^screen:/)).toBeNull();
    },
  );
});
