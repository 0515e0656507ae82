// What a server-rendered page hands the browser so its first render equals the server's
// (docs/ssr.md): the config version the page was rendered with, the session it was rendered for
// and the query answers the screen rendered. It travels as JSON in a non-executed script element
// (the CSP allows no inline script), read once before hydration.
import type { ConfigSnapshot } from '@/lib/config/store';
import type { Session } from '@/session/flatten-agent-info';

/** The id of the `<script type="application/json">` element holding the state. */
export const SERVER_STATE_ID = 'ssr-state';

/** One query answer: its key, its data and when the server fetched it (ms since the epoch). */
export type ServerQuery = readonly [key: readonly unknown[], data: unknown, updatedAt: number];

export interface ServerState {
  config: ConfigSnapshot;
  /** The signed-in session the page was rendered for; null for a guest. */
  session: Session | null;
  queries: ServerQuery[];
  /**
   * On the login page the server sent a guest to: the location they asked for (path and query),
   * which the SPA's login guard would have left in the history entry's state.
   */
  loginFrom?: { pathname: string; search: string; hash: '' };
}
