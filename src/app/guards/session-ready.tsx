import type { ReactNode } from 'react';
import { useConfigLoader } from '@/lib/config/load-config';
import { useSession } from '@/session';

/**
 * Renders nothing until the login check and the first user-info load finish, and the
 * first load of the active config (started at the same time) has answered or failed.
 */
export function SessionReady({ children }: { children: ReactNode }) {
  const isLoading = useSession((s) => s.isLoading);
  const configReady = useConfigLoader((s) => s.ready);
  return isLoading || !configReady ? null : <>{children}</>;
}
