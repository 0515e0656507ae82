import { lazy, Suspense } from 'react';
import { errorMessage } from '@/api/errors';

// MUI's Alert (with its icons and close button, about 5 KB gzip) loads with the first refusal:
// the guest forms' first screen (/login) never shows one.
const ServerErrorAlert = lazy(() => import('./server-error-alert'));

export interface ServerErrorProps {
  /** The failed write's error (`mutation.error`); nothing is shown while it is null. */
  error: unknown;
  /** Shown when the server sent no message of its own. */
  fallback: string;
}

/** The one place a form shows why the server refused it: above the fields, announced at once. */
export function ServerError({ error, fallback }: ServerErrorProps) {
  if (!error) return null;
  return (
    <Suspense fallback={null}>
      <ServerErrorAlert text={errorMessage(error, fallback) || fallback} />
    </Suspense>
  );
}
