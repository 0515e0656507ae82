// The app runs its routes under the declarative <BrowserRouter> (router.tsx), not a data router:
// a screen that throws still gets the Korean fallback inside the frame until the user moves on,
// and the login guard still tells a logout (which navigates at once) from a lost session.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { BrowserRouter, useNavigate, useRoutes, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/generated/config/messages';
import { initialSession, type Session } from '@/session';
import { resetSession, setSession } from '@/session/session-store';
import { masterSession, Providers } from '@/testing/render';
import { buildRoutes } from './build-routes';

const nav: { current: NavigateFunction } = { current: () => undefined };
const navigate = (to: string, opts?: { replace?: boolean }) => nav.current(to, opts);
let broken = true;

function Broken(): ReactNode {
  if (broken) throw new Error('bad answer');
  return <p>screen:account-user</p>;
}
const stub = (id: string) => (id === 'account-user' ? Broken : () => <p>screen:{id}</p>);
const Frame = ({ children }: { children: ReactNode }) => (
  <>
    <header>frame</header>
    {children}
  </>
);
const routes = buildRoutes({ screen: stub, layout: Frame, onPathChange: () => undefined });

function Routes() {
  const navigateHere = useNavigate();
  useLayoutEffect(() => {
    nav.current = navigateHere;
  }, [navigateHere]);
  return useRoutes(routes);
}

function setup(path: string, session: Partial<Session>) {
  setSession({ ...initialSession, ...session });
  window.history.replaceState(null, '', path);
  render(
    <Providers>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </Providers>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  broken = true;
});

describe('the app router (declarative)', () => {
  it('shows the Korean fallback inside the frame for a screen that throws, until the next page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup('/account/user', masterSession);
    expect(await screen.findByText(messages.routeError.title)).toBeInTheDocument();
    expect(screen.getByText('frame')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[route error]', expect.any(Error));
    act(() => void navigate('/account/user/password'));
    expect(await screen.findByText('screen:account-password')).toBeInTheDocument();
    expect(screen.queryByText(messages.routeError.title)).toBeNull();
    // Back on the page that threw, now answering well: the screen, not the old error.
    broken = false;
    act(() => void navigate('/account/user'));
    expect(await screen.findByText('screen:account-user')).toBeInTheDocument();
  });

  it('does not send a logging-out user to /login when the logout navigates to / (A-11)', async () => {
    broken = false;
    setup('/account/user', masterSession);
    await screen.findByText('screen:account-user');
    // The guard sees a guest on the protected page and waits a task; the logout's navigation
    // lands in the browser history at once, while React commits it later (a transition).
    act(() => resetSession());
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    env.IS_REACT_ACT_ENVIRONMENT = false; // outside act on purpose: React commits later
    void navigate('/', { replace: true });
    env.IS_REACT_ACT_ENVIRONMENT = true;
    expect(await screen.findByText('screen:landing')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 30));
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByText(messages.errors.loginRequired)).toBeNull();
  });

  it('sends a user whose session ends on a protected page to /login', async () => {
    broken = false;
    setup('/account/user', masterSession);
    await screen.findByText('screen:account-user');
    act(() => resetSession());
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(await screen.findByText(messages.errors.loginRequired)).toBeInTheDocument();
  });
});
