import { QueryClient, type Query } from '@tanstack/react-query';

/**
 * Answers a server-rendered page came with (docs/ssr.md), and when they were adopted. A screen's
 * query that reloads on every mount (staleTime 0: the gongsil list) must not reload on the mount
 * that hydrates the page the server has just fetched it for, nor draw itself as loading there.
 * The answer stands for that mount only: once invalidated, or once a screen that used it has left,
 * the query follows its own options again.
 */
const serverAnswers = new WeakMap<Query, number>();
/** How long after adoption a server's answer stands for the mount of the page load. */
const SERVER_ANSWER_MS = 10_000;

export function markServerAnswer(query: Query | undefined): void {
  if (query) serverAnswers.set(query, Date.now());
}

const refetchOnMount = (query: Query): boolean => {
  const at = serverAnswers.get(query);
  return at === undefined || query.state.isInvalidated || Date.now() - at > SERVER_ANSWER_MS;
};

/** Server state cache: errors are already reported by the error catalogue, so no silent retries. */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, refetchOnMount },
      mutations: { retry: false },
    },
  });
  client.getQueryCache().subscribe((event) => {
    if (!serverAnswers.has(event.query)) return;
    if (event.type === 'observerAdded') {
      // Adopted before any screen asked for it, the answer got the default keeping time; it takes
      // its screen's (the popup chain keeps nothing, gcTime 0, so each visit loads afresh).
      const { gcTime } = event.observer.options;
      if (gcTime !== undefined && gcTime < event.query.gcTime) event.query.gcTime = gcTime;
    } else if (event.type === 'observerRemoved') {
      serverAnswers.delete(event.query);
    }
  });
  return client;
}
