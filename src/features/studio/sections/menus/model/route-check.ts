import type { RoutesConfig } from '@/generated/config/routes';
import { pathMatchesRoute } from '@config/check/route-match';

/**
 * Whether a menu path reaches a route (routes are developer-owned: the draft's read-only copy),
 * matched the way the checker and react-router match it.
 */
export function reachesRoute(path: string, routesFile: RoutesConfig): boolean {
  return routesFile.routes.some((r) => pathMatchesRoute(path, r));
}
