import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { listingKeys } from '@/api/query-keys';
import { call } from '@/api/request';

export interface RoomStatsQuery {
  page: number;
  limit: number;
}

const fetchStats = (query: RoomStatsQuery, signal?: AbortSignal) =>
  call(api.GET('/room/stats', { params: { query }, signal }));

export type RoomStats = Awaited<ReturnType<typeof fetchStats>>;

/**
 * The office's listing statistics: one page of listings and the last 12 months. An answer
 * missing parts (an old server, a proxy's empty body) still makes a page: no months and no
 * listings rather than a screen that breaks, as the listing list does (get-dabang-room-list.ts).
 */
export async function getRoomStats(
  query: RoomStatsQuery,
  signal?: AbortSignal,
): Promise<RoomStats> {
  const d: Partial<RoomStats> = (await fetchStats(query, signal)) ?? {};
  const listings = Array.isArray(d.listings) ? d.listings : [];
  return {
    ...d,
    months: Array.isArray(d.months) ? d.months.filter((m) => m && typeof m.month === 'string') : [],
    listings,
    total: typeof d.total === 'number' ? d.total : listings.length,
  } as RoomStats;
}

export const roomStatsQueryOptions = (q: RoomStatsQuery) =>
  queryOptions({
    queryKey: listingKeys.stats(q),
    queryFn: ({ signal }) => getRoomStats(q, signal),
    placeholderData: keepPreviousData,
  });
