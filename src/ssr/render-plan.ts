// Which paths the server renders, and the redirects it answers where the SPA's guards would send
// the visitor elsewhere (docs/ssr.md): the same destinations as `LoginRequiredGuard` and
// `GuestOnlyGuard` (src/app/guards/), as HTTP redirects instead of a page that redirects itself.
// Every other path stays a client-rendered page.
import { matchRoutes } from 'react-router';
import { resolveDeepLink } from '@/app/deep-link';
import { listedParams } from '@/app/guards/listed-params';
import { href } from '@/generated/config/href';
import { routesConfig } from '@/generated/config/routes';
import { isMobileVariantPath } from '@/lib/mobile-paths';
import type { Session } from '@/session';
import { NO_HINTS, type RenderHints } from './render-hints';

type RouteEntry = (typeof routesConfig.routes)[number];
type RouteId = RouteEntry['id'];

/** Guest pages, rendered for a visitor without a session. */
export const GUEST_ROUTES: readonly RouteId[] = [
  'landing',
  'login',
  'find-password',
  'consult',
  'join-consult',
  'intro',
  'service',
];

/**
 * Signed-in screens, rendered with their data for a signed-in visitor: the landing screens, and
 * the work screens a broker opens directly that, drawn in the browser, painted after their
 * scripts (LCP 0.94–1.54 s) and in part moved the footer as their data came (CLS up to 0.30,
 * docs/perf/lighthouse.md): the new listing's form (unless a draft waits for it, below), the
 * inquiries, the listing statistics and lists, the products in use and payments, the listings',
 * gongsil centre's, products' and account's first pages, the contacts, the staff, one inquiry
 * (a reload while answering it) and an order's receipt (a reload after paying); and the mobile
 * variant's screens, which on a phone painted 4.4–5.8 s in (Lighthouse's mobile preset).
 */
export const SIGNED_IN_ROUTES: readonly RouteId[] = [
  'dashboard',
  'gongsil-list',
  'room-dabang-list',
  'product-purchase',
  'form',
  'inquiry',
  'inquiry-tab',
  'inquiry-detail',
  'room-stats',
  'room-naver-list',
  'room-serve-apt',
  'room-serve-officetel',
  'room',
  'gongsil',
  'product',
  'product-using',
  'product-payment-list',
  'product-order',
  'account',
  'account-user',
  'account-contacts',
  'account-sub-user',
  'mobile-home',
  'mobile-inquiry',
  'mobile-inquiry-tab',
  'mobile-inquiry-detail',
  'mobile-gongsil',
  'mobile-gongsil-list',
  'mobile-room',
  'mobile-room-dabang-list',
];

export type RenderPlan =
  | { kind: 'render'; routeId: RouteId }
  /** `loginFrom`: the path and query the guest asked for, where login returns to. */
  | { kind: 'redirect'; to: string; loginFrom?: string }
  | { kind: 'spa' };

/**
 * What the server does with `url` (path and query) for a guest (null) or a signed-in session;
 * `hints` are what the request's cookies say of the browser (render-hints.ts).
 */
export function renderPlan(
  url: string,
  session: Session | null,
  hints: RenderHints = NO_HINTS,
): RenderPlan {
  const parsed = new URL(url, 'http://same.origin');
  // A deep link redirects before any guard (ShellRoot).
  if (resolveDeepLink(parsed.search)) return { kind: 'spa' };
  // /mobile in a path: a guest sees the sign-in notice in place, and a path with it anywhere but
  // at the start is the app's own notice page (ShellRoot): both the browser's.
  if (
    parsed.pathname.includes(routesConfig.mobileMarker) &&
    (!session || !isMobileVariantPath(parsed.pathname))
  )
    return { kind: 'spa' };
  const match = matchRoutes(
    routesConfig.routes.map((r) => ({ path: r.path, id: r.id })),
    parsed.pathname,
  )?.at(-1);
  const entry = routesConfig.routes.find((r) => r.id === match?.route.id);
  if (!entry) return { kind: 'spa' };
  // A route with checked params answers a bad one before its access guard (ParamGuard): the
  // browser keeps deciding those.
  const checksParams = 'params' in entry && !!entry.params;
  // A value the route does not list: ParamGuard sends the browser away, a render would be empty.
  const paramsListed =
    !checksParams ||
    listedParams(entry.params as Record<string, readonly string[]>, match?.params ?? {});

  if (!session) {
    if (GUEST_ROUTES.includes(entry.id)) return { kind: 'render', routeId: entry.id };
    // LoginRequiredGuard: to the login path, which returns to this location after login.
    if (entry.access === 'auth' && !checksParams)
      return {
        kind: 'redirect',
        to: routesConfig.loginPath,
        loginFrom: parsed.pathname + parsed.search,
      };
    return { kind: 'spa' };
  }
  // GuestOnlyGuard: home (staff: the studio). On the login path it returns to the location the
  // history entry holds, which only the browser knows.
  if (entry.access === 'guest' && parsed.pathname !== routesConfig.loginPath)
    return { kind: 'redirect', to: session.isStaff ? href('studio') : routesConfig.homePath };
  // The draft offer is drawn above the form: only the browser knows whether there is one.
  if (entry.id === 'form' && hints.listingDraft) return { kind: 'spa' };
  if (SIGNED_IN_ROUTES.includes(entry.id) && paramsListed)
    return { kind: 'render', routeId: entry.id };
  return { kind: 'spa' };
}
