// @vitest-environment node
// The ad disclosures a residential listing must carry (issue 26 #1): the server refuses a listing
// missing one where the rule for its type requires it, with 400 and a Korean msg naming the
// field, accepts it where the rule does not, and stores and gives back what it accepted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshApp, H, login, type App } from './test/helpers.ts';
import { disclosuresFor } from './test/room-disclosures.ts';

let app: App;
let cleanup: () => void;
let cookie = '';

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('listing-disclosures'));
  cookie = await login(app, 'listings@demo.kr');
}, 120_000);

afterAll(async () => {
  await app?.close();
  cleanup?.();
});

const base = (roomType = 'ONE_ROOM') => ({
  title: '역삼역 도보 5분 원룸',
  roomType,
  sellingType: 'MONTHLY',
  deposit: 1000,
  price: 60,
  areaM2: 23.14,
  floorKind: 'GROUND',
  floor: 3,
  totalFloors: 5,
  moveInDate: '2030-03-01',
  position: 0,
  description: '역삼역에서 걸어서 5분입니다.',
  sido: '서울특별시',
  sigungu: '강남구',
  dong: '역삼동',
  ...disclosuresFor(roomType),
});

type Body = Record<string, unknown>;
const without = (body: Body, key: string): Body => {
  const { [key]: _, ...rest } = body;
  return rest;
};

const send = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...H, cookie },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });

/** Registers the body; the status and msg, or the listing as GET gives it back. */
async function register(body: Body) {
  const r = await send('POST', '/room', body);
  if (r.statusCode !== 200) return { status: r.statusCode, code: r.json().code, msg: r.json().msg };
  const { roomId } = r.json().result as { roomId: string };
  return { status: 200, detail: (await send('GET', `/room/${roomId}`)).json().result };
}

// Each disclosure, the body that leaves it out where the rule requires it, and the Korean name
// its refusal must carry.
const required: [field: string, body: Body, korean: RegExp][] = [
  ['supplyAreaM2 (APT)', without(base('APT'), 'supplyAreaM2'), /공급면적/],
  ['supplyAreaM2 (OFFICETEL)', without(base('OFFICETEL'), 'supplyAreaM2'), /공급면적/],
  ['buildingType', without(base(), 'buildingType'), /건축물 용도/],
  ['moveInDate (moveInType DATE)', without(base(), 'moveInDate'), /입주 가능일/],
  [
    'moveInDate (no moveInType)',
    without(without(base(), 'moveInDate'), 'moveInType'),
    /입주 가능일/,
  ],
  ['roomCount', without(base(), 'roomCount'), /방 수/],
  ['bathroomCount', without(base(), 'bathroomCount'), /욕실 수/],
  ['approvalKind', without(base(), 'approvalKind'), /사용승인일의 종류/],
  ['approvalDate', without(base(), 'approvalDate'), /사용승인일/],
  ['parkingAvailable', without(base(), 'parkingAvailable'), /주차 가능 여부/],
  ['parkingSpaces (parking available)', without(base(), 'parkingSpaces'), /주차 가능 대수/],
  ['parkingSpaces 0 (parking available)', { ...base(), parkingSpaces: 0 }, /주차 가능 대수/],
  ['maintenanceFee', without(base(), 'maintenanceFee'), /관리비를 입력/],
  [
    'maintenanceIncludes (관리비 7만원)',
    { ...without(base(), 'maintenanceIncludes'), maintenanceFee: 70_000, maintenanceBreakdown: [] },
    /관리비 포함 항목/,
  ],
  ['maintenanceBreakdown (관리비 12만원)', without(base(), 'maintenanceBreakdown'), /세부 내역/],
  [
    'maintenanceBreakdown (관리비 10만원, empty)',
    { ...base(), maintenanceFee: 100_000, maintenanceBreakdown: [] },
    /세부 내역/,
  ],
  ['direction', without(base(), 'direction'), /방향을/],
  ['directionBasis', without(base(), 'directionBasis'), /방향의 기준/],
];

describe('a listing missing a required disclosure is refused (400, Korean msg naming it)', () => {
  it.each(required)('%s', async (_, body, korean) => {
    const r = await register(body);
    expect(r.status).toBe(400);
    expect(r.code).toBe(400);
    expect(r.msg).toMatch(korean);
  });
});

