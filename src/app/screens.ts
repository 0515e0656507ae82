import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { routesConfig } from '@/generated/config/routes';

type RouteEntry = (typeof routesConfig.routes)[number];
export type ScreenId = RouteEntry['screen'];
/** Screens of devOnly routes: registered in a dev build only. */
type DevScreenId = Extract<RouteEntry, { devOnly: true }>['screen'];
type LazyScreen = LazyExoticComponent<ComponentType>;

/**
 * Developer pages (src/dev). `import.meta.env.DEV` is the constant false in a production build,
 * so the bundler drops these imports and no chunk of them ships to brokers.
 */
const devScreens: Partial<Record<DevScreenId, LazyScreen>> = import.meta.env.DEV
  ? { 'form-blocks-catalogue': lazy(() => import('@/dev/form-blocks/form-blocks-gallery-screen')) }
  : {};

/**
 * A master-only screen: the guard (and its notice, MUI's Alert) loads with the screen's chunk,
 * not with the first page of every visitor.
 */
const masterOnlyScreen = (load: () => Promise<{ default: ComponentType }>): LazyScreen =>
  lazy(() =>
    Promise.all([load(), import('./guards/master-only-guard')]).then(([m, g]) => ({
      default: g.masterOnly(m.default),
    })),
  );

/** Screen registry: every `screen` id of routes.json, lazily loaded (one chunk per screen). */
export const screens: Record<Exclude<ScreenId, DevScreenId>, LazyScreen> &
  Partial<Record<DevScreenId, LazyScreen>> = {
  landing: lazy(() => import('@/features/auth/screens/landing-screen')),
  login: lazy(() => import('@/features/auth/screens/login-screen')),
  'find-password': lazy(() => import('@/features/auth/screens/find-password-screen')),
  'staff-invite': lazy(() => import('@/features/auth/screens/staff-invite-screen')),
  join: lazy(() => import('@/features/auth/screens/join-screen')),
  consult: lazy(() => import('@/features/auth/screens/consult-screen')),
  'join-consult': lazy(() => import('@/features/auth/screens/join-consult-screen')),
  intro: lazy(() => import('@/features/intro/screens/intro-screen')),
  service: lazy(() => import('@/features/intro/screens/service-screen')),
  agreement: lazy(() => import('@/features/system-pages/screens/agreement-screen')),
  emergency: lazy(() => import('@/features/system-pages/screens/emergency-screen')),
  mobile: lazy(() => import('@/features/system-pages/screens/mobile-screen')),
  'mobile-home': lazy(() => import('@/features/mobile/screens/mobile-home-screen')),
  'mobile-inquiry': lazy(() => import('@/features/inquiry/screens/mobile-inquiry-screen')),
  'mobile-inquiry-detail': lazy(
    () => import('@/features/inquiry/screens/mobile-inquiry-detail-screen'),
  ),
  'mobile-gongsil': lazy(() => import('@/features/gongsil/screens/mobile-gongsil-screen')),
  'mobile-room-status': lazy(() => import('@/features/rooms/screens/mobile-room-status-screen')),
  'business-info': lazy(() => import('@/features/system-pages/screens/business-info-screen')),
  dashboard: lazy(() => import('./routes/dashboard-route')),
  'room-overview': lazy(() => import('@/features/rooms/screens/room-overview-screen')),
  'room-dabang-list': lazy(() => import('@/features/rooms/screens/room-dabang-list-screen')),
  'room-stats': lazy(() => import('@/features/rooms/screens/room-stats-screen')),
  'room-naver-list': lazy(() => import('@/features/rooms/screens/room-naver-list-screen')),
  'room-serve-apt': lazy(() => import('@/features/rooms/screens/room-serve-apt-screen')),
  'room-serve-officetel': lazy(
    () => import('@/features/rooms/screens/room-serve-officetel-screen'),
  ),
  'room-form': lazy(() => import('@/features/room-form/screens/room-form-screen')),
  'gongsil-overview': lazy(() => import('@/features/gongsil/screens/gongsil-overview-screen')),
  'gongsil-list': lazy(() => import('@/features/gongsil/screens/gongsil-list-screen')),
  'product-overview': lazy(() => import('@/features/cart/screens/product-overview-screen')),
  'product-purchase': masterOnlyScreen(() => import('@/features/cart/screens/purchase-screen')),
  'product-using': masterOnlyScreen(() => import('@/features/cart/screens/using-screen')),
  'product-payment-list': masterOnlyScreen(
    () => import('@/features/cart/screens/payment-list-screen'),
  ),
  'product-order': masterOnlyScreen(() => import('@/features/cart/screens/order-screen')),
  'account-overview': lazy(() => import('@/features/account/screens/account-overview-screen')),
  'account-user': lazy(() => import('@/features/account/screens/account-user-screen')),
  'account-password': lazy(() => import('@/features/account/screens/account-password-screen')),
  'account-verify-tel': lazy(() => import('@/features/account/screens/account-verify-tel-screen')),
  'account-contacts': lazy(
    () => import('@/features/contact-settings/screens/account-contacts-screen'),
  ),
  'account-sub-user': lazy(() => import('@/features/account/screens/account-sub-user-screen')),
  'account-withdraw': lazy(() => import('@/features/account/screens/account-withdraw-screen')),
  inquiry: lazy(() => import('@/features/inquiry/screens/inquiry-screen')),
  'inquiry-detail': lazy(() => import('@/features/inquiry/screens/inquiry-detail-screen')),
  'sign-overview': lazy(() => import('@/features/sign/screens/sign-overview-screen')),
  'sign-agreement': lazy(() => import('@/features/sign/screens/sign-agreement-screen')),
  'sign-contracts': lazy(() => import('@/features/sign/screens/sign-contracts-screen')),
  // The guard loads first; the studio chunk itself loads only for staff.
  studio: lazy(() =>
    import('./guards/staff-only-guard').then((g) => ({
      default: g.staffOnly(lazy(() => import('@/features/studio/screens/studio-screen'))),
    })),
  ),
  // The studio's preview frame: its own chunk, staff only (it checks before listening).
  'preview-frame': lazy(() => import('./preview-frame/preview-frame-screen')),
  ...devScreens,
};

/** Looks a screen up; a miss means routes.json names a screen nobody registered. */
export function screenFor(id: string): LazyExoticComponent<ComponentType> {
  const screen = (screens as Record<string, LazyScreen | undefined>)[id];
  if (!screen)
    throw new Error(`No screen '${id}' in src/app/screens.ts (named by spec/config/routes.json)`);
  return screen;
}
