import type { QueryClient } from '@tanstack/react-query';
import { markServerAnswer } from '@/api/query-client';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import { adoptServerConfig } from '@/lib/config/load-config';
import { adoptServerSession } from '@/session';
import type { ServerState } from './server-state';

/**
 * Before hydrating a server-rendered page (docs/ssr.md): the config version, session and query
 * answers it was rendered with, so the first render equals the server's.
 */
export function adoptServerState(state: ServerState, queryClient: QueryClient): void {
  adoptServerConfig(state.config);
  adoptServerSession(state.session);
  for (const [key, data, updatedAt] of state.queries) {
    queryClient.setQueryData(key, data, { updatedAt });
    markServerAnswer(queryClient.getQueryCache().find({ queryKey: key, exact: true }));
  }
  if (state.loginFrom) {
    // Where the SPA's login guard leaves it (the history entry's state, router's `usr`), so the
    // login returns there; and its notice.
    window.history.replaceState({ usr: { from: state.loginFrom }, key: 'default', idx: 0 }, '');
    toast.info(readConfig(messages.errors).loginRequired);
  }
}
