import type { Operation, Schema } from '@/api/types';
import { apiEnums, apiLimits } from '@/generated/api/limits';

/**
 * Gongsil list query state kept in the address: tab, page, limit, status, roomType,
 * sellingType. Parsing never throws: unknown values fall back to their defaults.
 */

export type GongsilTab = Schema<'GongsilTab'>;
export type GongsilStatusFilter = Schema<'GongsilStatus'>;
export type RoomType = Schema<'RoomType'>;
export type SellingType = Schema<'SellingType'>;

export interface GongsilCounts {
  pickCount: number;
  allCount: number;
  preemptCount: number;
  completeCount: number;
}

export const ZERO_COUNTS: GongsilCounts = {
  pickCount: 0,
  allCount: 0,
  preemptCount: 0,
  completeCount: 0,
};

/** The tabs in display order: the spec's GongsilTab enum. */
export const ALL_TABS: readonly GongsilTab[] = apiEnums.GongsilTab;
/**
 * Status options in the spec's order, without 'private': 'invisible' is the "ad ended" option and
 * private maps to it.
 */
export const STATUS_OPTIONS = apiEnums.GongsilStatus.filter(
  (s): s is Exclude<GongsilStatusFilter, 'private'> => s !== 'private',
);
const STATUS_VALUES: readonly string[] = apiEnums.GongsilStatus;
export const ROOM_TYPES = [
  'ONE_ROOM',
  'TWO_ROOM',
  'THREE_ROOM',
  'OFFICETEL',
  'APT',
] as const satisfies readonly RoomType[];
export const SELLING_TYPES = ['MONTHLY', 'LEASE', 'SALE'] as const satisfies readonly SellingType[];

export const DEFAULT_LIMIT = apiLimits.gongsilPageSize;
const MAX_LIMIT = apiLimits.gongsilMaxPageSize;

/** What the address says; `tab` is null when absent or not a tab name. */
export interface ParsedGongsilQuery {
  tab: GongsilTab | null;
  page: number;
  limit: number;
  status: GongsilStatusFilter;
  roomType: RoomType | '';
  sellingType: SellingType | '';
  /** 법정동코드 of the region searched (issue 26 #4), absent for all; its name for the box. */
  region?: string;
  regionName?: string;
  keyword?: string;
  /** Absent: newest first. */
  sort?: GongsilSort;
}

export type GongsilSort = NonNullable<
  NonNullable<Operation<'getGongsilList'>['parameters']['query']>['sort']
>;
export const SORTS = [
  'newest',
  'oldest',
  'priceAsc',
  'priceDesc',
] as const satisfies readonly GongsilSort[];
const KEYWORD_MAX = 40;

/** The state the list is loaded with: the tab is resolved against the visible tabs. */
export interface GongsilQuery extends ParsedGongsilQuery {
  tab: GongsilTab;
}

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | null =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : null;

const positiveInt = (v: string | null): number | null => {
  if (v === null || !/^\d+$/.test(v.trim())) return null;
  const n = Number(v);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
};

export const isGongsilTab = (v: string | null | undefined): v is GongsilTab =>
  oneOf(ALL_TABS, v ?? null) !== null;

/** Reads the query string. Page defaults to 1, limit to 24 (1..100), filters to ''. */
export function parseGongsilQuery(search: URLSearchParams | string): ParsedGongsilQuery {
  const sp = typeof search === 'string' ? new URLSearchParams(search) : search;
  const limit = positiveInt(sp.get('limit'));
  return {
    tab: oneOf(ALL_TABS, sp.get('tab')),
    page: positiveInt(sp.get('page')) ?? 1,
    limit: limit !== null && limit <= MAX_LIMIT ? limit : DEFAULT_LIMIT,
    status: (oneOf(STATUS_VALUES, sp.get('status')) ?? '') as GongsilStatusFilter,
    roomType: oneOf(ROOM_TYPES, sp.get('roomType')) ?? '',
    sellingType: oneOf(SELLING_TYPES, sp.get('sellingType')) ?? '',
    ...searchOf(sp),
  };
}

