import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import type { GongsilRoom } from '../api/get-gongsil-list';
import { MobileGongsilCard } from './mobile-gongsil-card';

const room = (extra: Partial<GongsilRoom> = {}): GongsilRoom => ({
  roomsSeq: 53000011,
  roomType: 'ONE_ROOM',
  sellingType: 'MONTHLY',
  deposit: 1000,
  price: 55,
  address: '서울특별시 양천구 목동 915-12',
  detailAddress: '201호',
  status: 'public',
  areaM2: 23.1,
  floor: '2층',
  savedTime: '2026-11-01T01:00:00.000Z',
  updatedTime: '2026-11-02T01:00:00.000Z',
  requestMemo: '직장인 세입자 선호',
  requesterName: '한건물주',
  claim: 'OPEN',
  ...extra,
});

const card = (r: GongsilRoom, pending = false) => {
  const onClaim = vi.fn();
  const view = renderWithApp(
    <ul>
      <MobileGongsilCard room={r} onClaim={onClaim} pending={pending} />
    </ul>,
  );
  return { ...view, onClaim };
};

describe('<MobileGongsilCard>', () => {
  it('shows the room and claims it by its number', async () => {
    const { user, onClaim } = card(room());
    expect(screen.getByRole('heading', { name: '매물번호 53000011' })).toBeInTheDocument();
    expect(screen.getByText('서울특별시 양천구 목동 915-12 201호')).toBeInTheDocument();
    expect(screen.getByText(/직장인 세입자 선호/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '매물번호 53000011 선점하기' }));
    expect(onClaim).toHaveBeenCalledWith(53000011);
  });

  it('a room requested to this office can be claimed too', () => {
    card(room({ claim: 'REQUESTED' }));
    expect(screen.getByRole('button', { name: /선점하기$/ })).toBeEnabled();
  });

  it('offers no claim on a room that is ours, another office’s or ended', () => {
    for (const claim of ['MINE', 'OTHER', 'ENDED'] as const) {
      const { unmount } = card(room({ claim }));
      expect(screen.queryByRole('button')).toBeNull();
      unmount();
    }
  });

  it('while its claim is on its way the button waits', () => {
    card(room(), true);
    expect(screen.getByRole('button', { name: /선점하기$/ })).toBeDisabled();
    expect(screen.getByRole('button')).toHaveTextContent('선점하는 중…');
  });
});
