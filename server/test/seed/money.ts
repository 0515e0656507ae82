// Demo offices of the money-and-messages journeys (issue 23; tests/e2e/journeys-money.spec.ts):
// each journey that pays, texts or changes a password has its own account, so the other specs
// sharing one seeded server keep their numbers. renew@ holds a product in use and one bought
// to start next week (예정); answer@ has text inquiries to answer; recover@ recovers its
// password with a code texted to its registered phone.
import { builtInFiles } from '../../../config/files.ts';
import { priceLine } from '../../../domain/pricing.ts';
import type { Catalogue } from '../../../domain/product.ts';
import type { Db } from '../../db/index.ts';
import { insertOffice, type Office } from './journeys.ts';

type Q = Db['query'];

export const MONEY_ACCOUNTS: { email: string; what: string }[] = [
  {
    email: 'renew@demo.kr',
    what: '상품 연장: 이용중 1건과 다음 주 시작 예정 1건, 연장은 상품마다 한 번',
  },
  { email: 'answer@demo.kr', what: '문자 문의 답변: 두 번 눌러도 문자는 한 통' },
  { email: 'recover@demo.kr', what: '비밀번호 찾기: 등록된 휴대폰 010-3939-3900으로 인증번호' },
];

const OFFICES: Office[] = [
  {
    n: 37,
    name: '관악봉천공인중개사사무소',
    email: 'renew@demo.kr',
    facename: '연장해',
    phone: '010-3737-3700',
    phoneVerified: true,
  },
  {
    n: 38,
    name: '동작사당공인중개사사무소',
    email: 'answer@demo.kr',
    facename: '답장중',
    phone: '010-3838-3800',
    phoneVerified: true,
  },
  {
    n: 39,
    name: '강동천호공인중개사사무소',
    email: 'recover@demo.kr',
    facename: '찾는중',
    phone: '010-3939-3900',
    phoneVerified: true,
  },
];

const INQUIRIES: [name: string, phone: string, msg: string][] = [
  ['윤서준', '010-7215-4408', '사당역 원룸 이번 주말에 볼 수 있을까요?'],
  ['한지우', '010-6630-1952', '관리비가 얼마인지 알려주세요.'],
];

export async function seedMoney(q: Q, hash: string, now: Date): Promise<void> {
  const ids: number[] = [];
  for (const o of OFFICES) ids.push((await insertOffice(q, hash, o)).agentId);
  // renew@: a second product line, bought today to start in seven days (예정 until then).
  const p = priceLine(builtInFiles().products as Catalogue, 9, 30, 10)!;
  const [order] = await q<{ id: number }>(
    `INSERT INTO orders (agent_id, user_id, total, discount_total)
     SELECT $1, id, $2, $3 FROM users WHERE email = 'renew@demo.kr' RETURNING id`,
    [ids[0], p.total, p.discountPrice],
  );
  await q(
    `INSERT INTO order_lines (order_id, agent_id, type, name, day, quantity, period_from, period_to, price, discount_price, total)
     VALUES ($1, $2, 9, '일반 원룸', '30', 10, CURRENT_DATE + 7, CURRENT_DATE + 36, $3, $4, $5)`,
    [order!.id, ids[0], p.price, p.discountPrice, p.total],
  );
  for (let i = 0; i < INQUIRIES.length; i++) {
    const [name, phone, msg] = INQUIRIES[i]!;
    await q(
      `INSERT INTO inquiries (agent_id, tab, customer_name, customer_phone, message, saved_time, is_read)
       VALUES ($1, 'sms', $2, $3, $4, $5, false)`,
      [ids[1], name, phone, msg, new Date(now.getTime() - (i * 53 + 9) * 60_000)],
    );
  }
}
