// Listings: 144 gongsil-center rooms (requested, claimed, completed and open) and the offices'
// own rooms. Generated from the PRNG, so the same rows on every start.
import { minutesAgo, type SeedContext, type SeedStep } from '../table.ts';
import { listingDetails } from './listing-details.ts';
import { askingPrice, type RoomType, type SellingType } from './prices.ts';

const DONG = [
  '서울특별시 관악구 신림동',
  '서울특별시 관악구 봉천동',
  '서울특별시 동작구 상도동',
  '서울특별시 마포구 서교동',
  '서울특별시 강남구 역삼동',
  '서울특별시 성동구 성수동2가',
  '서울특별시 광진구 화양동',
  '서울특별시 서대문구 창천동',
] as const;
const ROOM_TYPES: RoomType[] = ['ONE_ROOM', 'TWO_ROOM', 'THREE_ROOM', 'OFFICETEL', 'APT'];
const SELLING_TYPES: SellingType[] = ['MONTHLY', 'LEASE', 'SALE'];
const STATUSES = [
  'public',
  'invisible',
  'private',
  'complete',
  'confirm_ing',
  'confirm_fail',
  'confirm_cancel',
] as const;
const REQUESTERS = ['김임대', '이집주인', '박건물주', '최소유', '정관리'];
const MEMOS = ['빠른 입주 희망', '반려동물 가능 세입자 원함', '주차 가능 문의 많음', '직장인 선호'];
const TITLE_WORDS = ['역세권', '신축', '풀옵션', '채광 좋은', '조용한', '리모델링'];
const ROOM_WORDS: Record<RoomType, string> = {
  ONE_ROOM: '원룸',
  TWO_ROOM: '투룸',
  THREE_ROOM: '쓰리룸',
  OFFICETEL: '오피스텔',
  APT: '아파트',
};
/** How many rooms each office lists itself. */
const OWN_ROOMS: [office: string, count: number][] = [
  ['master', 36],
  ['serve', 8],
  ['report', 12],
  ['penalty', 4],
  ['nosign', 5],
];

const lotNumber = (rnd: () => number) =>
  `${100 + Math.floor(rnd() * 1800)}-${1 + Math.floor(rnd() * 40)}`;

function gongsilRoom(i: number, { id, now, rnd, pick }: SeedContext) {
  const bucket = i < 20 ? 'pick' : i < 44 ? 'preempt' : i < 64 ? 'complete' : 'open';
  const office = bucket === 'open' ? null : i % 6 === 5 ? 'report' : 'master';
  const roomType = ROOM_TYPES[i % ROOM_TYPES.length]!;
  const sellingType = SELLING_TYPES[Math.floor(i / 5) % 3]!;
  const status =
    bucket === 'complete'
      ? i % 2
        ? 'complete'
        : 'invisible'
      : STATUSES[(i * 3) % STATUSES.length]!;
  const dong = pick(DONG);
  const { deposit, price } = askingPrice(roomType, sellingType, rnd);
  const saved = minutesAgo(now, 60 * (i * 7 + 3));
  return {
    rooms_seq: 52000000 + i * 137,
    agent_id: office ? id('agents', office) : null,
    bucket,
    room_type: roomType,
    selling_type: sellingType,
    deposit,
    price,
    address: `${dong} ${lotNumber(rnd)}`,
    detail_address: `${1 + Math.floor(rnd() * 5)}0${1 + Math.floor(rnd() * 4)}호`,
    status,
    area_m2: Math.round((16 + rnd() * (roomType === 'APT' ? 90 : 40)) * 100) / 100,
    floor: i % 9 === 0 ? '반지하' : `${1 + (i % 12)}층`,
    saved_time: saved,
    updated_time: minutesAgo(saved, -30),
    request_memo: bucket === 'pick' ? pick(MEMOS) : null,
    requester_name: bucket === 'pick' ? pick(REQUESTERS) : null,
    ...ownerOf(i, bucket, now),
  };
}

/** The owner's contact and, for a claimed room, when it was claimed: within the last days, so
 * the demo claims are all still open (ui.json gongsil.claimDays). From the index, not the PRNG,
 * so the rows after keep their values. */
function ownerOf(i: number, bucket: string, now: Date) {
  return {
    owner_name: REQUESTERS[i % REQUESTERS.length]!,
    owner_phone: `010-${2000 + ((i * 37) % 7000)}-${1000 + ((i * 53) % 9000)}`,
    claimed_at: bucket === 'preempt' ? minutesAgo(now, 60 * (2 + 20 * (i % 6))) : null,
  };
}

export const gongsilRooms: SeedStep = (ctx) => ({
  table: 'gongsil_rooms',
  rows: Array.from({ length: 144 }, (_, i) => gongsilRoom(i, ctx)),
});

function ownRoom(agentId: number, i: number, { now, rnd, pick }: SeedContext) {
  const roomType = ROOM_TYPES[(i + agentId) % ROOM_TYPES.length]!;
  const sellingType = SELLING_TYPES[i % 3]!;
  const dong = pick(DONG);
  const title = `${pick(TITLE_WORDS)} ${ROOM_WORDS[roomType]}`;
  const address = `${dong} ${lotNumber(rnd)}`;
  const basics = {
    rooms_seq: 51000000 + agentId * 1000 + i,
    title,
    address,
    saved_time: minutesAgo(now, 60 * (i * 11 + 1)),
  };
  return {
    ...basics,
    agent_id: agentId,
    room_type: roomType,
    selling_type: sellingType,
    ...askingPrice(roomType, sellingType, rnd),
    status: STATUSES[i % 4]!,
    ...listingDetails({ ...basics, room_type: roomType }),
  };
}

export const ownRooms: SeedStep = (ctx) => ({
  table: 'agent_rooms',
  rows: OWN_ROOMS.flatMap(([office, count]) =>
    Array.from({ length: count }, (_, i) => ownRoom(ctx.id('agents', office), i, ctx)),
  ),
});
