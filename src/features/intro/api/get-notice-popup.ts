import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';

/** Text notices (logged-in only); the service page lists them as notices. */
export const getNotices = (signal?: AbortSignal) =>
  call(api.GET('/notice/popup', { params: { query: { type: 1 } }, signal }));

export const noticesQueryOptions = () =>
  queryOptions({ queryKey: ['notice', 'popup', 1], queryFn: ({ signal }) => getNotices(signal) });
