import { QueryClient } from '@tanstack/react-query';

/** Server state cache: errors are already reported by the error catalogue, so no silent retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
