import { useLayoutEffect } from 'react';
import { useNavigate, useRoutes, type NavigateFunction } from 'react-router';
import { setApiEffects } from '@/api/effects';
import { setScreenPreloader } from '@/lib/screen-preload';
import { logout } from '@/session';
import { buildRoutes } from './build-routes';
import { AppLayout } from './layout/app-layout';
import { preloadScreenAt } from './screens';

// The shell scrolls to top itself on each pathname change.
if (typeof window !== 'undefined' && 'scrollRestoration' in window.history)
  window.history.scrollRestoration = 'manual';

const routes = buildRoutes({ dev: import.meta.env.DEV, layout: AppLayout });

setScreenPreloader(preloadScreenAt);

let navigate: NavigateFunction | null = null;

// The error catalogue and the session actions navigate through the router from here on (before
// the first render, which cannot have answered yet, a plain page load).
setApiEffects({
  navigate: (path) => {
    if (navigate) void navigate(path, { replace: true });
    else window.location.replace(path);
  },
  pathname: () => window.location.pathname,
  logout: async () => {
    await logout({ confirm: false });
  },
});

/**
 * The routes of spec/config/routes.json under the declarative `<BrowserRouter>` (app.tsx): the
 * app uses no loaders, actions or fetchers, and the data router's code (about 16 KB gzip on every
 * page) bought nothing else; each route's `RouteErrorBoundary` stands in for its `errorElement`.
 */
export function AppRoutes() {
  const nav = useNavigate();
  useLayoutEffect(() => {
    navigate = nav;
  }, [nav]);
  return useRoutes(routes);
}
