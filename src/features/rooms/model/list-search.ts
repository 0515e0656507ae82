import { RoomStatusSchema, RoomTypeSchema, SellingTypeSchema } from '@/generated/api/zod';
import type { DabangListFilter, RoomListSort } from '../api/get-dabang-room-list';

export const ROOM_LIST_SORTS: readonly RoomListSort[] = [
  'newest',
  'oldest',
  'priceAsc',
  'priceDesc',
  'status',
];

/** A price bound as typed in the URL: a whole number of 만원, or none. */
const bound = (v: string | null): number | undefined => {
  if (v === null || !/^\d{1,7}$/.test(v)) return undefined;
  return Number(v);
};

const oneOf = <T>(
  schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
  v: unknown,
) => {
  const r = schema.safeParse(v);
  return r.success ? (r.data as T) : undefined;
};

/** The list's conditions and page from the URL (deep links); anything unknown reads as "any". */
export function parseListSearch(search: URLSearchParams): DabangListFilter & { page: number } {
  const sort = search.get('sort');
  return {
    keyword: search.get('keyword')?.trim() ?? '',
    status: oneOf(RoomStatusSchema, search.get('status')) ?? '',
    sort: ROOM_LIST_SORTS.find((s) => s === sort) ?? 'newest',
    roomType: oneOf(RoomTypeSchema, search.get('roomType')) ?? '',
    sellingType: oneOf(SellingTypeSchema, search.get('sellingType')) ?? '',
    priceMin: bound(search.get('priceMin')),
    priceMax: bound(search.get('priceMax')),
    page: Math.max(1, Number(search.get('page')) || 1),
  };
}

/** The URL's search parameters for these conditions and page, leaving out what is "any". */
export function listSearchParams(f: DabangListFilter & { page: number }): Record<string, string> {
  const p: Record<string, string> = {};
  if (f.keyword) p.keyword = f.keyword;
  if (f.status) p.status = f.status;
  if (f.sort && f.sort !== 'newest') p.sort = f.sort;
  if (f.roomType) p.roomType = f.roomType;
  if (f.sellingType) p.sellingType = f.sellingType;
  if (f.priceMin !== undefined) p.priceMin = String(f.priceMin);
  if (f.priceMax !== undefined) p.priceMax = String(f.priceMax);
  if (f.page > 1) p.page = String(f.page);
  return p;
}
