// Demo data of the withdrawal journey: a one-person office whose master can leave the service
// (no sub-users), with one past order that must survive the withdrawal. Its own account, so the
// e2e test that withdraws it leaves every other demo account intact.
import type { Db } from '../../db/index.ts';

export const FIDELITY_ACCOUNTS = [
  {
    email: 'withdraw@demo.kr',
    what: '혼자 운영하는 사무소의 대표: 회원 탈퇴 시연용 (결제 내역 1건)',
  },
] as const;

export async function seedFidelity(q: Db['query'], passwordHash: string): Promise<void> {
  const [agent] = await q<{ id: number }>(
    `INSERT INTO agents (name, address, tel, facename, phone, email, business_id, reg_id,
                         sign_status, use_item, address_sigungu)
     VALUES ('한결공인중개사사무소', '경기도 성남시 분당구 정자일로 95', '031-712-4480', '윤한결',
       '010-4821-3307', 'withdraw@demo.kr', '129-42-81736', '41135-2019-00412', 'NONE', true, '성남시 분당구')
     RETURNING id`,
  );
  const [user] = await q<{ id: number }>(
    `INSERT INTO users (agent_id, email, password_hash, name, role_type, duty, tel, phone, position,
                        contact_methods, phone_verified)
     VALUES ($1, 'withdraw@demo.kr', $2, '윤한결', 0, '대표', '031-712-4480', '010-4821-3307', 0,
       '{1,2}', true)
     RETURNING id`,
    [agent!.id, passwordHash],
  );
  const [order] = await q<{ id: number }>(
    `INSERT INTO orders (agent_id, user_id, ordered_at, total, discount_total)
     VALUES ($1, $2, now() - interval '40 days', 55000, 0) RETURNING id`,
    [agent!.id, user!.id],
  );
  await q(
    `INSERT INTO order_lines (order_id, agent_id, type, name, day, quantity, period_from, period_to,
                              price, discount_price, total)
     VALUES ($1, $2, 0, '일반 올인원', '30', 1, ((now() - interval '40 days') AT TIME ZONE 'Asia/Seoul')::date,
       ((now() - interval '11 days') AT TIME ZONE 'Asia/Seoul')::date, 55000, 0, 55000)`,
    [order!.id, agent!.id],
  );
}
