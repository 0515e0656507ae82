import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { routesConfig } from '@/generated/config/routes';
import { useSession } from '@/session';

/** Sends a guest to /login with the origin location and the login-required toast, once. */
function RedirectToLogin({ from }: { from: Location }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toast.info(messages.errors.loginRequired);
    void navigate(routesConfig.loginPath, { replace: true, state: { from } });
  }, [from, navigate]);
  return null;
}

/** Login-required routes: nothing while loading, a guest is redirected to /login. */
export function LoginRequiredGuard({ children }: { children: ReactNode }) {
  const { isLoading, isAuth } = useSession();
  const location = useLocation();
  if (isLoading) return null;
  if (!isAuth) return <RedirectToLogin from={location} />;
  return <>{children}</>;
}
