import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { listingKeys } from '@/api/query-keys';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';

export interface DabangListQuery {
  keyword: string;
  status: Schema<'RoomStatus'> | '';
  page: number;
  limit: number;
}

type DabangRoomList = Awaited<ReturnType<typeof fetchList>>;

const fetchList = ({ keyword, status, page, limit }: DabangListQuery, signal?: AbortSignal) =>
  call(
    api.GET('/room/dabang-list', {
      params: {
        query: { ...(keyword ? { keyword } : {}), ...(status ? { status } : {}), page, limit },
      },
      signal,
    }),
  );

/**
 * The office's listings. An answer missing parts (an old server, a proxy's empty body) still
 * makes a list: rows without a listing id are left out (they could not be opened or edited),
 * missing counts and slots are zero.
 */
export async function getDabangRoomList(q: DabangListQuery, signal?: AbortSignal) {
  const d: Partial<DabangRoomList> = (await fetchList(q, signal)) ?? {};
  const items = Array.isArray(d.items)
    ? d.items.filter((i) => i && typeof i.roomId === 'string')
    : [];
  return {
    ...d,
    items,
    total: typeof d.total === 'number' ? d.total : items.length,
    page: d.page ?? q.page,
    limit: d.limit ?? q.limit,
    counts: { total: d.counts?.total ?? 0, byStatus: d.counts?.byStatus ?? {} },
    slots: { used: d.slots?.used ?? 0, total: d.slots?.total ?? 0 },
  } satisfies DabangRoomList;
}

export const dabangRoomListQueryOptions = (q: DabangListQuery) =>
  queryOptions({
    queryKey: listingKeys.list(q),
    queryFn: ({ signal }) => getDabangRoomList(q, signal),
    placeholderData: keepPreviousData,
  });
