import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import { studioKeys } from '../../../api/query-keys';

/** GET /studio/accounts: broker accounts whose email, name or office contains `q` (staff only). */
export const getStudioAccounts = (q: string, signal?: AbortSignal) =>
  call(api.GET('/studio/accounts', { params: { query: { q, limit: 20 } }, signal }));

export const studioAccountsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: studioKeys.accounts(q),
    queryFn: ({ signal }) => getStudioAccounts(q, signal),
    placeholderData: keepPreviousData,
  });
