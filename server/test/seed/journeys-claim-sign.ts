// Demo offices of the gongsil-claim and e-contract journeys (tests/e2e/journeys-gongsil.spec.ts,
// tests/e2e/journeys-sign.spec.ts). claim-a@ and claim-b@ race for the same open rooms; five
// rooms registered minutes ago sit at the top of the 전체 tab, so a retried test still finds
// one nobody has claimed. econtract@ has both verifications and has not applied yet.
import type { Db } from '../../db/index.ts';
import { minutesAgo } from '../../db/seed/table.ts';
import { todayKst } from '../../lib/format.ts';
import { insertOffice, type Office } from './journeys.ts';

type Q = Db['query'];

export const CLAIM_SIGN_ACCOUNTS: { email: string; what: string }[] = [
  {
    email: 'claim-a@demo.kr',
    what: '공실센터 선점: 먼저 선점하는 사무소 (매물 없음: 등록 안내 툴팁)',
  },
  { email: 'claim-b@demo.kr', what: '공실센터 선점: 한발 늦은 사무소 (409 안내)' },
  { email: 'econtract@demo.kr', what: '전자계약 미신청: 이용 동의 후 신청하면 심사중' },
];

const OFFICES: Office[] = [
  {
    n: 34,
    name: '강서화곡공인중개사사무소',
    email: 'claim-a@demo.kr',
    facename: '선점가',
    phone: '010-3434-3400',
    phoneVerified: true,
  },
  {
    n: 35,
    name: '양천목동공인중개사사무소',
    email: 'claim-b@demo.kr',
    facename: '늦은나',
    phone: '010-3535-3500',
    phoneVerified: true,
  },
  {
    n: 36,
    name: '은평불광공인중개사사무소',
    email: 'econtract@demo.kr',
    facename: '계약중',
    phone: '010-3636-3600',
    phoneVerified: true,
  },
];

/** Open rooms (no office yet) with the owner's request, newest first. */
const OPEN_ROOMS: [
  address: string,
  detail: string,
  roomType: string,
  sellingType: string,
  deposit: number,
  price: number,
  area: number,
  floor: string,
  memo: string,
  requester: string,
][] = [
  [
    '서울특별시 강서구 화곡동 1032-7',
    '302호',
    'TWO_ROOM',
    'LEASE',
    21000,
    0,
    42.5,
    '3층',
    '3월 초 입주 가능한 세입자 원함',
    '윤집주인',
  ],
  [
    '서울특별시 양천구 목동 915-12',
    '201호',
    'ONE_ROOM',
    'MONTHLY',
    1000,
    55,
    23.1,
    '2층',
    '직장인 세입자 선호, 주차 불가',
    '한건물주',
  ],
  [
    '서울특별시 강서구 등촌동 640-3',
    '1502호',
    'OFFICETEL',
    'MONTHLY',
    2000,
    75,
    31.8,
    '15층',
    '보증금 조정 가능',
    '서소유',
  ],
  [
    '서울특별시 은평구 불광동 281-44',
    '401호',
    'THREE_ROOM',
    'LEASE',
    32000,
    0,
    68.9,
    '4층',
    '가족 세입자 원함',
    '임관리',
  ],
  [
    '서울특별시 양천구 신정동 1171-5',
    '105호',
    'ONE_ROOM',
    'MONTHLY',
    500,
    48,
    19.6,
    '1층',
    '빠른 계약 희망',
    '조임대',
  ],
];

/**
 * `minutes` before `now`, but never before today in Korea: the header's "오늘 신규 의뢰" counts
 * these rooms (tests/e2e/journeys-gongsil.spec.ts), and in the first half hour after midnight KST
 * some fell on the day before. Clamped rooms keep their order, `rank` seconds after midnight.
 */
function registeredToday(now: Date, minutes: number, rank: number): Date {
  const midnight = new Date(`${todayKst(now)}T00:00:00+09:00`).getTime();
  return new Date(Math.max(minutesAgo(now, minutes).getTime(), midnight + rank * 1000));
}

export async function seedClaimSign(q: Q, hash: string, now: Date): Promise<void> {
  for (const o of OFFICES) await insertOffice(q, hash, o);
  // The e-contract office: verified, menu shown, not applied yet (the journey applies).
  await q(
    `UPDATE agents SET sign_status = 'NONE', is_ceo_safe_auth = true, is_show_sign_menu = true
      WHERE email = 'econtract@demo.kr'`,
  );
  for (let i = 0; i < OPEN_ROOMS.length; i++) {
    const [address, detail, roomType, sellingType, deposit, price, area, floor, memo, requester] =
      OPEN_ROOMS[i]!;
    const saved = registeredToday(now, 4 + i * 6, OPEN_ROOMS.length - i);
    await q(
      `INSERT INTO gongsil_rooms (rooms_seq, agent_id, bucket, room_type, selling_type, deposit, price,
         address, detail_address, status, area_m2, floor, saved_time, updated_time, request_memo, requester_name)
       VALUES ($1, NULL, 'open', $2, $3, $4, $5, $6, $7, 'public', $8, $9, $10, $10, $11, $12)`,
      [
        53000000 + i * 11,
        roomType,
        sellingType,
        deposit,
        price,
        address,
        detail,
        area,
        floor,
        saved,
        memo,
        requester,
      ],
    );
  }
}