// Where the rule does not require the field, the listing is registered without it.
const optional: [field: string, body: Body, stored: Body][] = [
  ['supplyAreaM2 (ONE_ROOM)', without(base(), 'supplyAreaM2'), { supplyAreaM2: null }],
  [
    'moveInDate (즉시 입주)',
    { ...without(base(), 'moveInDate'), moveInType: 'IMMEDIATE' },
    { moveInType: 'IMMEDIATE', moveInDate: null },
  ],
  [
    'moveInDate (협의, a date sent anyway is not kept)',
    { ...base(), moveInType: 'NEGOTIABLE' },
    { moveInType: 'NEGOTIABLE', moveInDate: null },
  ],
  [
    'parkingSpaces (no parking)',
    { ...without(base(), 'parkingSpaces'), parkingAvailable: false },
    { parkingAvailable: false, parkingSpaces: 0 },
  ],
  [
    'maintenanceIncludes and the breakdown (관리비 없음)',
    {
      ...without(without(base(), 'maintenanceIncludes'), 'maintenanceBreakdown'),
      maintenanceFee: 0,
    },
    { maintenanceFee: 0, maintenanceIncludes: [], maintenanceBreakdown: [] },
  ],
  [
    'maintenanceBreakdown (관리비 9만원)',
    { ...without(base(), 'maintenanceBreakdown'), maintenanceFee: 90_000 },
    { maintenanceFee: 90_000, maintenanceIncludes: ['WATER', 'INTERNET'] },
  ],
];

describe('a disclosure the rule does not require for the listing may be left out', () => {
  it.each(optional)('%s', async (_, body, stored) => {
    const r = await register(body);
    expect(r.status, r.msg).toBe(200);
    expect(r.detail).toMatchObject(stored);
  });
});

const rules: [rule: string, body: Body, msg: string][] = [
  [
    'a supply area below the exclusive area',
    { ...base('APT'), supplyAreaM2: 20 },
    '공급면적은 전용면적보다 작을 수 없습니다.',
  ],
  [
    'an apartment advertised as a 다가구주택',
    { ...base('APT'), buildingType: 'MULTI_HOUSEHOLD' },
    '방 종류와 건축물 용도(중개대상물 종류)가 맞지 않습니다.',
  ],
  [
    'an approval date after today',
    { ...base(), approvalDate: '2999-01-01' },
    '사용승인일은 오늘 이후일 수 없습니다.',
  ],
  [
    'a breakdown without 일반관리비',
    {
      ...base(),
      maintenanceBreakdown: [
        { item: 'WATER', amount: 60_000 },
        { item: 'INTERNET', amount: 60_000 },
      ],
    },
    '관리비 세부 내역에 일반관리비를 입력해주세요.',
  ],
  [
    'a breakdown line for an item the fee does not include',
    {
      ...base(),
      maintenanceBreakdown: [
        { item: 'GENERAL', amount: 100_000 },
        { item: 'GAS', amount: 20_000 },
      ],
    },
    '관리비 세부 내역은 일반관리비, 관리비에 포함된 항목, 기타 관리비를 한 번씩만 입력해주세요.',
  ],
  [
    'a breakdown that does not add up to the fee',
    { ...base(), maintenanceBreakdown: [{ item: 'GENERAL', amount: 100_000 }] },
    '관리비 세부 내역의 합계가 관리비와 같아야 합니다.',
  ],
];

describe('the rules between disclosures', () => {
  it.each(rules)('%s is refused', async (_, body, msg) => {
    const r = await register(body);
    expect(r.status).toBe(400);
    expect(r.msg).toBe(msg);
  });
});

describe('a listing with full disclosures', () => {
  it('is stored and given back as sent, with the advertiser from the office', async () => {
    const body = base('APT');
    const r = await register(body);
    expect(r.status, r.msg).toBe(200);
    const { title: _, ...sent } = body;
    expect(r.detail).toMatchObject(sent);
    expect(r.detail.advertiser).toMatchObject({
      officeName: '역삼매물공인중개사사무소',
      registrantName: '서등록',
      registrantPosition: 0,
    });
    // An edit that leaves a now-required disclosure out is refused like a registration.
    const put = await send('PUT', `/room/${r.detail.roomId}`, without(body, 'direction'));
    expect(put.statusCode).toBe(400);
    expect(put.json().msg).toBe('방향을 선택해주세요.');
  });
});
