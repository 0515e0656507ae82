import type { QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { installOutboundTracking } from '@/lib/outbound-links';
import { usePressHeldBeforeHydration } from '@/ssr/held-press';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * The app under a router: the browser's history in the SPA, a fixed location when the server
 * renders a page (src/entry-server.tsx). Both render the same tree, so hydration matches.
 */
export function App({
  queryClient,
  router: Router = BrowserRouter,
}: {
  /** The client's cache, already holding the answers a server-rendered page embedded. */
  queryClient?: QueryClient;
  router?: (props: { children: ReactNode }) => ReactNode;
}) {
  useEffect(() => installOutboundTracking(), []);
  usePressHeldBeforeHydration();
  return (
    <AppProviders queryClient={queryClient}>
      <Router>
        <AppRoutes />
      </Router>
    </AppProviders>
  );
}
