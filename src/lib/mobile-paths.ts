import { matchRoutes } from 'react-router';
import { routesConfig } from '@/generated/config/routes';

/**
 * The mobile variant (issue 27 #5) lives under the mobile marker and mirrors the desktop paths:
 * `/mobile/inquiry/talk` is `/inquiry/talk` for a phone. Only the routes whose access is `mobile`
 * are pages of the variant; `/mobile/*` (any other path under the marker, and paths with the
 * marker inside, seed 000 §2.1) stays the app's notice.
 */
const marker = () => routesConfig.mobileMarker;

/** The viewport of the desktop pages, as index.html declares it (seed 000 §1). */
export const DESKTOP_VIEWPORT = 'width=1200';
/** The viewport of the mobile variant's pages: the device's own width. */
export const DEVICE_VIEWPORT = 'width=device-width, initial-scale=1';

/** True on the mobile variant's own paths (`/mobile`, `/mobile/...`), where its layout shows. */
export function isMobileVariantPath(pathname: string): boolean {
  return pathname === marker() || pathname.startsWith(`${marker()}/`);
}

const mobileRoutes = () =>
  routesConfig.routes.filter((r) => r.access === 'mobile').map((r) => ({ path: r.path }));

/**
 * The mobile page for a desktop address: the same path under the marker when the variant has it
 * (the query string kept: tabs, pages and searches read it the same way), else the mobile home.
 */
export function mobileCounterpart(pathname: string, search = ''): string {
  const candidate = `${marker()}${pathname === '/' ? '' : pathname}`;
  const hit = matchRoutes(mobileRoutes(), candidate);
  return hit ? `${candidate}${search}` : marker();
}

/** The desktop page for a mobile address: the path without the marker (the mobile home is the
 * dashboard's). */
export function desktopCounterpart(pathname: string, search = ''): string {
  if (!isMobileVariantPath(pathname)) return `${pathname}${search}`;
  const rest = pathname.slice(marker().length);
  return rest ? `${rest}${search}` : routesConfig.homePath;
}
