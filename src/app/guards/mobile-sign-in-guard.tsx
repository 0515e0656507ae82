import type { ReactNode } from 'react';
import { useSession } from '@/session';
import { MobileSignIn } from './mobile-sign-in';

/**
 * Pages of the mobile variant: nothing while the login check runs, then the page for a
 * signed-in broker and, for a guest, a sign-in notice in place. Never a redirect: paths with the
 * mobile marker are excluded from the session redirects (seed 000 §2.1, A-03).
 */
export function MobileSignInGuard({ children }: { children: ReactNode }) {
  const { isLoading, isAuth } = useSession();
  if (isLoading) return null;
  return isAuth ? <>{children}</> : <MobileSignIn />;
}
