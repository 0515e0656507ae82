import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { routesConfig } from '@/generated/config/routes';
import { isMobileVariantPath } from '@/lib/mobile-paths';
import { resolveDeepLink } from './deep-link';
import { SessionReady } from './guards/session-ready';
import { PathEffects } from './path-effects';

/**
 * Root of every route: the deep-link redirect (before any guard, A-05), the per-path effects
 * and the layout around the outlet.
 */
export function ShellRoot({
  layout: Layout,
  onPathChange,
  mobile: Mobile,
}: {
  layout?: ComponentType<{ children: ReactNode }>;
  onPathChange?: (pathname: string, first: boolean) => void;
  mobile: ComponentType;
}) {
  const location = useLocation();
  const deepLink = resolveDeepLink(location.search);
  // A path containing /mobile anywhere (/room/mobile/x, /dashboard/mobile) is the app's own
  // page: never the login redirect nor the catch-all (decision A-03). Paths under /mobile are the
  // mobile variant's routes (routes.json, access `mobile`; `/mobile/*` is the same notice).
  const content = deepLink ? (
    <Navigate to={deepLink} replace />
  ) : location.pathname.includes(routesConfig.mobileMarker) &&
    !isMobileVariantPath(location.pathname) ? (
    <SessionReady>
      <Suspense fallback={null}>
        <Mobile />
      </Suspense>
    </SessionReady>
  ) : (
    <Outlet />
  );
  return (
    <>
      <PathEffects onPathChange={onPathChange} />
      {Layout ? <Layout>{content}</Layout> : content}
    </>
  );
}
