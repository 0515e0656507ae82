import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';

export interface DabangListQuery {
  keyword: string;
  page: number;
  limit: number;
}

export const getDabangRoomList = (
  { keyword, page, limit }: DabangListQuery,
  signal?: AbortSignal,
) =>
  call(
    api.GET('/room/dabang-list', {
      params: { query: { ...(keyword ? { keyword } : {}), page, limit } },
      signal,
    }),
  );

export const dabangRoomListQueryOptions = (q: DabangListQuery) =>
  queryOptions({
    queryKey: ['room', 'dabang-list', q],
    queryFn: ({ signal }) => getDabangRoomList(q, signal),
    placeholderData: keepPreviousData,
  });