/** The region, keyword and sort of the address, each only when set and well formed. */
function searchOf(
  sp: URLSearchParams,
): Pick<ParsedGongsilQuery, 'region' | 'regionName' | 'keyword' | 'sort'> {
  const region = sp.get('region') ?? '';
  const keyword = (sp.get('keyword') ?? '').trim();
  const sort = oneOf(SORTS, sp.get('sort'));
  return {
    ...(/^\d{10}$/.test(region) ? { region, regionName: sp.get('regionName') ?? '' } : {}),
    ...(keyword && keyword.length <= KEYWORD_MAX ? { keyword } : {}),
    ...(sort && sort !== 'newest' ? { sort } : {}),
  };
}

/** tab, page, limit always; filters only when set. Stable key order so URLs compare as strings. */
export function serializeGongsilQuery(q: GongsilQuery): string {
  const sp = new URLSearchParams();
  sp.set('tab', q.tab);
  sp.set('page', String(q.page));
  sp.set('limit', String(q.limit));
  if (q.status) sp.set('status', q.status);
  if (q.roomType) sp.set('roomType', q.roomType);
  if (q.sellingType) sp.set('sellingType', q.sellingType);
  if (q.region) {
    sp.set('region', q.region);
    sp.set('regionName', q.regionName ?? '');
  }
  if (q.keyword) sp.set('keyword', q.keyword);
  if (q.sort && q.sort !== 'newest') sp.set('sort', q.sort);
  return sp.toString();
}

/** The tabs shown: pick only when pickCount > 0. */
export function visibleTabs(counts: GongsilCounts): GongsilTab[] {
  return counts.pickCount > 0 ? [...ALL_TABS] : ALL_TABS.filter((t) => t !== 'pick');
}

/**
 * Initial tab: a valid query `tab` present in the tabs wins; then the path tab
 * (/gongsil/list/pick) when present in the tabs; then pick if pickCount > 0, else all.
 */
export function resolveTab(
  queryTab: GongsilTab | null,
  pathTab: string | undefined,
  counts: GongsilCounts,
): GongsilTab {
  const tabs = visibleTabs(counts);
  if (queryTab && tabs.includes(queryTab)) return queryTab;
  if (isGongsilTab(pathTab) && tabs.includes(pathTab)) return pathTab;
  return counts.pickCount > 0 ? 'pick' : 'all';
}

/** Parsed query plus counts → the state the list loads with. */
export function resolveGongsilQuery(
  parsed: ParsedGongsilQuery,
  pathTab: string | undefined,
  counts: GongsilCounts,
): GongsilQuery {
  return { ...parsed, tab: resolveTab(parsed.tab, pathTab, counts) };
}

/** A tab change: /gongsil/list?tab=…&page=1&limit=… — page 1, filters cleared, limit kept. */
export function withTab(q: GongsilQuery, tab: GongsilTab): GongsilQuery {
  // The order chosen stays; the region and the words go with the other filters.
  return {
    tab,
    page: 1,
    limit: q.limit,
    status: '',
    roomType: '',
    sellingType: '',
    ...(q.sort ? { sort: q.sort } : {}),
  };
}

/** A filter change resets the page to 1. */
export function withFilter(
  q: GongsilQuery,
  patch: Partial<
    Pick<
      GongsilQuery,
      'status' | 'roomType' | 'sellingType' | 'region' | 'regionName' | 'keyword' | 'sort'
    >
  >,
): GongsilQuery {
  return { ...q, ...patch, page: 1 };
}

export function withPage(q: GongsilQuery, page: number): GongsilQuery {
  return { ...q, page };
}

/** The select option for a status: 'private' from the URL selects the 'invisible' option. */
export const statusOption = (s: GongsilStatusFilter): (typeof STATUS_OPTIONS)[number] =>
  s === 'private' ? 'invisible' : s;

/** The list request's query: filters left '' are dropped by the client's cleaner. */
export function listRequestQuery(q: GongsilQuery) {
  return {
    page: q.page,
    limit: q.limit,
    status: q.status || undefined,
    roomType: q.roomType || undefined,
    sellingType: q.sellingType || undefined,
    region: q.region || undefined,
    keyword: q.keyword || undefined,
    sort: q.sort && q.sort !== 'newest' ? q.sort : undefined,
  };
}
