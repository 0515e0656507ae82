import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { listingKeys } from '@/api/query-keys';
import { call } from '@/api/request';

export interface RoomStatsQuery {
  page: number;
  limit: number;
}

/** The office's listing statistics: one page of listings and the last 12 months. */
export const getRoomStats = (query: RoomStatsQuery, signal?: AbortSignal) =>
  call(api.GET('/room/stats', { params: { query }, signal }));

export type RoomStats = Awaited<ReturnType<typeof getRoomStats>>;

export const roomStatsQueryOptions = (q: RoomStatsQuery) =>
  queryOptions({
    queryKey: listingKeys.stats(q),
    queryFn: ({ signal }) => getRoomStats(q, signal),
    placeholderData: keepPreviousData,
  });
