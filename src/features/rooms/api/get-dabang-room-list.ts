import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { listingKeys } from '@/api/query-keys';
import { call } from '@/api/request';
import type { Operation, Schema } from '@/api/types';

export type RoomListSort = NonNullable<RoomListParams['sort']>;

/** The list's conditions besides the page: keyword, status and the lifecycle filters and order
 * (absent or '' is "any"); the CSV export takes the same. */
export interface DabangListFilter {
  keyword: string;
  status: Schema<'RoomStatus'> | '';
  sort?: RoomListSort;
  roomType?: Schema<'RoomType'> | '';
  sellingType?: Schema<'SellingType'> | '';
  priceMin?: number;
  priceMax?: number;
}

export interface DabangListQuery extends DabangListFilter {
  page: number;
  limit: number;
}

type RoomListParams = NonNullable<Operation<'getDabangRoomList'>['parameters']['query']>;

/** The filter as query parameters, leaving out what is "any". */
export function listFilterParams(f: DabangListFilter) {
  const p: RoomListParams = {};
  if (f.keyword) p.keyword = f.keyword;
  if (f.status) p.status = f.status;
  if (f.sort && f.sort !== 'newest') p.sort = f.sort;
  if (f.roomType) p.roomType = f.roomType;
  if (f.sellingType) p.sellingType = f.sellingType;
  if (f.priceMin !== undefined) p.priceMin = f.priceMin;
  if (f.priceMax !== undefined) p.priceMax = f.priceMax;
  return p;
}

type DabangRoomList = Awaited<ReturnType<typeof fetchList>>;

const fetchList = ({ page, limit, ...filter }: DabangListQuery, signal?: AbortSignal) =>
  call(
    api.GET('/room/dabang-list', {
      params: { query: { ...listFilterParams(filter), page, limit } },
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
