import { routesConfig } from '@/generated/config/routes';
import { pathMatchesRoute } from '../../../../../../codegen/check/route-match.ts';

type Route = Parameters<typeof pathMatchesRoute>[1];

/**
 * Whether a menu path reaches a route (routes are developer-owned: the draft's read-only copy,
 * else the built-in one), matched the way the checker and react-router match it.
 */
export function reachesRoute(path: string, routesFile: unknown = routesConfig): boolean {
  const routes = ((routesFile ?? routesConfig) as { routes?: Route[] }).routes ?? [];
  return routes.some((r) => pathMatchesRoute(path, r));
}
