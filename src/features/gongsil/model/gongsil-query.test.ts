import { describe, expect, it } from 'vitest';
import {
  parseGongsilQuery,
  resolveGongsilQuery,
  resolveTab,
  serializeGongsilQuery,
  statusOption,
  visibleTabs,
  withFilter,
  withPage,
  withTab,
  listRequestQuery,
  ZERO_COUNTS,
  type GongsilQuery,
} from './gongsil-query';

const counts = (pickCount: number) => ({ ...ZERO_COUNTS, pickCount, allCount: 124 });

describe('parseGongsilQuery', () => {
  it('defaults: no tab, page 1, limit 24, no filters', () => {
    expect(parseGongsilQuery('')).toEqual({
      tab: null,
      page: 1,
      limit: 24,
      status: '',
      roomType: '',
      sellingType: '',
    });
  });

  it('reads every key', () => {
    expect(
      parseGongsilQuery(
        'tab=preempt&page=3&limit=10&status=confirm_ing&roomType=APT&sellingType=LEASE',
      ),
    ).toEqual({
      tab: 'preempt',
      page: 3,
      limit: 10,
      status: 'confirm_ing',
      roomType: 'APT',
      sellingType: 'LEASE',
    });
  });

  it('keeps private (ad ended) and maps it to the invisible option', () => {
    const q = parseGongsilQuery('status=private');
    expect(q.status).toBe('private');
    expect(statusOption(q.status)).toBe('invisible');
    expect(statusOption('public')).toBe('public');
  });

  it.each([
    ['tab=nope', 'tab', null],
    ['page=0', 'page', 1],
    ['page=-2', 'page', 1],
    ['page=2.5', 'page', 1],
    ['page=abc', 'page', 1],
    ['limit=0', 'limit', 24],
    ['limit=101', 'limit', 24],
    ['limit=100', 'limit', 100],
    ['status=bogus', 'status', ''],
    ['roomType=CASTLE', 'roomType', ''],
    ['sellingType=RENT', 'sellingType', ''],
  ])('%s → %s falls back', (search, key, expected) => {
    expect(parseGongsilQuery(search)[key as keyof ReturnType<typeof parseGongsilQuery>]).toBe(
      expected,
    );
  });
});

describe('serializeGongsilQuery', () => {
  const base: GongsilQuery = {
    tab: 'all',
    page: 1,
    limit: 24,
    status: '',
    roomType: '',
    sellingType: '',
  };

  it('always carries tab, page and limit, filters only when set', () => {
    expect(serializeGongsilQuery(base)).toBe('tab=all&page=1&limit=24');
    expect(
      serializeGongsilQuery({
        ...base,
        status: 'invisible',
        roomType: 'ONE_ROOM',
        sellingType: 'SALE',
      }),
    ).toBe('tab=all&page=1&limit=24&status=invisible&roomType=ONE_ROOM&sellingType=SALE');
  });

  it('round-trips through parse', () => {
    const q: GongsilQuery = {
      tab: 'complete',
      page: 4,
      limit: 24,
      status: 'private',
      roomType: 'OFFICETEL',
      sellingType: 'MONTHLY',
    };
    expect(parseGongsilQuery(serializeGongsilQuery(q))).toEqual(q);
  });
});

