import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import { studioKeys } from './query-keys';

/** The signed-in staff account and its studio roles (which actions the studio offers it). */
export const getStudioMe = (signal?: AbortSignal) => call(api.GET('/studio/me', { signal }));

export const studioMeQueryOptions = () =>
  queryOptions({
    queryKey: studioKeys.me(),
    queryFn: ({ signal }) => getStudioMe(signal),
    staleTime: 5 * 60_000,
  });

export const useStudioMe = () => useQuery(studioMeQueryOptions());
