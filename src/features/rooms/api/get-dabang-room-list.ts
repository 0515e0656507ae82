import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { listingKeys } from '@/api/listing-query-keys';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';

export interface DabangListQuery {
  keyword: string;
  status: Schema<'RoomStatus'> | '';
  page: number;
  limit: number;
}

export const getDabangRoomList = (
  { keyword, status, page, limit }: DabangListQuery,
  signal?: AbortSignal,
) =>
  call(
    api.GET('/room/dabang-list', {
      params: {
        query: { ...(keyword ? { keyword } : {}), ...(status ? { status } : {}), page, limit },
      },
      signal,
    }),
  );

export const dabangRoomListQueryOptions = (q: DabangListQuery) =>
  queryOptions({
    queryKey: listingKeys.list(q),
    queryFn: ({ signal }) => getDabangRoomList(q, signal),
    placeholderData: keepPreviousData,
  });
