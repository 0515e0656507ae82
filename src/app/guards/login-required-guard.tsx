import { useContext, useEffect, type ReactNode } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  useLocation,
  useNavigate,
  type Location,
} from 'react-router';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { routesConfig } from '@/generated/config/routes';
import { readConfig } from '@/lib/config';
import { useSession } from '@/session';

/**
 * The key of the router's newest location, which runs ahead of the rendered one: a data router
 * (the tests' memory router) holds it in its state; the app's `<BrowserRouter>` writes it into
 * the browser's history entry at once (`{ usr, key, idx }`, "default" for the page as loaded).
 */
function latestLocationKey(dataRouter: { router: { state: { location: Location } } } | null) {
  if (dataRouter) return dataRouter.router.state.location.key;
  const state = window.history.state as { key?: string } | null;
  return state?.key || 'default';
}

/**
 * Sends a guest to /login with the origin location and the login-required toast.
 *
 * The redirect waits one task and is dropped when the router has moved on meanwhile: logout and
 * session loss reset the session and navigate to `/` in the same tick, and the router commits its
 * location in a transition, so this guard briefly sees a guest on the old protected path.
 */
function RedirectToLogin({ from }: { from: Location }) {
  const navigate = useNavigate();
  const dataRouter = useContext(DataRouterContext);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (latestLocationKey(dataRouter) !== from.key) return;
      toast.info(readConfig(messages.errors).loginRequired);
      void navigate(routesConfig.loginPath, { replace: true, state: { from } });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [from, navigate, dataRouter]);
  return null;
}

/** Login-required routes: nothing while loading, a guest is redirected to /login. */
export function LoginRequiredGuard({ children }: { children: ReactNode }) {
  const { isLoading, isAuth } = useSession();
  const location = useLocation();
  if (isLoading) return null;
  if (!isAuth) return <RedirectToLogin from={location} />;
  return <>{children}</>;
}
