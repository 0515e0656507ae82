import { createBrowserRouter } from 'react-router';
import { setApiEffects } from '@/api/effects';
import { logout } from '@/session';
import { buildRoutes } from './build-routes';
import { AppLayout } from './layout/app-layout';

// The shell scrolls to top itself on each pathname change.
if (typeof window !== 'undefined' && 'scrollRestoration' in window.history)
  window.history.scrollRestoration = 'manual';

export const router = createBrowserRouter(
  buildRoutes({ dev: import.meta.env.DEV, layout: AppLayout }),
);

// The error catalogue and the session actions navigate through the router from here on.
setApiEffects({
  navigate: (path) => void router.navigate(path, { replace: true }),
  pathname: () => router.state.location.pathname,
  logout: async () => {
    await logout({ confirm: false });
  },
});
