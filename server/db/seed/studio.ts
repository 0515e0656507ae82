// Demo data of the config studio: the product staff account (staff@demo.kr, demo password).
// Staff belong to the operating company's own office row so sessions work like any account.
import type { Db } from '../index.ts';

export const STAFF_ACCOUNTS = [
  {
    email: 'staff@demo.kr',
    name: '상품운영팀',
    what: '상품 운영 스태프: 설정 버전 게시·이력·롤백 API (/api/v2/studio), 중개사 화면 없음',
  },
] as const;

export async function seedStudio(q: Db['query'], passwordHash: string): Promise<void> {
  const [agent] = await q<{ id: number }>(
    `INSERT INTO agents (name, address, tel, facename, phone, email, business_id, reg_id)
     VALUES ('다방 상품운영팀', '서울특별시 강남구 테헤란로 1', '02-1899-6840', '운영팀', '010-0000-0000',
       'staff@demo.kr', '000-00-00000', '운영-0000')
     RETURNING id`,
  );
  for (const s of STAFF_ACCOUNTS) {
    await q(
      `INSERT INTO users (agent_id, email, password_hash, name, role, duty, position)
       VALUES ($1, $2, $3, $4, 'staff', '스태프', 0)`,
      [agent!.id, s.email, passwordHash, s.name],
    );
  }
}
