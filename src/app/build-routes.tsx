import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { routesConfig } from '@/generated/config/routes';
import { AccessGuard } from './guards/access-guard';
import { ParamGuard } from './guards/param-guard';
import { RouteErrorBoundary } from './route-error';
import { RouteTitle } from './route-title';
import { screenFor } from './screens';
import { ShellRoot } from './shell-root';

type RouteEntry = (typeof routesConfig.routes)[number];

/** The screen of the `/mobile/*` route, shown for every path containing the mobile marker. */
const mobileScreen =
  routesConfig.routes.find((r) => r.path === `${routesConfig.mobileMarker}/*`)?.screen ?? 'mobile';

export interface BuildRoutesOptions {
  /** Include devOnly routes (import.meta.env.DEV in the app). */
  dev?: boolean;
  /** The page frame around the routed screen (header, main, footer). */
  layout?: ComponentType<{ children: ReactNode }>;
  /** Screen lookup; tests pass stubs. */
  screen?: (id: string) => ComponentType;
  /** Per-pathname effects; tests pass a spy. */
  onPathChange?: (pathname: string, first: boolean) => void;
  routes?: readonly RouteEntry[];
}

function routeElement(entry: RouteEntry, screen: (id: string) => ComponentType): ReactNode {
  const Screen = screen(entry.screen);
  let element: ReactNode = (
    <AccessGuard access={entry.access}>
      <RouteTitle title={entry.title} />
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    </AccessGuard>
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
