import type { GongsilListPage, GongsilRoom } from '../api/get-gongsil-list';
import type { GongsilCounts, GongsilQuery, GongsilTab } from './gongsil-query';

/** The count a tab shows, from the counts answer. */
export const tabCount = (tab: GongsilTab, counts: GongsilCounts): number =>
  ({
    pick: counts.pickCount,
    all: counts.allCount,
    preempt: counts.preemptCount,
    complete: counts.completeCount,
  })[tab];

/** Placeholder rows for the first load: the expected row count when no filter is set, else a full page. */
export function expectedRows(q: GongsilQuery, counts: GongsilCounts, countsKnown: boolean): number {
  if (!countsKnown || q.status || q.roomType || q.sellingType) return q.limit;
  const left = tabCount(q.tab, counts) - (q.page - 1) * q.limit;
  return Math.min(Math.max(left, 1), q.limit);
}

/** What the list query tells the screen, read from TanStack Query's result flags. */
export interface ListQueryState {
  data: GongsilListPage | undefined;
  isError: boolean;
  isFetching: boolean;
  isSuccess: boolean;
  isPlaceholderData: boolean;
}

export interface GongsilListView {
  items: GongsilRoom[];
  total: number;
  /** Placeholder rows to paint (first load only), so the page does not jump when rooms arrive. */
  skeletonRows: number;
  /** A load is running: the progress bar shows and the table is aria-busy. */
  busy: boolean;
  /** The answer for this very query is in and nothing is loading: only then is "no rooms" true. */
  settled: boolean;
  /** The rows on screen belong to the query before (kept while the next page loads). */
  stale: boolean;
}

/** How the list stands for one query: rows, placeholders and loading flags in one place. */
export function gongsilListView(
  list: ListQueryState,
  query: GongsilQuery,
  counts: GongsilCounts,
  countsKnown: boolean,
): GongsilListView {
  const firstLoad = !list.data && !list.isError;
  return {
    items: list.data?.items ?? [],
    total: list.data?.total ?? 0,
    skeletonRows: firstLoad ? expectedRows(query, counts, countsKnown) : 0,
    busy: firstLoad || list.isFetching,
    settled: list.isSuccess && !list.isPlaceholderData && !list.isFetching,
    stale: list.isPlaceholderData,
  };
}
