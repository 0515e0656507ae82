import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import type { GongsilRoom } from '../api/get-gongsil-list';
import GongsilListScreen from './gongsil-list-screen';

// Big MUI tables under a busy CI machine: give async queries room.
configure({ asyncUtilTimeout: 5000 });

type Counts = { pickCount: number; allCount: number; preemptCount: number; completeCount: number };

const room = (seq: number, extra: Partial<GongsilRoom> = {}): GongsilRoom => ({
  roomsSeq: seq,
  roomType: 'ONE_ROOM',
  sellingType: 'MONTHLY',
  deposit: 500,
  price: 50,
  address: '서교동 123-4',
  detailAddress: '301호',
  status: 'public',
  areaM2: 23.5,
  floor: '3층',
  savedTime: '2026-11-01T01:00:00.000Z',
  updatedTime: '2026-11-02T01:00:00.000Z',
  requestMemo: null,
  requesterName: null,
  ...extra,
});

interface Recorded {
  order: string[];
  lists: { tab: string; query: Record<string, string> }[];
}

/** Counts and a list that answers `total` rooms, 24 a page, recording every call in order. */
function mockApi(counts: Counts, opts: { total?: number } = {}): Recorded {
  const rec: Recorded = { order: [], lists: [] };
  server.use(
    apiOk('get', '/gongsil-center/gongsil-count', () => {
      rec.order.push('count');
      return counts;
    }),
    apiOk('get', '/gongsil-center/{tab}/list', (req) => {
      const u = new URL(req.url);
      const tab = u.pathname.split('/').at(-2)!;
      const query = Object.fromEntries(u.searchParams);
      rec.order.push(`list:${tab}`);
      rec.lists.push({ tab, query });
      const page = Number(query.page ?? 1);
      const limit = Number(query.limit ?? 24);
      const total = opts.total ?? 30;
      const n = Math.max(0, Math.min(limit, total - (page - 1) * limit));
      const base = { pick: 1000, all: 2000, preempt: 3000, complete: 4000 }[tab] ?? 0;
      return {
        items: Array.from({ length: n }, (_, i) =>
          room(
            base + (page - 1) * limit + i,
            tab === 'pick' ? { requestMemo: '빠른 입주 희망', requesterName: '김임대' } : {},
          ),
        ),
        page,
        limit,
        total,
      };
    }),
  );
  return rec;
}

const withPick: Counts = { pickCount: 17, allCount: 124, preemptCount: 20, completeCount: 16 };
const noPick: Counts = { pickCount: 0, allCount: 124, preemptCount: 4, completeCount: 4 };

function renderScreen(url = '/gongsil/list') {
  return renderWithApp(<GongsilListScreen />, { url, path: '/gongsil/list/:tab?' });
}

const search = (router: ReturnType<typeof renderScreen>['router']) =>
  router.state.location.pathname + router.state.location.search;

const rows = () => Array.from(document.querySelectorAll<HTMLElement>('tr[data-rooms-seq]'));

