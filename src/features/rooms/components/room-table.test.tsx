import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schema } from '@/api/types';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import { RoomTable } from './room-table';

const row = (over: Partial<Schema<'AgentRoom'>>): Schema<'AgentRoom'> => ({
  roomId: 'a'.repeat(32),
  roomsSeq: 51009001,
  title: '역세권 원룸',
  address: '서울특별시 마포구 서교동',
  roomType: 'ONE_ROOM',
  sellingType: 'MONTHLY',
  deposit: 500,
  price: 50,
  status: 'public',
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
  ...over,
});

const rowOf = (title: string) =>
  screen.getByRole('link', { name: title }).closest('tr') as HTMLTableRowElement;

describe('RoomTable', () => {
  it('writes floors the way Korean listings do: 3층/5층, B1/5층, 반지하/4층, 옥탑/5층 (issue 23 #6)', () => {
    renderWithApp(
      <RoomTable
        empty=""
        items={[
          row({ roomsSeq: 1, roomId: '1'.repeat(32), title: '지상' }),
          row({
            roomsSeq: 2,
            roomId: '2'.repeat(32),
            title: '지하',
            floorKind: 'BASEMENT',
            floor: -1,
          }),
          row({
            roomsSeq: 3,
            roomId: '3'.repeat(32),
            title: '반지하',
            floorKind: 'SEMI_BASEMENT',
            floor: null,
            totalFloors: 4,
          }),
          row({
            roomsSeq: 4,
            roomId: '4'.repeat(32),
            title: '옥탑',
            floorKind: 'ROOFTOP',
            floor: null,
          }),
        ]}
      />,
    );
    const floorOf = (title: string) => {
      const cells = within(rowOf(title)).getAllByRole('cell');
      const i = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === '층');
      return cells[i]?.textContent;
    };
    expect(floorOf('지상')).toBe('3층/5층');
    expect(floorOf('지하')).toBe('B1/5층');
    expect(floorOf('반지하')).toBe('반지하/4층');
    expect(floorOf('옥탑')).toBe('옥탑/5층');
  });

  it('shows the area with its 평, rooms and bathrooms, and the 관리비 (issue 26 #1)', async () => {
    server.use(
      apiOk('get', '/room/{roomId}', {
        ...row({}),
        tags: [],
        description: '역세권 원룸입니다.',
        sido: '서울특별시',
        sigungu: '마포구',
        dong: '서교동',
        detailAddress: '395-1 302호',
        photos: [],
        buildingType: 'MULTI_HOUSEHOLD',
        approvalKind: 'USE_APPROVAL',
        approvalDate: '2015-06-30',
        parkingAvailable: false,
        parkingSpaces: 0,
        maintenanceIncludes: ['WATER'],
        maintenanceBreakdown: [],
        direction: 'SOUTH',
        directionBasis: 'MAIN_ROOM',
        advertiser: {
          officeName: '서교공인중개사사무소',
          officeAddress: '서울특별시 마포구 서교동 395-166 1층',
          registrationNumber: '11440-2020-00004',
          officePhone: '02-332-0004',
          registrantName: '오제한',
          registrantPosition: 0,
        },
      }),
    );
    const { user } = renderWithApp(
      <RoomTable
        empty=""
        items={[
          row({ title: '원룸' }),
          row({ roomsSeq: 2, roomId: '2'.repeat(32), title: '무관리비 원룸', maintenanceFee: 0 }),
        ]}
      />,
    );
    const r = within(rowOf('원룸'));
    expect(r.getByText('23.14㎡ (7평)')).toBeInTheDocument();
    expect(r.getByText('방/욕실 1/1')).toBeInTheDocument();
    expect(r.getByText('관리비 70,000원')).toBeInTheDocument();
    expect(within(rowOf('무관리비 원룸')).getByText('관리비 없음')).toBeInTheDocument();
    // 미리보기 opens the listing's ad as a customer sees it.
    await user.click(r.getByRole('button', { name: '원룸 광고 미리보기' }));
    const ad = within(await screen.findByRole('dialog', { name: '광고 미리보기' }));
    expect(await ad.findByText('다가구주택 · 원룸')).toBeVisible();
    expect(ad.getByText('남향 (안방 기준)')).toBeVisible();
    expect(ad.getByText('월 70,000원 (포함: 수도료)')).toBeVisible();
    expect(ad.getByText('11440-2020-00004')).toBeVisible();
    expect(ad.getByText('오제한 (대표공인중개사)')).toBeVisible();
    expect(ad.queryByText('미입력')).toBeNull();
  });

  it('marks a listing registered by a brokerage assistant (issue 23 #7)', () => {
    renderWithApp(
      <RoomTable
        empty=""
        items={[
          row({ roomsSeq: 1, roomId: '1'.repeat(32), title: '대표 등록', position: 0 }),
          row({ roomsSeq: 2, roomId: '2'.repeat(32), title: '소속 등록', position: 1 }),
          row({ roomsSeq: 3, roomId: '3'.repeat(32), title: '보조원 등록', position: 2 }),
        ]}
      />,
    );
    expect(within(rowOf('보조원 등록')).getByText('중개보조원 등록')).toBeInTheDocument();
    expect(within(rowOf('대표 등록')).queryByText('중개보조원 등록')).toBeNull();
    expect(within(rowOf('소속 등록')).queryByText('중개보조원 등록')).toBeNull();
    // The saved date in the one screen format (ui.json calendar.divider), not Intl's 2026. 11. 20.
    expect(within(rowOf('대표 등록')).getByText('2026.11.20')).toBeInTheDocument();
  });
});
