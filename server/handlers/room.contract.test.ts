// @vitest-environment node
// Contract of tag "room" (server/test/contract.ts). listings@'s office has one ad slot and no
// listing of its own: a case registers the listings it needs (the spec's example) and they are
// deleted after it, so every case starts from the free slot.
import { afterEach, describe, expect } from 'vitest';
import {
  contractCases,
  contractFile,
  requestExample,
  requiresAppPlatform,
  requiresSession,
  type Call,
  type Ids,
} from '../test/contract.ts';
import { H } from '../test/helpers.ts';

const file = contractFile('room');
const roomExample = () => requestExample('postRoom');
const otherRoomId = 'f'.repeat(32);
const without = (body: unknown, key: string) => {
  const { [key]: _, ...rest } = body as Record<string, unknown>;
  return rest;
};

/** Listings registered by the running case. */
const registered: string[] = [];
afterEach(async () => {
  const cookie = await file.cookie('listings');
  for (const id of registered.splice(0)) {
    const r = await file
      .app()
      .inject({ method: 'DELETE', url: `/api/v2/room/${id}`, headers: { ...H, cookie } });
    // 404: the case deleted it itself.
    expect([200, 404]).toContain(r.statusCode);
  }
});

/** listings@ registers the spec's example, kept as `{<as>}`; `status` is what it became. */
const register = (as: string, status: 'public' | 'waiting'): Call => ({
  op: 'postRoom',
  as: 'listings',
  url: '/room',
  body: roomExample(),
  check: (r) => expect(r.status).toBe(status),
  keep: (r) => {
    registered.push(r.roomId);
    return { [as]: r.roomId };
  },
});
const registered1 = register('room', 'public');
const endAd = (as: string): Call => ({
  op: 'postRoomEndAd',
  as: 'listings',
  url: `/room/{${as}}/end-ad`,
});

