import { lazy, type ComponentType } from 'react';
import { lazyWithPreload, type PreloadableComponent } from 'react-lazy-with-preload';
import { matchRoutes } from 'react-router';
import { routesConfig } from '@/generated/config/routes';

type RouteEntry = (typeof routesConfig.routes)[number];
export type ScreenId = RouteEntry['screen'];
/** Screens of devOnly routes: registered in a dev build only. */
type DevScreenId = Extract<RouteEntry, { devOnly: true }>['screen'];
type LazyScreen = PreloadableComponent<ComponentType>;

/**
 * A screen loaded on first render, or earlier through `preload()` (a link hovered, the login
 * form sent): once its code is in, it renders without suspending (src/lib/screen-preload.ts).
 */
const screen = lazyWithPreload;

/**
 * Developer pages (src/dev). `import.meta.env.DEV` is the constant false in a production build,
 * so the bundler drops these imports and no chunk of them ships to brokers.
 */
const devScreens: Partial<Record<DevScreenId, LazyScreen>> = import.meta.env.DEV
  ? {
      'form-blocks-catalogue': screen(() => import('@/dev/form-blocks/form-blocks-gallery-screen')),
    }
  : {};

/**
 * A master-only screen: the guard (and its notice, MUI's Alert) loads with the screen's chunk,
 * not with the first page of every visitor.
 */
const masterOnlyScreen = (load: () => Promise<{ default: ComponentType }>): LazyScreen =>
  screen(() =>
    Promise.all([load(), import('./guards/master-only-guard')]).then(([m, g]) => ({
      default: g.masterOnly(m.default),
    })),
  );

/** Screen registry: every `screen` id of routes.json, lazily loaded (one chunk per screen). */
export const screens: Record<Exclude<ScreenId, DevScreenId>, LazyScreen> &
  Partial<Record<DevScreenId, LazyScreen>> = {
  landing: screen(() => import('@/features/auth/screens/landing-screen')),
  login: screen(() => import('@/features/auth/screens/login-screen')),
  'find-password': screen(() => import('@/features/auth/screens/find-password-screen')),
  'staff-invite': screen(() => import('@/features/auth/screens/staff-invite-screen')),
  join: screen(() => import('@/features/auth/screens/join-screen')),
  consult: screen(() => import('@/features/auth/screens/consult-screen')),
  'join-consult': screen(() => import('@/features/auth/screens/join-consult-screen')),
  intro: screen(() => import('@/features/intro/screens/intro-screen')),
  service: screen(() => import('@/features/intro/screens/service-screen')),
  agreement: screen(() => import('@/features/system-pages/screens/agreement-screen')),
  emergency: screen(() => import('@/features/system-pages/screens/emergency-screen')),
  mobile: screen(() => import('@/features/system-pages/screens/mobile-screen')),
  'mobile-home': screen(() => import('@/features/mobile/screens/mobile-home-screen')),
  'mobile-inquiry': screen(() => import('@/features/inquiry/screens/mobile-inquiry-screen')),
  'mobile-inquiry-detail': screen(
    () => import('@/features/inquiry/screens/mobile-inquiry-detail-screen'),
  ),
  'mobile-gongsil': screen(() => import('@/features/gongsil/screens/mobile-gongsil-screen')),
  'mobile-room-status': screen(() => import('@/features/rooms/screens/mobile-room-status-screen')),
  'business-info': screen(() => import('@/features/system-pages/screens/business-info-screen')),
  dashboard: screen(() => import('./routes/dashboard-route')),
  'room-overview': screen(() => import('@/features/rooms/screens/room-overview-screen')),
  'room-dabang-list': screen(() => import('@/features/rooms/screens/room-dabang-list-screen')),
  'room-stats': screen(() => import('@/features/rooms/screens/room-stats-screen')),
  'room-naver-list': screen(() => import('@/features/rooms/screens/room-naver-list-screen')),
  'room-serve-apt': screen(() => import('@/features/rooms/screens/room-serve-apt-screen')),
  'room-serve-officetel': screen(
    () => import('@/features/rooms/screens/room-serve-officetel-screen'),
  ),
  'room-form': screen(() => import('@/features/room-form/screens/room-form-screen')),
  'gongsil-overview': screen(() => import('@/features/gongsil/screens/gongsil-overview-screen')),
  'gongsil-list': screen(() => import('@/features/gongsil/screens/gongsil-list-screen')),
  'product-overview': screen(() => import('@/features/cart/screens/product-overview-screen')),
  'product-purchase': masterOnlyScreen(() => import('@/features/cart/screens/purchase-screen')),
  'product-using': masterOnlyScreen(() => import('@/features/cart/screens/using-screen')),
  'product-payment-list': masterOnlyScreen(
    () => import('@/features/cart/screens/payment-list-screen'),
  ),
  'product-order': masterOnlyScreen(() => import('@/features/cart/screens/order-screen')),
  'account-overview': screen(() => import('@/features/account/screens/account-overview-screen')),
  'account-user': screen(() => import('@/features/account/screens/account-user-screen')),
  'account-password': screen(() => import('@/features/account/screens/account-password-screen')),
  'account-verify-tel': screen(
    () => import('@/features/account/screens/account-verify-tel-screen'),
  ),
  'account-contacts': screen(
    () => import('@/features/contact-settings/screens/account-contacts-screen'),
  ),
  'account-sub-user': screen(() => import('@/features/account/screens/account-sub-user-screen')),
  'account-withdraw': screen(() => import('@/features/account/screens/account-withdraw-screen')),
  inquiry: screen(() => import('@/features/inquiry/screens/inquiry-screen')),
  'inquiry-detail': screen(() => import('@/features/inquiry/screens/inquiry-detail-screen')),
  'sign-overview': screen(() => import('@/features/sign/screens/sign-overview-screen')),
  'sign-agreement': screen(() => import('@/features/sign/screens/sign-agreement-screen')),
  'sign-contracts': screen(() => import('@/features/sign/screens/sign-contracts-screen')),
  // The guard loads first; the studio chunk itself loads only for staff.
  studio: screen(() =>
    import('./guards/staff-only-guard').then((g) => ({
      default: g.staffOnly(lazy(() => import('@/features/studio/screens/studio-screen'))),
    })),
  ),
  // The studio's preview frame: its own chunk, staff only (it checks before listening).
  'preview-frame': screen(() => import('./preview-frame/preview-frame-screen')),
  ...devScreens,
};

/** Looks a screen up; a miss means routes.json names a screen nobody registered. */
export function screenFor(id: string): LazyScreen {
  const screen = (screens as Record<string, LazyScreen | undefined>)[id];
  if (!screen)
    throw new Error(`No screen '${id}' in src/app/screens.ts (named by spec/config/routes.json)`);
  return screen;
}

/** Loads the code of the screen routes.json maps `path` (search and hash ignored) to (nothing for unknown paths). */
export function preloadScreenAt(path: string): void {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const match = matchRoutes([...routesConfig.routes] as { path: string }[], pathname)?.at(-1);
  const id = (match?.route as { screen?: string } | undefined)?.screen;
  const found = id ? (screens as Record<string, LazyScreen | undefined>)[id] : undefined;
  void found?.preload().catch(() => undefined);
}
