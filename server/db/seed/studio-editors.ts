// Demo data of the studio editors' end-to-end test: a second product staff account, so the
// spec that edits the popup chain and menus works on its own draft (drafts are per staff user)
// and never meets another spec's unsaved edits.
import type { Db } from '../index.ts';

export const STUDIO_EDITOR_ACCOUNTS = [
  {
    email: 'editor@demo.kr',
    name: '설정편집팀',
    what: '상품 운영 스태프 (편집기 e2e 전용): /studio의 팝업 체인, 헤더 메뉴, 문구, 화면 상수, 미리보기',
  },
] as const;

export async function seedStudioEditors(q: Db['query'], passwordHash: string): Promise<void> {
  const [agent] = await q<{ id: number }>(
    `INSERT INTO agents (name, address, tel, facename, phone, email, business_id, reg_id)
     VALUES ('다방 설정편집팀', '서울특별시 강남구 테헤란로 1', '02-1899-6840', '편집팀', '010-0000-0001',
       'editor@demo.kr', '000-00-00001', '운영-0001')
     RETURNING id`,
  );
  for (const s of STUDIO_EDITOR_ACCOUNTS) {
    await q(
      `INSERT INTO users (agent_id, email, password_hash, name, role, duty, position)
       VALUES ($1, $2, $3, $4, 'staff', '스태프', 0)`,
      [agent!.id, s.email, passwordHash, s.name],
    );
  }
}
