import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schema } from '@/api/types';
import { apiError, apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { RoomRowActions } from './room-row-actions';

const START = '/room/{roomId}/start-ad';
const roomId = 'a'.repeat(32);

const room = (status: Schema<'RoomStatus'>): Schema<'AgentRoom'> => ({
  roomId,
  roomsSeq: 51009001,
  title: '역세권 원룸',
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

const startButton = () => screen.getByRole('button', { name: '역세권 원룸 광고 시작' });

describe('RoomRowActions: 광고 시작', () => {
  it('is offered only on a waiting listing', () => {
    renderWithApp(<RoomRowActions room={room('public')} />);
    expect(screen.queryByRole('button', { name: /광고 시작/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '역세권 원룸 광고 종료' })).toBeInTheDocument();
  });

  it('starts the ad of the row and toasts success', async () => {
    const urls: string[] = [];
    server.use(
      apiOk('post', START, (req) => {
        urls.push(new URL(req.url).pathname);
        return { roomId, roomsSeq: 51009001, status: 'public' };
      }),
    );
    const { user } = renderWithApp(<RoomRowActions room={room('waiting')} />);
    expect(startButton()).toHaveTextContent('광고 시작');
    await user.click(startButton());
    expect(await screen.findByText('광고를 시작했습니다.')).toBeInTheDocument();
    expect(urls).toEqual([`/api/v2/room/${roomId}/start-ad`]);
  });

  it("toasts the server's reason when no slot is free (409) and can be tried again", async () => {
    const msg =
      '남은 광고 슬롯이 없습니다. 광고 상품을 구매하거나 다른 매물의 광고를 종료한 뒤 다시 시도해주세요.';
    server.use(apiError('post', START, 409, { code: 409, msg }));
    const { user } = renderWithApp(<RoomRowActions room={room('waiting')} />);
    await user.click(startButton());
    expect(await screen.findByText(msg)).toBeInTheDocument();
    expect(screen.queryByText('광고를 시작했습니다.')).not.toBeInTheDocument();
    await waitFor(() => expect(startButton()).toBeEnabled());
  });
});
