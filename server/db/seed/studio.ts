// Demo data of the config studio: the product staff accounts (demo password). Staff belong to an
// office row of the operating company so sessions work like any account. editor@demo.kr is the
// studio editors' end-to-end account: drafts are per staff user, so the spec that edits the
// popup chain and menus works on its own draft and never meets another spec's unsaved edits.
import type { Db } from '../index.ts';

export const STAFF_ACCOUNTS = [
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
  {
    email: 'editor@demo.kr',
    name: '설정편집팀',
    what: '상품 운영 스태프 (편집기 e2e 전용): /studio의 팝업 체인, 헤더 메뉴, 문구, 화면 상수, 미리보기',
    office: {
      name: '다방 설정편집팀',
      facename: '편집팀',
      phone: '010-0000-0001',
      businessId: '000-00-00001',
      regId: '운영-0001',
    },
  },
  {
    email: 'preview@demo.kr',
    name: '미리보기팀',
    what: '상품 운영 스태프 (미리보기 e2e 전용): 초안의 헤더 메뉴, 팝업, 상품 구매 화면을 미리보기 틀에서 확인',
    office: {
      name: '다방 미리보기팀',
      facename: '미리보기팀',
      phone: '010-0000-0002',
      businessId: '000-00-00002',
      regId: '운영-0002',
    },
  },
] as const;

/** Each staff account with its own office row, in table order. */
export async function seedStudio(q: Db['query'], passwordHash: string): Promise<void> {
  for (const s of STAFF_ACCOUNTS) {
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
