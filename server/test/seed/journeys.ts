// Demo offices of the broker-journey e2e tests (tests/e2e/journeys-*.spec.ts). Each journey
// that changes data has its own account, so the other specs sharing one seeded server keep
// their numbers.
import { builtInFiles } from '../../../config/files.ts';
import { priceLine } from '../../../domain/pricing.ts';
import type { Catalogue } from '../../../domain/product.ts';
import type { Db } from '../../db/index.ts';

type Q = Db['query'];

export const JOURNEY_ACCOUNTS: { email: string; what: string }[] = [
  { email: 'inquiry@demo.kr', what: '문의 열람·답변 (채팅 3건, 문자 3건, 읽지 않음 4건)' },
  { email: 'verify@demo.kr', what: '휴대폰 미인증: 시작 팝업은 휴대폰 인증만' },
  { email: 'buyer@demo.kr', what: '상품 구매: 결제 내용 확인, 약관 동의, 주문 내역' },
];

export interface Office {
  n: number;
  name: string;
  email: string;
  facename: string;
  phone: string;
  phoneVerified: boolean;
  /** false: the office has bought nothing yet (default: one 일반 올인원 line in use). */
  product?: false;
}

const DISTRICTS = [
  ['송파구', '송파구 잠실동'],
  ['서초구', '서초구 반포동'],
  ['마포구', '마포구 망원동'],
] as const;

const OFFICES: Office[] = [
  {
    n: 31,
    name: '서초반포공인중개사사무소',
    email: 'inquiry@demo.kr',
    facename: '한문의',
    phone: '010-3131-3100',
    phoneVerified: true,
  },
  {
    n: 32,
    name: '마포망원공인중개사사무소',
    email: 'verify@demo.kr',
    facename: '오인증',
    phone: '010-3232-3200',
    phoneVerified: false,
  },
  {
    n: 33,
    name: '송파잠실공인중개사사무소',
    email: 'buyer@demo.kr',
    facename: '구매중',
    phone: '010-3333-3300',
    phoneVerified: true,
    product: false,
  },
];

export async function insertOffice(q: Q, hash: string, o: Office): Promise<{ agentId: number }> {
  const [agent] = await q<{ id: number }>(
    `INSERT INTO agents (name, address, tel, facename, phone, tels, email, business_id, reg_id, sign_status,
       use_item, is_owner_terms, is_messenger, owner_max_count, address_sigungu)
     VALUES ($1, $2, $3, $4, $5, ARRAY[$3, $5], $6, $7, $8, 'APPROVAL', true, true, true, 10, $9)
     RETURNING id`,
    [
      o.name,
      `서울특별시 ${DISTRICTS[o.n % 3]![1]} ${400 + o.n}-2 1층`,
      `02-5${o.n}-70${o.n}`,
      o.facename,
      o.phone,
      o.email,
      `214-8${o.n % 10}-1${o.n}55`,
      `11650-2021-00${o.n}`,
      DISTRICTS[o.n % 3]![0],
    ],
  );
  const [user] = await q<{ id: number }>(
    `INSERT INTO users (agent_id, email, password_hash, name, role_type, position, phone, contact_methods,
       is_show_set_contact_method, is_safe_auth, phone_verified, is_sign_user)
     VALUES ($1, $2, $3, $4, 0, 0, $5, '{2,3}', false, true, $6, true) RETURNING id`,
    [agent!.id, o.email, hash, o.facename, o.phone, o.phoneVerified],
  );
  // The product the office uses (useItem comes from the lines in use): 일반 올인원, quantity 10,
  // from ten days ago for 30 days, priced as the catalogue prices it.
  if (o.product !== false) {
    const p = priceLine(builtInFiles().products as Catalogue, 0, 30, 10)!;
    const [order] = await q<{ id: number }>(
      `INSERT INTO orders (agent_id, user_id, ordered_at, total, discount_total)
       VALUES ($1, $2, now() - interval '10 days', $3, $4) RETURNING id`,
      [agent!.id, user!.id, p.total, p.discountPrice],
    );
    await q(
      `INSERT INTO order_lines (order_id, agent_id, type, name, day, quantity, period_from, period_to, price, discount_price, total)
       VALUES ($1, $2, 0, '일반 올인원', '30', 10, (now() AT TIME ZONE 'Asia/Seoul')::date - 10, (now() AT TIME ZONE 'Asia/Seoul')::date + 19, $3, $4, $5)`,
      [order!.id, agent!.id, p.price, p.discountPrice, p.total],
    );
  }
  return { agentId: agent!.id };
}

const INQUIRIES: [tab: 'talk' | 'sms', name: string, phone: string, msg: string, read: boolean][] =
  [
    ['talk', '김하늘', '', '반포동 투룸 아직 계약 가능한가요?', false],
    ['talk', '이준서', '', '주차 한 대 가능한지 궁금합니다.', false],
    ['talk', '박서윤', '', '관리비에 인터넷 포함인가요?', true],
    ['sms', '최민준', '010-4821-1934', '이번 토요일 오전에 방 보러 가도 될까요?', false],
    ['sms', '정유나', '010-5530-2718', '반려견(소형) 함께 살 수 있나요?', false],
    ['sms', '강도현', '010-6642-8305', '입주 가능일이 언제인가요?', true],
  ];

export async function seedJourneys(q: Q, hash: string, now: Date): Promise<void> {
  const ids: number[] = [];
  for (const o of OFFICES) ids.push((await insertOffice(q, hash, o)).agentId);
  for (let i = 0; i < INQUIRIES.length; i++) {
    const [tab, name, phone, msg, read] = INQUIRIES[i]!;
    await q(
      `INSERT INTO inquiries (agent_id, tab, customer_name, customer_phone, message, saved_time, is_read)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [ids[0], tab, name, phone, msg, new Date(now.getTime() - (i * 47 + 12) * 60_000), read],
    );
  }
}
