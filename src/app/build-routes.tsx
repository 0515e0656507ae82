import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { messages } from '@/generated/config/messages';
import { routesConfig } from '@/generated/config/routes';
import { useConfig } from '@/lib/config';
import { resolveDeepLink } from './deep-link';
import { GuestOnlyGuard } from './guards/guest-only-guard';
import { LoginRequiredGuard } from './guards/login-required-guard';
import { ParamGuard } from './guards/param-guard';
import { SessionReady } from './guards/session-ready';
import { PathEffects } from './path-effects';
import { RouteErrorBoundary } from './route-error';
import { screenFor } from './screens';

type RouteEntry = (typeof routesConfig.routes)[number];

/** The screen of the `/mobile/*` route, shown for every path containing the mobile marker. */
const mobileScreen =
  routesConfig.routes.find((r) => r.path === `${routesConfig.mobileMarker}/*`)?.screen ?? 'mobile';
type Access = RouteEntry['access'];

export interface BuildRoutesOptions {
  /** Include devOnly routes (import.meta.env.DEV in the app). */
  dev?: boolean;
  /** The page frame around the routed screen (header, main, footer). */
  layout?: ComponentType<{ children: ReactNode }>;
  /** Screen lookup; tests pass stubs. */
  screen?: (id: string) => ComponentType;
  /** Per-pathname effects; tests pass a spy. */
  onPathChange?: (pathname: string) => void;
  routes?: readonly RouteEntry[];
}

function Guard({ access, children }: { access: Access; children: ReactNode }) {
  if (access === 'guest') return <GuestOnlyGuard>{children}</GuestOnlyGuard>;
  if (access === 'auth') return <LoginRequiredGuard>{children}</LoginRequiredGuard>;
  return <SessionReady>{children}</SessionReady>;
}

function RouteTitle({ title }: { title: string }) {
  const headerText = useConfig(messages.header);

  useEffect(() => {
    document.title = title === headerText.logo ? title : `${title} | ${headerText.logo}`;
  }, [title, headerText.logo]);
  return null;
}

/**
 * Root of every route: the deep-link redirect (before any guard, A-05), the per-path effects
 * and the layout around the outlet.
 */
function ShellRoot({
  layout: Layout,
  onPathChange,
  mobile: Mobile,
}: {
  layout?: ComponentType<{ children: ReactNode }>;
  onPathChange?: (pathname: string) => void;
  mobile: ComponentType;
}) {
  const location = useLocation();
  const deepLink = resolveDeepLink(location.search);
  // A path containing /mobile anywhere (/room/mobile/x, /dashboard/mobile) is the app's own
  // page: never the login redirect nor the catch-all (decision A-03).
  const content = deepLink ? (
    <Navigate to={deepLink} replace />
  ) : location.pathname.includes(routesConfig.mobileMarker) ? (
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

function routeElement(entry: RouteEntry, screen: (id: string) => ComponentType): ReactNode {
  const Screen = screen(entry.screen);
  let element: ReactNode = (
    <Guard access={entry.access}>
      <RouteTitle title={entry.title} />
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    </Guard>
  );
  if ('params' in entry && entry.params)
    element = <ParamGuard allowed={entry.params}>{element}</ParamGuard>;
  return element;
}

/**
 * Turns spec/config/routes.json into react-router route objects: one root (deep links, path
 * effects, layout) whose children are the configured routes behind their access guards, plus a
 * catch-all that replaces any other path with `/`. Matching is react-router's, so `/room` covers
 * `/room` and `/room/x` through its `/room/*` entry but never `/rooms` (A-01).
 */
export function buildRoutes(opts: BuildRoutesOptions = {}): RouteObject[] {
  const screen = opts.screen ?? screenFor;
  const entries = (opts.routes ?? routesConfig.routes).filter(
    (r) => !('devOnly' in r && r.devOnly) || opts.dev,
  );
  // A screen that throws shows the Korean fallback inside the layout (header and menus stay).
  const children: RouteObject[] = entries.map((entry) => ({
    path: entry.path,
    element: <RouteErrorBoundary>{routeElement(entry, screen)}</RouteErrorBoundary>,
  }));
  children.push({ path: '*', element: <Navigate to={routesConfig.fallback} replace /> });
  return [
    {
      // The frame itself throwing shows the fallback alone.
      element: (
        <RouteErrorBoundary>
          <ShellRoot
            layout={opts.layout}
            onPathChange={opts.onPathChange}
            mobile={screen(mobileScreen)}
          />
        </RouteErrorBoundary>
      ),
      children,
    },
  ];
}
