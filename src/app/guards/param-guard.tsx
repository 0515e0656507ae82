import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { routesConfig } from '@/generated/config/routes';

/**
 * Accepts only the param values routes.json lists (`/inquiry/:tab` → talk, sms); any other value
 * falls to the catch-all, which sends the user to `/`.
 */
export function ParamGuard({
  allowed,
  children,
}: {
  allowed: Readonly<Record<string, readonly string[]>>;
  children: ReactNode;
}) {
  const params = useParams();
  const ok = Object.entries(allowed).every(
    ([name, values]) => params[name] === undefined || values.includes(params[name] ?? ''),
  );
  return ok ? <>{children}</> : <Navigate to={routesConfig.fallback} replace />;
}