describe('contract: tag room', () => {
  contractCases(file, [
    {
      op: 'getDabangRoomList',
      as: 'master',
      url: '/room/dabang-list?page=1&limit=10',
      check: (r) => expect(r.total).toBe(36),
    },
    {
      op: 'getDabangRoomList',
      as: 'master',
      url: '/room/dabang-list?keyword=51001003',
      check: (r) => expect(r.items.map((i: any) => i.roomsSeq)).toEqual([51001003]),
    },
    // The spec's example registers a listing as is (a master of a demo office with a free slot).
    { ...registered1, name: 'postRoom registers the example as a public listing' },
    {
      given: [registered1],
      op: 'getRoom',
      as: 'listings',
      url: '/room/{room}',
      check: (r) =>
        expect(r).toMatchObject({ ...(roomExample() as object), status: 'public', photos: [] }),
    },
    { given: [registered1], op: 'getRoom', as: 'master', url: '/room/{room}', status: 404 },
    { op: 'getRoom', as: 'listings', url: '/room/not-an-id', status: 400 },
    {
      given: [registered1],
      op: 'putRoom',
      as: 'listings',
      url: '/room/{room}',
      body: requestExample('putRoom'),
      check: (r) => expect(r.status).toBe('public'),
    },
    {
      given: [registered1],
      op: 'putRoom',
      as: 'master',
      url: '/room/{room}',
      body: roomExample(),
      status: 404,
    },
    {
      given: [
        registered1,
        { op: 'putRoom', as: 'listings', url: '/room/{room}', body: requestExample('putRoom') },
      ],
      op: 'getDabangRoomList',
      as: 'listings',
      url: '/room/dabang-list?status=public',
      check: (r) => {
        expect(r.items.map((i: any) => i.price)).toEqual([42]);
        expect(r.slots).toEqual({ total: 1, used: 1 });
      },
    },
    // Its one slot is in use, so a second listing waits; it can start once the first ad ends.
    {
      ...register('waiting', 'waiting'),
      name: 'postRoom with the slot in use registers a waiting listing',
      given: [registered1],
    },
    {
      given: [registered1, register('waiting', 'waiting')],
      op: 'postRoomStartAd',
      as: 'master',
      url: '/room/{waiting}/start-ad',
      status: 404,
    },
    {
      given: [registered1, register('waiting', 'waiting')],
      op: 'postRoomStartAd',
      as: 'listings',
      url: '/room/{waiting}/start-ad',
      status: 409,
    },
    {
      name: 'postRoomStartAd of a public listing is 409',
      given: [registered1],
      op: 'postRoomStartAd',
      as: 'listings',
      url: '/room/{room}/start-ad',
      status: 409,
    },
    {
      given: [registered1],
      op: 'postRoomEndAd',
      as: 'master',
      url: '/room/{room}/end-ad',
      status: 404,
    },
    {
      given: [registered1],
      op: 'postRoomEndAd',
      as: 'listings',
      url: '/room/{room}/end-ad',
      check: (r) => expect(r.status).toBe('invisible'),
    },
    {
      given: [registered1, endAd('room')],
      op: 'postRoomEndAd',
      as: 'listings',
      url: '/room/{room}/end-ad',
      status: 400,
    },
    {
      name: 'postRoomStartAd starts a waiting listing once the slot is free',
      given: [registered1, register('waiting', 'waiting'), endAd('room')],
      op: 'postRoomStartAd',
      as: 'listings',
      url: '/room/{waiting}/start-ad',
      check: (r) => expect(r.status).toBe('public'),
    },
    {
      name: 'postRoomStartAd of an ended listing is 400',
      given: [registered1, endAd('room')],
      op: 'postRoomStartAd',
      as: 'listings',
      url: '/room/{room}/start-ad',
      status: 400,
    },
    {
      name: 'getDabangRoomList sorts by the headline amount, low first',
      op: 'getDabangRoomList',
      as: 'master',
      url: '/room/dabang-list?sort=priceAsc&sellingType=SALE&limit=100',
      check: (r) => {
        const prices = r.items.map((i: any) => i.price);
        expect(prices.length).toBeGreaterThan(1);
        expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
      },
    },
    {
      name: 'getDabangRoomListCsv with a price range upside down is 400',
      op: 'getDabangRoomListCsv',
      as: 'master',
      url: '/room/dabang-list/csv?priceMin=100&priceMax=1',
      status: 400,
    },
    {
      name: 'getRoomStats gives the office figures of its listings and of 12 months',
      op: 'getRoomStats',
      as: 'master',
      url: '/room/stats?limit=5',
      check: (r) => {
        expect(r.listings).toHaveLength(5);
        expect(r.total).toBe(36);
        expect(r.months).toHaveLength(12);
        expect(r.months.map((m: any) => m.month)).toEqual(
          [...r.months.map((m: any) => m.month)].sort(),
        );
      },
    },
    {
      name: 'getRoomStatsCsv with a part the spec does not name is 400',
      op: 'getRoomStatsCsv',
      as: 'master',
      url: '/room/stats/csv?part=views',
      status: 400,
    },
    {
      name: 'postRoomBulk ends the ads it can and names the listing it cannot',
      given: [registered1],
      op: 'postRoomBulk',
      as: 'listings',
      url: '/room/bulk',
      body: (ids: Ids) => ({ action: 'endAd', roomIds: [ids.room, otherRoomId] }),
      check: (r, ids) => {
        expect(r.done).toBe(1);
        expect(r.failed).toBe(1);
        expect(r.items[0]).toMatchObject({ roomId: ids.room, ok: true, status: 'invisible' });
        expect(r.items[1]).toMatchObject({ roomId: otherRoomId, ok: false, code: 404 });
      },
    },
    {
      name: 'postRoomReAdvertise puts an ended listing back into the free slot',
      given: [registered1, endAd('room')],
      op: 'postRoomReAdvertise',
      as: 'listings',
      url: '/room/{room}/re-advertise',
      check: (r) => expect(r.status).toBe('public'),
    },
    {
      name: 'postRoomReAdvertise of an advertised listing is 400',
      given: [registered1],
      op: 'postRoomReAdvertise',
      as: 'listings',
      url: '/room/{room}/re-advertise',
      status: 400,
    },
    {
      name: 'postRoomStatus marks a listing 거래완료',
      given: [registered1],
      op: 'postRoomStatus',
      as: 'listings',
      url: '/room/{room}/status',
      body: requestExample('postRoomStatus'),
      check: (r) => expect(r.status).toBe('complete'),
      then: [
        {
          op: 'getDabangRoomList',
          as: 'listings',
          url: '/room/dabang-list?status=complete',
          check: (r) => expect(r.slots).toEqual({ total: 1, used: 0 }),
        },
      ],
    },
    {
      given: [registered1],
      op: 'postRoomStatus',
      as: 'master',
      url: '/room/{room}/status',
      body: { status: 'private' },
      status: 404,
    },
    { op: 'postRoom', as: 'penalty', url: '/room', body: roomExample(), status: 403 },
    { op: 'postRoom', as: 'listings', url: '/room', body: { title: 'x' }, status: 400 },
    // The ad disclosures (issue 26 #1): one missing for the listing's type is refused by name.
    {
      name: 'postRoom without 방향 is 400 naming it',
      op: 'postRoom',
      as: 'listings',
      url: '/room',
      body: without(roomExample(), 'direction'),
      status: 400,
      check: (r) => expect(r.msg).toBe('방향을 선택해주세요.'),
    },
    {
      name: 'postRoom of an apartment without 공급면적 is 400 naming it',
      op: 'postRoom',
      as: 'listings',
      url: '/room',
      body: { ...(roomExample() as object), roomType: 'APT', buildingType: 'APARTMENT' },
      status: 400,
      check: (r) => expect(r.msg).toBe('아파트와 오피스텔 매물은 공급면적을 입력해주세요.'),
    },
    {
      name: 'putRoom of a 관리비 from 10만원 without its breakdown is 400',
      given: [registered1],
      op: 'putRoom',
      as: 'listings',
      url: '/room/{room}',
      body: { ...(requestExample('putRoom') as object), maintenanceFee: 100_000 },
      status: 400,
      check: (r) => expect(r.msg).toBe('관리비가 10만원 이상이면 관리비 세부 내역을 입력해주세요.'),
    },
    {
      name: 'getRoom names the advertiser: the office and the registrant',
      given: [registered1],
      op: 'getRoom',
      as: 'listings',
      url: '/room/{room}',
      check: (r) =>
        expect(r.advertiser).toEqual({
          officeName: '역삼매물공인중개사사무소',
          officeAddress: '서울특별시 강남구 역삼동 736-1 1층',
          registrationNumber: '11680-2021-00041',
          officePhone: '02-5541-7041',
          registrantName: '서등록',
          registrantPosition: 0,
        }),
    },
    {
      name: 'getDabangRoomList shows the disclosures the list reads',
      given: [registered1],
      op: 'getDabangRoomList',
      as: 'listings',
      url: '/room/dabang-list',
      check: (r) =>
        expect(r.items[0]).toMatchObject({
          areaM2: 23.14,
          supplyAreaM2: null,
          roomCount: 1,
          bathroomCount: 1,
          maintenanceFee: 70_000,
          moveInType: 'DATE',
          moveInDate: '2030-03-01',
        }),
    },
    { op: 'postRoomPhoto', as: 'listings', url: '/room/photos', body: {}, status: 415 },
    { op: 'getRoomPhoto', as: 'listings', url: `/room/photos/${otherRoomId}/file`, status: 404 },
    { given: [registered1], op: 'deleteRoom', as: 'master', url: '/room/{room}', status: 404 },
    {
      given: [registered1],
      op: 'deleteRoom',
      as: 'listings',
      url: '/room/{room}',
      check: (r) => expect(r).toBe(true),
    },
    {
      name: 'deleteRoom of a deleted listing is 404',
      given: [registered1, { op: 'deleteRoom', as: 'listings', url: '/room/{room}' }],
      op: 'deleteRoom',
      as: 'listings',
      url: '/room/{room}',
      status: 404,
    },
  ]);

  requiresSession(file, 'room');
  requiresAppPlatform(file, 'room');
});
