import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schema } from '@/api/types';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import RoomDabangListScreen from './room-dabang-list-screen';

// MUI tables under a busy CI machine: give async queries room.
configure({ asyncUtilTimeout: 5000 });

const room = (seq: number, status: Schema<'RoomStatus'> = 'public'): Schema<'AgentRoom'> => ({
  roomId: String(seq).padStart(32, '0'),
  roomsSeq: seq,
  title: `매물 ${seq}`,
  address: '서울특별시 마포구 서교동',
  roomType: 'ONE_ROOM',
  sellingType: 'MONTHLY',
  deposit: 500,
  price: 50,
  status,
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

/** Three listings (the third ended); records the list's query strings. */
function mockList() {
  const asked: URLSearchParams[] = [];
  server.use(
    apiOk('get', '/room/dabang-list', (req) => {
      asked.push(new URL(req.url).searchParams);
      return {
        items: [room(1), room(2), room(3, 'invisible')],
        total: 3,
        page: 1,
        limit: 10,
        counts: { total: 3, byStatus: { public: 2, invisible: 1 } },
        slots: { total: 2, used: 2 },
      };
    }),
  );
  return asked;
}

const renderScreen = (url = '/room/dabang-list') =>
  // Any path renders the list, so following the copy link stays on a known route.
  renderWithApp(<RoomDabangListScreen />, { url });

describe('listing lifecycle controls', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the order, types and price range to the server, and the CSV link follows them', async () => {
    const asked = mockList();
    const user = userEvent.setup();
    const { router } = renderScreen();
    await screen.findByText('매물 1');
    await user.selectOptions(screen.getByLabelText('정렬'), '낮은 가격순');
    await user.selectOptions(screen.getByLabelText('거래 유형'), '전세');
    await user.type(screen.getByLabelText('최저 금액'), '1000');
    await user.type(screen.getByLabelText('최고 금액'), '30000');
    await user.click(screen.getByRole('button', { name: '조건 적용' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?sort=priceAsc&sellingType=LEASE&priceMin=1000&priceMax=30000',
      ),
    );
    await waitFor(() => {
      const q = asked.at(-1)!;
      expect([q.get('sort'), q.get('sellingType'), q.get('priceMin'), q.get('priceMax')]).toEqual([
        'priceAsc',
        'LEASE',
        '1000',
        '30000',
      ]);
    });
    const link = screen.getByRole('link', { name: '지금 조건의 매물 목록을 CSV 파일로 내려받기' });
    expect(link.getAttribute('href')).toMatch(
      /\/room\/dabang-list\/csv\?sort=priceAsc&sellingType=LEASE&priceMin=1000&priceMax=30000$/,
    );
    expect(link).toHaveAttribute('download');
  });

  it('bulk-ends the selected listings after a confirmation naming how many, and names a failure', async () => {
    mockList();
    let body: unknown;
    server.use(
      apiOk('post', '/room/bulk', async (req) => {
        body = await req.json();
        return {
          done: 1,
          failed: 1,
          items: [
            { roomId: room(1).roomId, ok: true, title: '매물 1', status: 'invisible' },
            {
              roomId: room(2).roomId,
              ok: false,
              title: '매물 2',
              code: 400,
              msg: '광고중이거나 광고대기인 매물만 광고를 종료할 수 있습니다.',
            },
          ],
        };
      }),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('매물 1');
    const bar = screen.getByRole('group', { name: '선택한 매물 관리' });
    expect(within(bar).getByRole('button', { name: '선택 광고 종료' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '매물 1 선택' }));
    await user.click(screen.getByRole('checkbox', { name: '매물 2 선택' }));
    expect(within(bar).getByText('2건 선택됨')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: '선택 광고 종료' }));
    expect(confirm).toHaveBeenCalledWith(
      '선택한 매물 2건의 광고를 종료할까요? 사용 중인 광고 슬롯이 비워집니다.',
    );
    await screen.findByText('처리하지 못한 매물 1건');
    expect(body).toEqual({ action: 'endAd', roomIds: [room(1).roomId, room(2).roomId] });
    expect(
      screen.getByText('매물 2: 광고중이거나 광고대기인 매물만 광고를 종료할 수 있습니다.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('1건 처리, 1건은 처리하지 못했습니다.')).toBeInTheDocument();
    expect(within(bar).getByText('0건 선택됨')).toBeInTheDocument();
  });

  it('selecting the page header selects every row; cancelling the confirmation sends nothing', async () => {
    mockList();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('매물 1');
    await user.click(screen.getByRole('checkbox', { name: '이 페이지의 매물 모두 선택' }));
    expect(screen.getByText('3건 선택됨')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '선택 삭제' }));
    expect(confirm).toHaveBeenCalledWith(
      '선택한 매물 3건을 삭제할까요? 사진도 함께 삭제되며 되돌릴 수 없습니다.',
    );
    // No bulk handler is registered: a request would fail the test as unhandled.
    expect(screen.getByText('3건 선택됨')).toBeInTheDocument();
  });

  it('re-advertises an ended listing with an Idempotency-Key and says when it has to wait', async () => {
    mockList();
    const keys: (string | null)[] = [];
    server.use(
      apiOk('post', '/room/{roomId}/re-advertise', (req) => {
        keys.push(req.headers.get('Idempotency-Key'));
        return { roomId: room(3).roomId, roomsSeq: 3, status: 'waiting' };
      }),
    );
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('매물 3');
    expect(screen.queryByRole('button', { name: '매물 1 재광고' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '매물 3 재광고' }));
    expect(
      await screen.findByText(
        "남은 광고 슬롯이 없어 광고대기로 바꿨습니다. 슬롯이 비면 '광고 시작'을 눌러주세요.",
      ),
    ).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('marks a listing 거래완료 from its menu, and copy goes to the form with the listing to copy', async () => {
    mockList();
    let marked: unknown;
    server.use(
      apiOk('post', '/room/{roomId}/status', async (req) => {
        marked = await req.json();
        return { roomId: room(1).roomId, roomsSeq: 1, status: 'complete' };
      }),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    const { router } = renderScreen();
    await screen.findByText('매물 1');
    await user.click(screen.getByRole('button', { name: '매물 1 더보기' }));
    await user.click(screen.getByRole('menuitem', { name: '거래완료로 변경' }));
    await screen.findByText('거래완료로 바꿨습니다.');
    expect(marked).toEqual({ status: 'complete' });
    await user.click(screen.getByRole('button', { name: '매물 1 더보기' }));
    await user.click(screen.getByRole('menuitem', { name: '복사해서 새로 등록' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `/form?copyFrom=${room(1).roomId}`,
      ),
    );
  });
});
