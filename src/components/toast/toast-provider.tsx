import { lazy, Suspense, type ReactNode } from 'react';
import { useToastHostWanted } from './toast-host-state';

const ToastHost = lazy(() => import('./toast-host'));

/** Renders the page and, from the first toast on, the toast container (toast-host.tsx). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const wanted = useToastHostWanted();
  return (
    <>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </>
  );
}
