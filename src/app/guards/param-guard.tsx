import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { routesConfig } from '@/generated/config/routes';
import { listedParams } from './listed-params';

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
  return listedParams(allowed, params) ? (
    <>{children}</>
  ) : (
    <Navigate to={routesConfig.fallback} replace />
  );
}
