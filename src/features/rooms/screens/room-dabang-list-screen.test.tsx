import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schema } from '@/api/types';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import RoomDabangListScreen from './room-dabang-list-screen';

// MUI tables under a busy CI machine: give async queries room.
configure({ asyncUtilTimeout: 5000 });

const room = (seq: number): Schema<'AgentRoom'> => ({
  roomId: String(seq).padStart(32, '0'),
  roomsSeq: seq,
  title: `매물 ${seq}`,
  address: '서울특별시 마포구 서교동',
  roomType: 'ONE_ROOM',
  sellingType: 'MONTHLY',
  deposit: 500,
  price: 50,
  status: 'complete',
  savedTime: '2026-11-20T10:00:00+09:00',
  photoCount: 0,
  coverUrl: null,
  position: 0,
  floorKind: 'GROUND',
  floor: 3,
  totalFloors: 5,
  areaM2: 23.14,
  supplyAreaM2: null,
  roomCount: 1,
  bathroomCount: 1,
  maintenanceFee: 70_000,
  moveInType: 'IMMEDIATE',
  moveInDate: null,
});

/** The office's listings: seq 1..n, 10 a page; a DELETE removes one. Records the pages asked. */
function mockRooms(n: number) {
  const seqs = Array.from({ length: n }, (_, i) => i + 1);
  const pages: number[] = [];
  server.use(
    apiOk('get', '/room/dabang-list', (req) => {
      const q = new URL(req.url).searchParams;
      const page = Number(q.get('page') ?? 1);
      const limit = Number(q.get('limit') ?? 10);
      pages.push(page);
      return {
        items: seqs.slice((page - 1) * limit, page * limit).map(room),
        total: seqs.length,
        page,
        limit,
        counts: { total: seqs.length, byStatus: { complete: seqs.length } },
        slots: { total: 10, used: 0 },
      };
    }),
    apiOk('delete', '/room/{roomId}', (req) => {
      const seq = Number(new URL(req.url).pathname.split('/').at(-1));
      seqs.splice(seqs.indexOf(seq), 1);
      return true;
    }),
  );
  return pages;
}

const renderScreen = (url: string) =>
  renderWithApp(<RoomDabangListScreen />, { url, path: '/room/dabang-list' });

const titles = () => screen.queryAllByTestId('room-row').map((r) => r.querySelector('a')!.text);
const loc = (router: ReturnType<typeof renderScreen>['router']) =>
  router.state.location.pathname + router.state.location.search;

describe('RoomDabangListScreen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a page past the end shows the last page and replaces the URL (issue 23)', async () => {
    const pages = mockRooms(36);
    const { router } = renderScreen('/room/dabang-list');
    await waitFor(() => expect(titles()).toHaveLength(10));
    await act(() => router.navigate('/room/dabang-list?page=99'));
    await waitFor(() => expect(loc(router)).toBe('/room/dabang-list?page=4'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() =>
      expect(titles()).toEqual(['매물 31', '매물 32', '매물 33', '매물 34', '매물 35', '매물 36']),
    );
    expect(screen.getByText('총 36건')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '4' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('등록된 매물이 없습니다.')).toBeNull();
    expect(pages).toEqual([1, 99, 4]);
    // Back skips the empty page
    await act(() => router.navigate(-1));
    await waitFor(() => expect(loc(router)).toBe('/room/dabang-list'));
  });

  it('deleting the only listing of the last page moves to the page before (issue 23)', async () => {
    mockRooms(31);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { router, user } = renderScreen('/room/dabang-list?page=4');
    await waitFor(() => expect(titles()).toEqual(['매물 31']));
    await user.click(screen.getByRole('button', { name: '매물 31 삭제' }));
    await waitFor(() => expect(loc(router)).toBe('/room/dabang-list?page=3'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(titles()).toHaveLength(10));
    expect(titles()[0]).toBe('매물 21');
    expect(screen.getByText('총 30건')).toBeInTheDocument();
    expect(screen.queryByText('등록된 매물이 없습니다.')).toBeNull();
  });
});
