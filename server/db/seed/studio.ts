// Demo data of the config studio: the product staff account (demo password). Staff belong to an
// office row of the operating company so sessions work like any account. The browser tests'
// own staff accounts (server/test/seed/studio-editors.ts) are written by the same function.
import type { Db } from '../index.ts';

/** A staff login and the operating company's office row it belongs to. */
export interface StaffAccount {
  email: string;
  name: string;
  what: string;
  office: { name: string; facename: string; phone: string; businessId: string; regId: string };
}

export const STAFF_ACCOUNTS: readonly StaffAccount[] = [
  {
    email: 'staff@demo.kr',
    name: '상품운영팀',
    what: '상품 운영 스태프: 설정 버전 게시·이력·롤백 API (/api/v2/studio), 중개사 화면 없음',
    office: {
      name: '다방 상품운영팀',
      facename: '운영팀',
      phone: '010-0000-0000',
      businessId: '000-00-00000',
      regId: '운영-0000',
    },
  },
];

/** Each staff account with its own office row, in table order. */
export async function seedStudio(
  q: Db['query'],
  passwordHash: string,
  accounts: readonly StaffAccount[] = STAFF_ACCOUNTS,
): Promise<void> {
  for (const s of accounts) {
    const [agent] = await q<{ id: number }>(
      `INSERT INTO agents (name, address, tel, facename, phone, email, business_id, reg_id)
       VALUES ($1, '서울특별시 강남구 테헤란로 1', '02-1899-6840', $2, $3, $4, $5, $6)
       RETURNING id`,
      [
        s.office.name,
        s.office.facename,
        s.office.phone,
        s.email,
        s.office.businessId,
        s.office.regId,
      ],
    );
    await q(
      `INSERT INTO users (agent_id, email, password_hash, name, role, duty, position)
       VALUES ($1, $2, $3, $4, 'staff', '스태프', 0)`,
      [agent!.id, s.email, passwordHash, s.name],
    );
  }
}
