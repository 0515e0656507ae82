import type { ReactNode } from 'react';
import { useSession } from '@/session';

/** Renders nothing until the login check and the first user-info load finish. */
export function SessionReady({ children }: { children: ReactNode }) {
  const isLoading = useSession((s) => s.isLoading);
  return isLoading ? null : <>{children}</>;
}
