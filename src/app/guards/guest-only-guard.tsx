import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { href } from '@/generated/config/href';
import { routesConfig } from '@/generated/config/routes';
import { safeReturnPath } from '@/lib/return-path';
import { useSession } from '@/session';

/**
 * Guest-only routes (/, /login, /join …): nothing while the login state loads; a logged-in
 * user goes to /dashboard (staff to /studio), or back to the origin location the login guard left on /login.
 */
export function GuestOnlyGuard({ children }: { children: ReactNode }) {
  const { isLoading, isAuth, isStaff } = useSession();
  const location = useLocation();
  if (isLoading) return null;
  if (isAuth) {
    // Product staff work in the studio: they land there, never on the broker dashboard.
    const home = isStaff ? href('studio') : routesConfig.homePath;
    const to =
      location.pathname === routesConfig.loginPath ? safeReturnPath(location.state, home) : home;
    return <Navigate to={to} replace />;
  }
  return <>{children}</>;
}
