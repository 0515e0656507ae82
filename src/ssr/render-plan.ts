// Which paths the server renders, and what it answers instead where the SPA's guards would send
// the visitor elsewhere (docs/ssr.md). Every other path stays a client-rendered page.
import { matchRoutes } from 'react-router';
import { resolveDeepLink } from '@/app/deep-link';
import { routesConfig } from '@/generated/config/routes';
import type { Session } from '@/session';

type RouteId = (typeof routesConfig.routes)[number]['id'];

/** Guest pages, rendered for a visitor without a session (a signed-in one gets the SPA). */
export const GUEST_ROUTES: readonly RouteId[] = [
  'landing',
  'login',
  'find-password',
  'consult',
  'join-consult',
  'intro',
  'service',
];

export type RenderPlan = { kind: 'render'; routeId: RouteId } | { kind: 'spa' };

/** What the server does with `url` (path and query) for a guest (null) or a signed-in session. */
export function renderPlan(url: string, session: Session | null): RenderPlan {
  const parsed = new URL(url, 'http://same.origin');
  // A deep link redirects before any guard (ShellRoot); /mobile anywhere is the app's own page.
  if (resolveDeepLink(parsed.search) || parsed.pathname.includes(routesConfig.mobileMarker))
    return { kind: 'spa' };
  const match = matchRoutes(
    routesConfig.routes.map((r) => ({ path: r.path, id: r.id })),
    parsed.pathname,
  )?.at(-1);
  const id = match?.route.id as RouteId | undefined;
  if (!id) return { kind: 'spa' };
  if (!session && GUEST_ROUTES.includes(id)) return { kind: 'render', routeId: id };
  return { kind: 'spa' };
}
