import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import { studioKeys } from '../../../api/query-keys';

/** GET /studio/accounts/{id}/session: the account and the agent/info record its login gets. */
export const getStudioAccountSession = (id: number, signal?: AbortSignal) =>
  call(api.GET('/studio/accounts/{id}/session', { params: { path: { id } }, signal }));

export const studioAccountSessionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: studioKeys.accountSession(id),
    queryFn: ({ signal }) => getStudioAccountSession(id, signal),
    // Staff re-pick an account to see fresh values; a chosen account's record is read once.
    staleTime: 30_000,
  });
