// The server's renderer (docs/ssr.md): the SPA's own tree under a fixed location, rendered to HTML
// on the server for the request's session and config version, with the query answers the screen
// makes on its first render and the MUI (emotion) styles that HTML uses. Everything it reads comes
// through the SPA's own API client, whose requests go to the server's handlers (`fetchApi`), so
// the page is what the browser would have built. Built by `vite build` into <build>/ssr/
// (scripts/build/ssr-bundle.ts) and called by server/plugins/ssr.ts.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { Query, QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { setServerFetch } from '@/api/client';
import { setApiEffects } from '@/api/effects';
import { createQueryClient, markServerAnswer } from '@/api/query-client';
import { App } from '@/app/app';
import { screenFor } from '@/app/screens';
import { routesConfig } from '@/generated/config/routes';
import { getConfig, snapshotOf } from '@/lib/config/load-config';
import { BUILT_IN, setActiveSnapshot } from '@/lib/config/store';
import { setServerCookies } from '@/lib/cookies';
import { DEVICE_VIEWPORT, isMobileVariantPath } from '@/lib/mobile-paths';
import { adoptServerSession, checkLogin, getSession, loadUserInfo } from '@/session';
import { renderHintsOf } from '@/ssr/render-hints';
import { GUEST_ROUTES, renderPlan, SIGNED_IN_ROUTES } from '@/ssr/render-plan';
import { SERVER_STATE_ID, type ServerQuery, type ServerState } from '@/ssr/server-state';

/** What the server sends for a page request. */
export type Answer =
  /** `viewport`: the page's viewport when it is not index.html's (a mobile page's). */
  | { kind: 'render'; html: string; head: string; signedIn: boolean; viewport?: string }
  | { kind: 'redirect'; to: string; loginFrom?: string }
  /** The SPA's page as before: a path not rendered here, or a render that could not finish. */
  | { kind: 'spa' };

/** A request to the server's own API handlers, with the page request's cookie. */
export type FetchApi = (request: Request) => Promise<Response>;

/** The emotion key the client's default cache uses too, so it adopts the server's styles. */
const EMOTION_KEY = 'css';
/** Renders again while the screen's data reveals further queries, at most this often. */
const MAX_PASSES = 3;

