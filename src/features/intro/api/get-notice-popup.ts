import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import { introKeys } from './query-keys';

/** Text notices (logged-in only); the service page lists them as notices. */
export const getNotices = (signal?: AbortSignal) =>
  call(api.GET('/notice/popup', { params: { query: { type: 1 } }, signal }));

export const noticesQueryOptions = () =>
  queryOptions({ queryKey: introKeys.notices(), queryFn: ({ signal }) => getNotices(signal) });
