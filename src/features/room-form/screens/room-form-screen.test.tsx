import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pasteInto } from '@/testing/fill';
import { control, submitButton as submitOf } from '@/testing/form-control';
import { apiError, apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import RoomFormScreen from './room-form-screen';

// Parts that load on first use (the validation with zod, the photo list) take seconds to arrive on
// a loaded machine.
const LAZY_MS = 20_000;

type User = ReturnType<typeof renderWithApp>['user'];

/** The form's submit button, 매물 등록 (or 수정 내용 저장 when editing). */
const submitButton = (label = '매물 등록') => submitOf(label);

const SILLIM = {
  code: '1162010200',
  level: 'eupmyeondong',
  name: '신림동',
  fullName: '서울특별시 관악구 신림동',
  sido: '서울특별시',
  sigungu: '관악구',
  eupmyeondong: '신림동',
  ri: '',
} as const;

/**
 * Fills a monthly-rent listing. Typed key by key (`typed`) in the test of the body sent, as a
 * broker would enter it (the area's third decimal is refused as it is typed); pasted field by
 * field everywhere else: those tests need the form filled, not the typing, and each key renders
 * the whole form again (the rules of typing into each kind of field have their own tests:
 * number-input, text-input and date-picker tests).
 */
/** The ad disclosures of a 원룸 (issue 26 #1): a 다가구주택 with a 7만원 fee including water. */
async function fillDisclosures(
  user: User,
  enter: (f: HTMLElement, t: string) => Promise<void>,
  named: boolean,
) {
  const field = (name: string, label: string, value?: string) =>
    control(name, named ? label : undefined, value);
  await user.selectOptions(field('buildingType', '건축물 용도'), 'MULTI_HOUSEHOLD');
  await enter(field('roomCount', '방 수'), '1');
  await enter(field('bathroomCount', '욕실 수'), '1');
  await user.selectOptions(field('direction', '방향'), 'SOUTH');
  await user.selectOptions(field('directionBasis', '방향 기준'), 'MAIN_ROOM');
  await enter(field('approvalDate', '사용승인일'), '20150630');
  await user.click(field('parkingAvailable', '주차 불가', 'false'));
  await enter(field('maintenanceFee', '월 관리비'), '70000');
  await user.click(screen.getByText('수도료'));
}

async function fillMonthly(user: User, { typed = false } = {}) {
  const enter = (field: HTMLElement, text: string) =>
    typed ? user.type(field, text) : pasteInto(user, field, text);
  // The typed run, as a broker enters the form, also checks each control's label.
  const field = (name: string, label: string, value?: string) =>
    control(name, typed ? label : undefined, value);
  await enter(field('title', '매물 제목'), '신림역 원룸');
  await user.selectOptions(field('roomType', '방 종류'), 'ONE_ROOM');
  await enter(field('areaM2', '전용 면적'), typed ? '33.058' : '33.05');
  await enter(field('floor', '해당 층'), '3');
  await enter(field('totalFloors', '전체 층수'), '5');
  await enter(field('moveInDate', '입주 날짜'), '30000101');
  await fillDisclosures(user, enter, typed);
  await user.click(field('sellingType', '월세', 'MONTHLY'));
  await enter(field('deposit', '보증금'), '1000');
  await enter(field('price', '월세'), '50');
  // The address by search (issue 26 #2): the server finds the 법정동, the broker picks it.
  server.use(apiOk('get', '/address/districts', { items: [SILLIM] }));
  // The search loads on first use of its box (the same id, then a combobox).
  const searchBox = () => document.getElementById('room-address-search')!;
  if (typed) expect(searchBox()).toHaveAccessibleName('주소 검색');
  await user.click(searchBox());
  const search = await waitFor(
    () => {
      expect(searchBox()).toHaveRole('combobox');
      return searchBox();
    },
    { timeout: LAZY_MS },
  );
  if (typed) expect(search).toHaveAccessibleName('주소 검색');
  await user.type(search, '관악 신림');
  const option = await waitFor(
    () => {
      const el = document.querySelector<HTMLElement>(
        '#room-address-search-listbox [role="option"]',
      );
      expect(el).toHaveTextContent(/서울특별시 관악구 신림동/);
      return el!;
    },
    { timeout: LAZY_MS },
  );
  await user.click(option);
  const station = screen.getByText('역세권').closest<HTMLElement>('[role="button"]')!;
  if (typed) expect(station).toHaveAccessibleName('역세권');
  await user.click(station);
  await enter(field('description', '상세 설명'), '역 도보 3분');
}

describe('RoomFormScreen (registration)', () => {
  it('shows Korean errors for an empty submit and sends nothing', async () => {
    const { user } = renderWithApp(<RoomFormScreen />, { session: { position: 0 } });
    await user.click(submitButton());
    // The first check loads the validation (zod) first: on a loaded machine that takes seconds.
    expect(
      await screen.findByText('상세 설명을 입력해주세요.', undefined, { timeout: LAZY_MS }),
    ).toBeInTheDocument();
    expect(screen.getByText('날짜를 선택해주세요.')).toBeInTheDocument();
    expect(screen.getAllByText('항목을 선택해주세요.').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('주소를 검색해 읍·면·동 또는 리를 선택해주세요.')).toBeInTheDocument();
    // The address is one search box now: its 시/군/구 and 동 say 주소를 검색해… instead.
    expect(screen.getAllByText('필수 입력 항목입니다.').length).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('sends the spec body (만원, 평 shown, lease without rent) and reports an advertised listing', async () => {
    let sent: unknown;
    server.use(
      apiOk('post', '/room', async (req) => {
        sent = await req.json();
        return { roomId: 'a'.repeat(32), roomsSeq: 60000001, status: 'public' };
      }),
    );
    // A sub-user (소속공인중개사) registers as what the account is.
    const { user } = renderWithApp(<RoomFormScreen />, { session: { position: 1 } });
    expect(control('position', '등록자 직책')).toHaveValue('소속공인중개사');
    await fillMonthly(user, { typed: true });
    expect(screen.getByText('약 10평')).toBeInTheDocument();
    // Switching to a lease hides the rent; the body carries price 0.
    await user.click(control('sellingType', '전세', 'LEASE'));
    expect(document.querySelector('[name="price"]')).toBeNull();
    await user.click(submitButton());
    const result = await screen.findByTestId('room-registered');
    expect(within(result).getByText(/광고가 시작되었습니다/)).toBeInTheDocument();
    expect(within(result).queryByRole('link', { name: '광고 상품 구매하기' })).toBeNull();
    expect(sent).toEqual({
      title: '신림역 원룸',
      roomType: 'ONE_ROOM',
      sellingType: 'LEASE',
      deposit: 1000,
      price: 0,
      areaM2: 33.05,
      floorKind: 'GROUND',
      floor: 3,
      totalFloors: 5,
      moveInDate: '3000-01-01',
      position: 1,
      tags: ['STATION_AREA'],
      description: '역 도보 3분',
      sido: '서울특별시',
      sigungu: '관악구',
      dong: '신림동',
      bjdCode: '1162010200',
      photoIds: [],
      buildingType: 'MULTI_HOUSEHOLD',
      moveInType: 'DATE',
      roomCount: 1,
      bathroomCount: 1,
      approvalKind: 'USE_APPROVAL',
      approvalDate: '2015-06-30',
      parkingAvailable: false,
      maintenanceFee: 70000,
      maintenanceIncludes: ['WATER'],
      direction: 'SOUTH',
      directionBasis: 'MAIN_ROOM',
    });
  }, 180_000);

  it('an assistant registers as 중개보조원, told so, and cannot pick another position (issue 23 #7)', async () => {
    let sent: { position?: number } = {};
    server.use(
      apiOk('post', '/room', async (req) => {
        sent = (await req.json()) as typeof sent;
        return { roomId: 'e'.repeat(32), roomsSeq: 60000002, status: 'waiting' };
      }),
    );
    const { user } = renderWithApp(<RoomFormScreen />, {
      session: { position: 2, isMaster: true, userRoleType: 2 },
    });
    const registrant = control('position', '등록자 직책');
    expect(registrant).toHaveValue('중개보조원');
    expect(registrant).toHaveAttribute('readonly');
    expect(registrant).toHaveAccessibleDescription(/중개보조원이 등록한 매물로 표시됩니다/);
    // No option anywhere offers another position.
    const options = [...document.querySelectorAll('option, [role="option"]')];
    expect(options.map((o) => o.textContent)).not.toContain('대표공인중개사');
    await fillMonthly(user);
    await user.click(submitButton());
    await screen.findByTestId('room-registered');
    expect(sent.position).toBe(2);
  }, 180_000);

  it('a basement, a semi-basement or a rooftop room is sent as such (issue 23 #6)', async () => {
    const sent: { floorKind?: string; floor?: number | null }[] = [];
    server.use(
      apiOk('post', '/room', async (req) => {
        sent.push((await req.json()) as (typeof sent)[number]);
        return { roomId: 'f'.repeat(32), roomsSeq: 60000003, status: 'public' };
      }),
    );
    const { user } = renderWithApp(<RoomFormScreen />, { session: { position: 0 } });
    await fillMonthly(user);
    const kind = control('floorKind');
    expect(
      within(kind)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(expect.arrayContaining(['지상', '지하', '반지하', '옥탑']));
    // 지하 1층: the level is typed as 1 and sent as -1 (B1).
    await user.selectOptions(kind, 'BASEMENT');
    const floor = control('floor');
    await user.clear(floor);
    // 지하 needs its level like 지상 needs its floor.
    await user.click(submitButton());
    expect(await screen.findByText('필수 입력 항목입니다.')).toBeVisible();
    await user.type(floor, '1');
    await user.click(submitButton());
    await screen.findByTestId('room-registered');
    expect(sent[0]).toMatchObject({ floorKind: 'BASEMENT', floor: -1 });

    // 반지하 has no floor number.
    await user.click(screen.getByRole('button', { name: '매물 하나 더 등록' }));
    await fillMonthly(user);
    await user.selectOptions(control('floorKind'), 'SEMI_BASEMENT');
    expect(document.querySelector('[name="floor"]')).toBeNull();
    await user.click(submitButton());
    await screen.findByTestId('room-registered');
    // No floor number: null, left out of the body like every empty value.
    expect(sent[1]).toMatchObject({ floorKind: 'SEMI_BASEMENT' });
    expect(sent[1]).not.toHaveProperty('floor');
  }, 180_000);

  it('a waiting listing offers the purchase page', async () => {
    server.use(apiOk('post', '/room', { roomId: 'b'.repeat(32), roomsSeq: 7, status: 'waiting' }));
    const { user } = renderWithApp(<RoomFormScreen />, { session: { position: 0 } });
    await fillMonthly(user);
    await user.click(submitButton());
    const result = await screen.findByTestId('room-registered');
    expect(within(result).getByText(/광고대기로 저장되었습니다/)).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: '광고 상품 구매하기' })).toHaveAttribute(
      'href',
      '/product/purchase',
    );
  }, 180_000);

  it('rent above the floor count and a rent of 0 are refused before sending', async () => {
    const { user } = renderWithApp(<RoomFormScreen />, { session: { position: 0 } });
    await fillMonthly(user);
    await user.clear(control('floor'));
    await user.type(control('floor'), '9');
    await user.clear(control('price'));
    await user.type(control('price'), '0');
    await user.click(submitButton());
    expect(await screen.findByText('해당 층은 전체 층수보다 높을 수 없습니다.')).toBeVisible();
    expect(screen.getByText('월세를 입력해주세요.')).toBeVisible();
  }, 180_000);

  it("shows the server's refusal and keeps every value (penalty)", async () => {
    const msg =
      '게시 규정 위반으로 매물 등록이 제한된 상태입니다. 제한 기간이 끝난 뒤 등록할 수 있습니다.';
    server.use(apiError('post', '/room', 403, { code: 403, msg }));
    const { user } = renderWithApp(<RoomFormScreen />, {
      session: { position: 0, hasPenalty: true },
    });
    // The session's penalty warns up front; the button stays usable because the server decides.
    expect(screen.getByText(/매물 등록이 제한된 상태입니다/)).toBeInTheDocument();
    await fillMonthly(user);
    await user.click(submitButton());
    // The refusal, one alert (the penalty note above the form says the same as a note).
    await waitFor(() => {
      const alerts = document.querySelectorAll('[role="alert"]');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toHaveTextContent(msg);
    });
    expect(control('title')).toHaveValue('신림역 원룸');
    expect(control('deposit')).toHaveValue('1000');
    expect(submitButton()).toBeEnabled();
  }, 180_000);
});

describe('RoomFormScreen (editing)', () => {
  it('loads the listing, saves the changed price with PUT', async () => {
    const roomId = 'c'.repeat(32);
    let sent: { price?: number; photoIds?: string[]; floorKind?: string; floor?: number } = {};
    server.use(
      apiOk('get', '/room/{roomId}', {
        roomId,
        roomsSeq: 60000009,
        status: 'public',
        title: '편집할 매물',
        roomType: 'TWO_ROOM',
        sellingType: 'SALE',
        deposit: 0,
        price: 30000,
        areaM2: 40,
        floorKind: 'BASEMENT',
        floor: -2,
        totalFloors: 4,
        moveInDate: '2020-01-01',
        position: 0,
        tags: [],
        description: '설명',
        sido: '경기도',
        sigungu: '성남시 분당구',
        dong: '정자동',
        detailAddress: '',
        photos: [{ photoId: 'd'.repeat(32), url: '/p', thumbUrl: '/t' }],
        savedTime: '2026-01-01T00:00:00Z',
        moveInType: 'DATE',
        supplyAreaM2: null,
        buildingType: 'MULTI_FAMILY',
        roomCount: 2,
        bathroomCount: 1,
        approvalKind: 'USE_APPROVAL',
        approvalDate: '2001-05-20',
        parkingAvailable: true,
        parkingSpaces: 3,
        maintenanceFee: 120000,
        maintenanceIncludes: ['WATER'],
        maintenanceBreakdown: [
          { item: 'GENERAL', amount: 100000 },
          { item: 'WATER', amount: 20000 },
        ],
        direction: 'SOUTH_EAST',
        directionBasis: 'LIVING_ROOM',
        advertiser: {
          officeName: '정자공인중개사사무소',
          officeAddress: '경기도 성남시 분당구 정자동 1',
          registrationNumber: '41135-2020-00001',
          officePhone: '031-000-0000',
          registrantName: '김대표',
          registrantPosition: 0,
        },
      }),
      apiOk('put', '/room/{roomId}', async (req) => {
        sent = (await req.json()) as typeof sent;
        return { roomId, roomsSeq: 60000009, status: 'public' };
      }),
    );
    const { user, router } = renderWithApp(<RoomFormScreen />, {
      url: `/form/${roomId}`,
      path: '/form/:roomId',
    });
    const price = await waitFor(() => control('price', '매매가'));
    expect(price).toHaveValue('30000');
    // 지하 2층 comes back as 지하 with level 2, and is sent back as -2.
    expect(control('floorKind', '층 구분')).toHaveValue('BASEMENT');
    expect(control('floor', '해당 층')).toHaveValue('2');
    // The photo list loads with its drag-and-drop code once there are photos.
    expect(await screen.findByAltText('매물 사진 1', undefined, { timeout: LAZY_MS })).toHaveRole(
      'img',
    );
    await user.clear(price);
    await user.type(price, '29000');
    await user.click(submitButton('수정 내용 저장'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/room/dabang-list'));
    // What the broker is told; waited for here, so it is not raised after this test has ended
    // (component tests share one document: a late toast would show in the next file's test).
    expect(await screen.findByText('수정 내용을 저장했습니다.')).toBeInTheDocument();
    expect(sent.price).toBe(29000);
    expect(sent).toMatchObject({ floorKind: 'BASEMENT', floor: -2 });
    expect(sent.photoIds).toEqual(['d'.repeat(32)]);
    // The disclosures come back as stored, the 12만원 fee with its lines.
    expect(sent).toMatchObject({
      roomCount: 2,
      parkingAvailable: true,
      parkingSpaces: 3,
      maintenanceBreakdown: [
        { item: 'GENERAL', amount: 100000 },
        { item: 'WATER', amount: 20000 },
      ],
      direction: 'SOUTH_EAST',
    });
  }, 180_000);
});