/** The state as JSON that cannot end its script element early. */
export function serializeState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Thrown when the page would navigate elsewhere while rendering (an API error's effect). */
class LeftPage extends Error {}

/** A query the render made that a browser would fetch now: enabled, never fetched. */
function wouldFetch(q: Query, client: QueryClient): boolean {
  if (q.state.status !== 'pending' || q.state.fetchStatus !== 'idle') return false;
  const enabled = (q.options as { enabled?: unknown }).enabled;
  const on = typeof enabled === 'function' ? (enabled as (q: Query) => unknown)(q) : enabled;
  return on !== false && client.isFetching({ queryKey: q.queryKey }) === 0;
}

function renderTree(url: string, client: QueryClient, cache: ReturnType<typeof createCache>) {
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  return (
    <CacheProvider value={cache}>
      <StrictMode>
        <App queryClient={client} router={Router} />
      </StrictMode>
    </CacheProvider>
  );
}

/**
 * Renders until no query the page makes is left to fetch: each pass fetches, through the SPA's
 * own query functions, what the previous one asked for (the screen's first requests), so the
 * HTML shows the data and the browser starts with the same answers. A query that fails is left
 * out and rendered as loading, as the browser would before its answer.
 */
async function renderWithData(url: string, client: QueryClient) {
  for (let pass = 1; ; pass++) {
    const cache = createCache({ key: EMOTION_KEY });
    const emotion = createEmotionServer(cache);
    // prerender waits for every lazy screen and suspended part: the HTML is the whole page.
    // Every boundary inline, in document order: a larger one would otherwise be sent apart and
    // moved in by an inline script, which the CSP refuses and a page without JavaScript never runs.
    const { prelude } = await prerender(renderTree(url, client, cache), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    const html = await new Response(prelude).text();
    const queryCache = client.getQueryCache();
    const wanted = queryCache.getAll().filter((q) => wouldFetch(q, client));
    if (!wanted.length || pass === MAX_PASSES) {
      for (const q of wanted) queryCache.remove(q);
      return {
        html,
        styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
      };
    }
    await Promise.all(
      wanted.map((q) =>
        q.fetch().then(
          () => markServerAnswer(q),
          () => queryCache.remove(q),
        ),
      ),
    );
  }
}

async function handleNow(
  url: string,
  fetchApi: FetchApi,
  hasCookie: boolean,
  loginFrom: string | undefined,
  cookies: Readonly<Record<string, string>>,
): Promise<Answer> {
  const pathname = new URL(url, 'http://same.origin').pathname;
  let leftTo: string | null = null;
  setServerFetch(fetchApi);
  setServerCookies(cookies);
  setApiEffects({
    navigate: (to) => {
      leftTo = to;
    },
    pathname: () => pathname,
    logout: () => undefined,
    alert: () => undefined,
    bridge: () => null,
  });
  try {
    // The login check and the user record as the browser loads them (session-actions.ts).
    adoptServerSession(null);
    if (hasCookie && (await checkLogin())) await loadUserInfo();
    if (leftTo) throw new LeftPage();
    const session = getSession().isAuth ? getSession() : null;
    const plan = renderPlan(url, session, renderHintsOf(cookies));
    if (plan.kind !== 'render') return plan;
    const from =
      plan.routeId === 'login' && loginFrom ? new URL(loginFrom, 'http://same.origin') : null;
    const returnTo = from && { pathname: from.pathname, search: from.search, hash: '' as const };

    const config = snapshotOf(await getConfig()) ?? BUILT_IN;
    setActiveSnapshot(config);
    adoptServerSession(session);
    const client = createQueryClient();
    const { html, styles } = await renderWithData(url, client);
    if (leftTo) throw new LeftPage();
    const queries: ServerQuery[] = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'success')
      .map((q) => [q.queryKey, q.state.data, q.state.dataUpdatedAt]);
    client.clear();
    const state: ServerState = {
      config,
      session,
      queries,
      ...(returnTo && { loginFrom: returnTo }),
    };
    return {
      kind: 'render',
      signedIn: !!session,
      ...(isMobileVariantPath(pathname) && { viewport: DEVICE_VIEWPORT }),
      html,
      head: `${styles}<script type="application/json" id="${SERVER_STATE_ID}">${serializeState(state)}</script>`,
    };
  } catch (e) {
    if (!(e instanceof LeftPage)) console.error('server rendering failed; sending the SPA', e);
    return { kind: 'spa' };
  } finally {
    setServerFetch(null);
    setServerCookies(null);
  }
}

// The session, the config snapshot and the API client the screens use are the app's module
// stores (one per browser tab). On the server they stand for one request at a time: each page
// sets them, renders to completion and only then lets the next one start.
let queue: Promise<unknown> = Promise.resolve();

/**
 * The answer to a page request for `url` (path and query): `fetchApi` reaches the server's API
 * with the request's cookie; `hasCookie` says whether a session cookie came at all (no login
 * check is made for a visitor without one); `loginFrom` is where a redirect to the login page
 * came from (the login page returns there); `cookies` are the request's cookies its scripts can
 * read (the render plan's hints, src/ssr/render-hints.ts, and what screens read while rendering,
 * src/lib/cookies.ts).
 */
export function handle(
  url: string,
  fetchApi: FetchApi,
  hasCookie: boolean,
  loginFrom?: string,
  cookies: Readonly<Record<string, string>> = {},
): Promise<Answer> {
  const done = queue.then(() => handleNow(url, fetchApi, hasCookie, loginFrom, cookies));
  queue = done.catch(() => undefined);
  return done;
}

/**
 * Makes a started server's first pages as quick as its later ones: loads the code of every
 * screen rendered here (a screen's first render otherwise waits for its chunk) and renders the
 * landing page once as a guest (React's and MUI's code paths run for the first time). The
 * landing page answered in 0.33 s the first time and 0.03 s after (docs/perf/lighthouse.md).
 */
export async function warm(fetchApi: FetchApi): Promise<void> {
  const ids: readonly string[] = [...GUEST_ROUTES, ...SIGNED_IN_ROUTES];
  await Promise.all(
    routesConfig.routes
      .filter((r) => ids.includes(r.id))
      .map((r) =>
        screenFor(r.screen)
          .preload()
          .catch(() => undefined),
      ),
  );
  await handle('/', fetchApi, false);
}