describe('GongsilListScreen', () => {
  it('loads counts first, defaults to pick when pickCount > 0 and replaces the URL', async () => {
    const rec = mockApi(withPick);
    const { router } = renderScreen();
    const pick = await screen.findByRole('tab', { name: '중개의뢰 17' });
    expect(pick).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '전체 124' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: '선점한 방 20' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '종료된 방 16' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(24));
    expect(rec.order).toEqual(['count', 'list:pick']);
    expect(rec.lists[0]!.query).toEqual({ page: '1', limit: '24' });
    expect(search(router)).toBe('/gongsil/list?tab=pick&page=1&limit=24');
    // replaced, not pushed
    expect(router.state.historyAction).toBe('REPLACE');
    // the pick tab shows the request memo; deal and price in Korean
    const first = rows()[0]!;
    expect(within(first).getByText('빠른 입주 희망')).toBeInTheDocument();
    expect(within(first).getByText('의뢰인 김임대')).toBeInTheDocument();
    expect(within(first).getByText('월세 500/50만원')).toBeInTheDocument();
    expect(within(first).getByText('광고중')).toBeInTheDocument();
    expect(within(first).getByText('원룸')).toBeInTheDocument();
    expect(within(first).getByText('등록 2026.11.01')).toBeInTheDocument();
    expect(screen.getByText('총 30건')).toBeInTheDocument();
  });

  it('removes the pick tab and defaults to all when pickCount is 0', async () => {
    const rec = mockApi(noPick);
    const { router } = renderScreen();
    const all = await screen.findByRole('tab', { name: '전체 124' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: /중개의뢰/ })).toBeNull();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    await waitFor(() => expect(rec.order).toEqual(['count', 'list:all']));
    await waitFor(() => expect(search(router)).toBe('/gongsil/list?tab=all&page=1&limit=24'));
    expect(screen.queryByRole('columnheader', { name: '의뢰 내용' })).toBeNull();
  });

  it('the /gongsil/list/pick deep link selects pick, or all when pickCount is 0', async () => {
    mockApi(withPick);
    const { router: withPickRouter, unmount } = renderScreen('/gongsil/list/pick');
    await waitFor(() =>
      expect(search(withPickRouter)).toBe('/gongsil/list?tab=pick&page=1&limit=24'),
    );
    unmount();

    mockApi(noPick);
    const { router: noPickRouter } = renderScreen('/gongsil/list/pick');
    await waitFor(() => expect(search(noPickRouter)).toBe('/gongsil/list?tab=all&page=1&limit=24'));
  });

  it('a URL tab=pick with pickCount 0 falls back to all', async () => {
    mockApi(noPick);
    const { router } = renderScreen('/gongsil/list?tab=pick&page=2');
    await waitFor(() => expect(search(router)).toBe('/gongsil/list?tab=all&page=2&limit=24'));
  });

  it('restores every filter from the URL; private selects the 광고종료 option and is sent as is', async () => {
    const rec = mockApi(withPick);
    const { router } = renderScreen(
      '/gongsil/list?tab=preempt&page=1&limit=24&status=private&roomType=APT&sellingType=LEASE',
    );
    expect(await screen.findByRole('tab', { name: '선점한 방 20' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('combobox', { name: '매물 상태' })).toHaveValue('invisible');
    expect(screen.getByRole('combobox', { name: '방 종류' })).toHaveValue('APT');
    expect(screen.getByRole('combobox', { name: '거래 유형' })).toHaveValue('LEASE');
    await waitFor(() => expect(rec.lists).toHaveLength(1));
    expect(rec.lists[0]).toEqual({
      tab: 'preempt',
      query: { page: '1', limit: '24', status: 'private', roomType: 'APT', sellingType: 'LEASE' },
    });
    // already canonical: no replace
    expect(search(router)).toBe(
      '/gongsil/list?tab=preempt&page=1&limit=24&status=private&roomType=APT&sellingType=LEASE',
    );
  });

  it('tab change pushes page 1; back and forward restore the tab and reload the list', async () => {
    const rec = mockApi(withPick, { total: 100 });
    const { router, user } = renderScreen('/gongsil/list?tab=pick&page=3&limit=24');
    await waitFor(() => expect(rows()[0]).toHaveAttribute('data-rooms-seq', '1048'));

    await user.click(screen.getByRole('tab', { name: '전체 124' }));
    await waitFor(() => expect(search(router)).toBe('/gongsil/list?tab=all&page=1&limit=24'));
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(rows()[0]).toHaveAttribute('data-rooms-seq', '2000'));
    expect(screen.getByRole('tab', { name: '전체 124' })).toHaveAttribute('aria-selected', 'true');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(rows()[0]).toHaveAttribute('data-rooms-seq', '1048'));
    expect(screen.getByRole('tab', { name: '중개의뢰 17' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');

    await act(() => router.navigate(1));
    await waitFor(() => expect(rows()[0]).toHaveAttribute('data-rooms-seq', '2000'));
    // every URL change reloads (the cached page stays painted meanwhile)
    await waitFor(() =>
      expect(rec.order).toEqual(['count', 'list:pick', 'list:all', 'list:pick', 'list:all']),
    );
  });

  it('a filter change resets the page to 1 and keeps the other filters', async () => {
    const rec = mockApi(noPick, { total: 100 });
    const { router, user } = renderScreen('/gongsil/list?tab=all&page=3&limit=24&roomType=APT');
    await waitFor(() => expect(rec.lists).toHaveLength(1));
    await user.selectOptions(screen.getByRole('combobox', { name: '매물 상태' }), '광고종료');
    await waitFor(() =>
      expect(search(router)).toBe(
        '/gongsil/list?tab=all&page=1&limit=24&status=invisible&roomType=APT',
      ),
    );
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(rec.lists).toHaveLength(2));
    expect(rec.lists[1]!.query).toEqual({
      page: '1',
      limit: '24',
      status: 'invisible',
      roomType: 'APT',
    });

    await user.selectOptions(screen.getByRole('combobox', { name: '거래 유형' }), '매매');
    await waitFor(() =>
      expect(search(router)).toBe(
        '/gongsil/list?tab=all&page=1&limit=24&status=invisible&roomType=APT&sellingType=SALE',
      ),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: '방 종류' }), '전체');
    await waitFor(() =>
      expect(search(router)).toBe(
        '/gongsil/list?tab=all&page=1&limit=24&status=invisible&sellingType=SALE',
      ),
    );
  });

  it('two quick filter choices both stay, when the second comes before the screen re-rendered', async () => {
    const rec = mockApi(noPick, { total: 100 });
    const { router } = renderScreen('/gongsil/list?tab=all&page=1&limit=24');
    await waitFor(() => expect(rec.lists).toHaveLength(1));
    const choose = (select: HTMLSelectElement, value: string) => {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    };
    const roomType = screen.getByRole<HTMLSelectElement>('combobox', { name: '방 종류' });
    const sellingType = screen.getByRole<HTMLSelectElement>('combobox', { name: '거래 유형' });
    // One act: React renders only after both choices, as on a busy machine.
    act(() => {
      choose(roomType, 'APT');
      choose(sellingType, 'SALE');
    });
    await waitFor(() =>
      expect(search(router)).toBe(
        '/gongsil/list?tab=all&page=1&limit=24&roomType=APT&sellingType=SALE',
      ),
    );
  });

  it('pagination moves through the URL and requests the page', async () => {
    const rec = mockApi(noPick, { total: 124 });
    const { router, user } = renderScreen();
    const nav = await screen.findByRole('navigation', { name: 'pagination' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['', '', '1', '2', '3', '4', '5', '', '']);
    await user.click(within(nav).getByRole('button', { name: '마지막' }));
    await waitFor(() => expect(search(router)).toBe('/gongsil/list?tab=all&page=6&limit=24'));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(rec.lists.at(-1)!.query.page).toBe('6');
    expect(screen.getByRole('button', { name: '6' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '다음' })).toBeDisabled();
  });

  it('a page past the end shows the last page and replaces the URL (issue 23)', async () => {
    const rec = mockApi(noPick, { total: 36 });
    const { router } = renderScreen('/gongsil/list?tab=all&page=1&limit=24');
    await waitFor(() => expect(rows()).toHaveLength(24));
    await act(() => router.navigate('/gongsil/list?tab=all&page=99&limit=24'));
    await waitFor(() => expect(search(router)).toBe('/gongsil/list?tab=all&page=2&limit=24'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(rows()).toHaveLength(12));
    expect(rows()[0]).toHaveAttribute('data-rooms-seq', '2024');
    expect(screen.getByText('총 36건')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('조건에 맞는 방이 없습니다.')).toBeNull();
    expect(rec.lists.map((l) => l.query.page)).toEqual(['1', '99', '2']);
    // Back skips the empty page: it goes to page 1
    await act(() => router.navigate(-1));
    await waitFor(() => expect(search(router)).toBe('/gongsil/list?tab=all&page=1&limit=24'));
  });

  it('shows the Korean empty state and no pagination for 0 results', async () => {
    mockApi(noPick, { total: 0 });
    renderScreen('/gongsil/list?tab=all&page=1&limit=24&roomType=APT');
    expect(await screen.findByText('조건에 맞는 방이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'pagination' })).toBeNull();
    expect(screen.getByText('총 0건')).toBeInTheDocument();
  });

  it('a list failure toasts the msg and leaves the page usable', async () => {
    mockApi(withPick);
    server.use(apiError('get', '/gongsil-center/{tab}/list', 500, { msg: '목록 서버 점검 중' }));
    const { user, router } = renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('목록 서버 점검 중');
    expect(screen.getByText('목록을 불러오지 못했습니다.')).toBeInTheDocument();
    // tabs still work once the server recovers
    mockApi(withPick);
    await user.click(screen.getByRole('tab', { name: '전체 124' }));
    await waitFor(() => expect(search(router)).toBe('/gongsil/list?tab=all&page=1&limit=24'));
    await waitFor(() => expect(rows()).toHaveLength(24));
  });

  it('a count failure toasts, shows 0 counts on the all tab, and still loads the list', async () => {
    const rec = mockApi(withPick);
    server.use(apiError('get', '/gongsil-center/gongsil-count', 500, { msg: '카운트 오류' }));
    const { router } = renderScreen('/gongsil/list/pick');
    expect(await screen.findByRole('alert')).toHaveTextContent('카운트 오류');
    expect(await screen.findByRole('tab', { name: '전체 0' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('tab', { name: /중개의뢰/ })).toBeNull();
    await waitFor(() => expect(rows()).toHaveLength(24));
    expect(rec.order).toEqual(['list:all']);
    expect(search(router)).toBe('/gongsil/list?tab=all&page=1&limit=24');
  });

  it('cancels the in-flight list request when the query changes and on unmount', async () => {
    const signals: AbortSignal[] = [];
    server.use(
      apiOk('get', '/gongsil-center/gongsil-count', noPick),
      http.get('*/api/v2/gongsil-center/:tab/list', async ({ request }) => {
        signals.push(request.signal);
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { router, unmount } = renderScreen();
    await waitFor(() => expect(signals).toHaveLength(1));
    await act(() => router.navigate('/gongsil/list?tab=preempt&page=1&limit=24'));
    await waitFor(() => expect(signals).toHaveLength(2));
    await waitFor(() => expect(signals[0]!.aborted).toBe(true));
    expect(signals[1]!.aborted).toBe(false);
    unmount();
    await waitFor(() => expect(signals[1]!.aborted).toBe(true));
  });
});
