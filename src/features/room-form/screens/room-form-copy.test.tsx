import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schema } from '@/api/types';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import RoomFormScreen from './room-form-screen';

const ORIGINAL = 'c'.repeat(32);

const detail: Schema<'RoomDetail'> = {
  roomId: ORIGINAL,
  roomsSeq: 60000123,
  status: 'complete',
  title: '합정역 복층 투룸',
  roomType: 'TWO_ROOM',
  sellingType: 'LEASE',
  deposit: 28000,
  price: 0,
  areaM2: 41.5,
  floorKind: 'GROUND',
  floor: 4,
  totalFloors: 5,
  moveInDate: '2030-01-15',
  position: 2,
  tags: ['STATION_AREA'],
  description: '합정역 도보 4분 복층 투룸입니다.',
  sido: '서울특별시',
  sigungu: '마포구',
  dong: '합정동',
  detailAddress: '372-9 401호',
  savedTime: '2026-11-01T10:00:00+09:00',
  moveInType: 'DATE',
  supplyAreaM2: null,
  buildingType: 'MULTI_FAMILY',
  roomCount: 2,
  bathroomCount: 1,
  approvalKind: 'USE_APPROVAL',
  approvalDate: '2012-03-02',
  parkingAvailable: true,
  parkingSpaces: 1,
  maintenanceFee: 80000,
  maintenanceIncludes: ['WATER', 'INTERNET'],
  maintenanceBreakdown: [],
  direction: 'SOUTH',
  directionBasis: 'LIVING_ROOM',
  advertiser: {
    officeName: '합정공인중개사사무소',
    officeAddress: '서울특별시 마포구 합정동 1',
    registrationNumber: '11440-2020-00001',
    officePhone: '02-000-0000',
    registrantName: '김대표',
    registrantPosition: 0,
  },
  photos: [
    {
      photoId: 'd'.repeat(32),
      url: '/api/v2/room/photos/d/file',
      thumbUrl: '/api/v2/room/photos/d/file?size=thumb',
    },
  ],
};

describe('RoomFormScreen (copy of a listing)', () => {
  it('fills a new listing form from the original, without its photos, saving nothing yet', async () => {
    server.use(apiOk('get', '/room/{roomId}', detail));
    renderWithApp(<RoomFormScreen />, {
      url: `/form?copyFrom=${ORIGINAL}`,
      path: '/form',
      session: { position: 0 },
    });
    expect(
      await screen.findByText(
        "'합정역 복층 투룸' 매물의 내용을 채웠습니다. 사진은 복사되지 않으며, 등록하기를 눌러야 새 매물로 저장됩니다.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/매물 제목/)).toHaveValue('합정역 복층 투룸');
    expect(screen.getByLabelText(/상세 주소/)).toHaveValue('372-9 401호');
    // The disclosures come along too (the same building).
    expect(screen.getByLabelText(/^방 수/)).toHaveValue('2');
    expect(screen.getByLabelText(/상세 설명/)).toHaveValue('합정역 도보 4분 복층 투룸입니다.');
    // A new registration (its title and button), not the original's edit form; no photo came along.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('매물 등록');
    expect(screen.getByText('0/10장')).toBeInTheDocument();
    // No POST handler is registered: any write before the broker submits would fail the test.
  });
});
