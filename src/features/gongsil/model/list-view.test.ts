import { describe, expect, it } from 'vitest';
import type { GongsilListPage } from '../api/get-gongsil-list';
import type { GongsilCounts, GongsilQuery } from './gongsil-query';
import { expectedRows, gongsilListView, tabCount, type ListQueryState } from './list-view';

const counts: GongsilCounts = { pickCount: 30, allCount: 5, preemptCount: 0, completeCount: 2 };
const query = (patch: Partial<GongsilQuery> = {}): GongsilQuery => ({
  tab: 'pick',
  page: 1,
  limit: 24,
  status: '',
  roomType: '',
  sellingType: '',
  ...patch,
});
const page = { items: [{ roomsSeq: 7 }], total: 31, limit: 24 } as unknown as GongsilListPage;
const state = (patch: Partial<ListQueryState> = {}): ListQueryState => ({
  data: undefined,
  isError: false,
  isFetching: false,
  isSuccess: false,
  isPlaceholderData: false,
  ...patch,
});

describe('tabCount', () => {
  it('reads each tab from its own count', () => {
    expect(tabCount('pick', counts)).toBe(30);
    expect(tabCount('all', counts)).toBe(5);
    expect(tabCount('preempt', counts)).toBe(0);
    expect(tabCount('complete', counts)).toBe(2);
  });
});

describe('expectedRows', () => {
  it('is a full page while the counts are unknown or a filter is set', () => {
    expect(expectedRows(query(), counts, false)).toBe(24);
    expect(expectedRows(query({ roomType: 'ONE_ROOM' }), counts, true)).toBe(24);
  });

  it('is what is left of the tab on this page, at least one row', () => {
    expect(expectedRows(query({ page: 2 }), counts, true)).toBe(6);
    expect(expectedRows(query({ tab: 'all' }), counts, true)).toBe(5);
    expect(expectedRows(query({ tab: 'preempt' }), counts, true)).toBe(1);
  });
});

describe('gongsilListView', () => {
  it('paints placeholder rows and is busy on the first load', () => {
    const view = gongsilListView(state({ isFetching: true }), query({ tab: 'all' }), counts, true);
    expect(view).toEqual({
      items: [],
      total: 0,
      skeletonRows: 5,
      busy: true,
      settled: false,
      stale: false,
    });
  });

  it('keeps the rows of the page before, dimmed and busy, while the next page loads', () => {
    const view = gongsilListView(
      state({ data: page, isSuccess: true, isFetching: true, isPlaceholderData: true }),
      query({ page: 2 }),
      counts,
      true,
    );
    expect(view).toMatchObject({ items: page.items, skeletonRows: 0, busy: true, stale: true });
    expect(view.settled).toBe(false);
  });

  it('is settled only once this query answered and nothing loads', () => {
    const view = gongsilListView(state({ data: page, isSuccess: true }), query(), counts, true);
    expect(view).toMatchObject({ total: 31, busy: false, settled: true, stale: false });
  });

  it('paints no placeholders after a failed first load', () => {
    const view = gongsilListView(state({ isError: true }), query(), counts, true);
    expect(view).toMatchObject({ skeletonRows: 0, busy: false, settled: false, items: [] });
  });
});