describe('tabs', () => {
  it('removes pick when pickCount is 0', () => {
    expect(visibleTabs(counts(0))).toEqual(['all', 'preempt', 'complete']);
    expect(visibleTabs(counts(3))).toEqual(['pick', 'all', 'preempt', 'complete']);
  });

  it('default tab is pick when pickCount > 0, else all', () => {
    expect(resolveTab(null, undefined, counts(5))).toBe('pick');
    expect(resolveTab(null, undefined, counts(0))).toBe('all');
  });

  it('a valid query tab present in the tabs wins', () => {
    expect(resolveTab('preempt', 'pick', counts(5))).toBe('preempt');
    expect(resolveTab('all', undefined, counts(5))).toBe('all');
    // pick is not shown when pickCount is 0
    expect(resolveTab('pick', undefined, counts(0))).toBe('all');
  });

  it('the /gongsil/list/pick path gives pick only if pickCount > 0', () => {
    expect(resolveTab(null, 'pick', counts(2))).toBe('pick');
    expect(resolveTab(null, 'pick', counts(0))).toBe('all');
    expect(resolveTab(null, 'complete', counts(0))).toBe('complete');
    expect(resolveTab(null, 'garbage', counts(0))).toBe('all');
  });

  it('resolveGongsilQuery keeps the rest of the parsed state', () => {
    expect(
      resolveGongsilQuery(parseGongsilQuery('page=2&roomType=APT'), undefined, counts(0)),
    ).toEqual({
      tab: 'all',
      page: 2,
      limit: 24,
      status: '',
      roomType: 'APT',
      sellingType: '',
    });
  });
});

describe('transitions', () => {
  const q: GongsilQuery = {
    tab: 'all',
    page: 5,
    limit: 24,
    status: 'public',
    roomType: 'APT',
    sellingType: 'SALE',
  };

  it('a tab change goes to page 1 and clears the filters', () => {
    expect(serializeGongsilQuery(withTab(q, 'preempt'))).toBe('tab=preempt&page=1&limit=24');
  });

  it('a filter change goes to page 1 and keeps the other filters', () => {
    expect(withFilter(q, { roomType: 'ONE_ROOM' })).toEqual({
      ...q,
      page: 1,
      roomType: 'ONE_ROOM',
    });
    expect(withFilter(q, { status: '' }).status).toBe('');
  });

  it('a page change keeps everything else', () => {
    expect(withPage(q, 2)).toEqual({ ...q, page: 2 });
  });

  it('the request query drops empty filters', () => {
    expect(listRequestQuery({ ...q, status: '', roomType: '' })).toEqual({
      page: 5,
      limit: 24,
      status: undefined,
      roomType: undefined,
      sellingType: 'SALE',
    });
  });
});

describe('region, keyword and order (issue 26 #4)', () => {
  it('are read when well formed, kept in the address and sent to the server', () => {
    const search =
      'tab=all&page=2&limit=24&region=1162000000&regionName=%EC%84%9C%EC%9A%B8%ED%8A%B9%EB%B3%84%EC%8B%9C+%EA%B4%80%EC%95%85%EA%B5%AC&keyword=%EC%8B%A0%EB%A6%BC&sort=priceAsc';
    const q = parseGongsilQuery(search);
    expect(q).toMatchObject({
      region: '1162000000',
      regionName: '서울특별시 관악구',
      keyword: '신림',
      sort: 'priceAsc',
    });
    const resolved = resolveGongsilQuery(q, undefined, counts(0));
    expect(serializeGongsilQuery(resolved)).toBe(search);
    expect(listRequestQuery(resolved)).toMatchObject({
      region: '1162000000',
      keyword: '신림',
      sort: 'priceAsc',
    });
  });

  it('drop a malformed code, a keyword past 40 characters and an unknown order', () => {
    const q = parseGongsilQuery(`region=11620&keyword=${'가'.repeat(41)}&sort=cheap`);
    expect(q).not.toHaveProperty('region');
    expect(q).not.toHaveProperty('keyword');
    expect(q).not.toHaveProperty('sort');
  });

  it('a tab change clears the region and the words but keeps the order', () => {
    const q = resolveGongsilQuery(
      parseGongsilQuery('tab=all&region=1162000000&regionName=x&keyword=a&sort=oldest'),
      undefined,
      counts(0),
    );
    expect(serializeGongsilQuery(withTab(q, 'preempt'))).toBe(
      'tab=preempt&page=1&limit=24&sort=oldest',
    );
    expect(withFilter(q, { keyword: 'b' })).toMatchObject({ keyword: 'b', page: 1 });
  });
});
