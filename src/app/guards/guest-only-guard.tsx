import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { routesConfig } from '@/generated/config/routes';
import { safeReturnPath } from '@/lib/return-path';
import { useSession } from '@/session';

/**
 * Guest-only routes (/, /login, /join …): nothing while the login state loads; a logged-in
 * user goes to /dashboard, or back to the origin location the login guard left on /login.
 */
export function GuestOnlyGuard({ children }: { children: ReactNode }) {
  const { isLoading, isAuth } = useSession();
  const location = useLocation();
  if (isLoading) return null;
  if (isAuth) {
    const to =
      location.pathname === routesConfig.loginPath
        ? safeReturnPath(location.state, routesConfig.homePath)
        : routesConfig.homePath;
    return <Navigate to={to} replace />;
  }
  return <>{children}</>;
}
