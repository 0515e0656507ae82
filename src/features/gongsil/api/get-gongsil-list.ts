import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import { listRequestQuery, type GongsilQuery } from '../model/gongsil-query';
import { gongsilKeys } from './query-keys';

export type GongsilRoom = Schema<'GongsilRoom'>;

/**
 * GET /gongsil-center/{tab}/list with page, limit and the filters. Aborting `signal` cancels the
 * request (it then rejects with an ApiError whose message is '', so no toast shows).
 */
export async function getGongsilList(q: GongsilQuery, signal?: AbortSignal) {
  const r = await call(
    api.GET('/gongsil-center/{tab}/list', {
      params: { path: { tab: q.tab }, query: listRequestQuery(q) },
      signal,
    }),
  );
  return { ...r, items: Array.isArray(r.items) ? r.items : [] };
}

export type GongsilListPage = Awaited<ReturnType<typeof getGongsilList>>;

/**
 * One cache entry per query state. TanStack Query aborts the signal when the key changes or the
 * screen unmounts before the answer arrives; staleTime 0 makes back/forward reload the list while
 * the cached page stays painted, and the previous page stays shown while the next one loads.
 */
export const gongsilListQueryOptions = (q: GongsilQuery) =>
  queryOptions({
    queryKey: gongsilKeys.list(q),
    queryFn: ({ signal }) => getGongsilList(q, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
