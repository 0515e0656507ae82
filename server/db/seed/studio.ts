// Demo data of the config studio: the product staff accounts (demo password). Staff belong to an
// office row of the operating company so sessions work like any account. The browser tests'
// own staff accounts (server/test/seed/studio-editors.ts) are written by the same function.
// staff@ holds every studio role; viewer@, editor@, publisher@ and approver@ hold one each, so
// the demo shows what each role may do (editor@ is also the studio editors' browser spec's
// account: drafts are per staff user, and that spec restarts its draft).
import type { StaffRole } from '../../lib/roles.ts';
import type { Db } from '../index.ts';

/** A staff login, its studio roles and the operating company's office row it belongs to. */
export interface StaffAccount {
  email: string;
  name: string;
  what: string;
  roles: readonly StaffRole[];
  office: { name: string; facename: string; phone: string; businessId: string; regId: string };
}

export const ALL_STAFF_ROLES: readonly StaffRole[] = ['viewer', 'editor', 'publisher', 'approver'];

export const STAFF_ACCOUNTS: readonly StaffAccount[] = [
  {
    email: 'staff@demo.kr',
    name: '상품운영팀',
    what: '상품 운영 스태프 (열람·편집·게시·승인 모두): 설정 버전 게시·이력·롤백 API (/api/v2/studio), 중개사 화면 없음',
    roles: ALL_STAFF_ROLES,
    office: {
      name: '다방 상품운영팀',
      facename: '운영팀',
      phone: '010-0000-0000',
      businessId: '000-00-00000',
      regId: '운영-0000',
    },
  },
  {
    email: 'viewer@demo.kr',
    name: '설정열람팀',
    what: '상품 운영 스태프, 열람 권한만: 초안·이력·검토 요청·예약 게시를 볼 수만 있음',
    roles: ['viewer'],
    office: {
      name: '다방 설정열람팀',
      facename: '열람팀',
      phone: '010-0000-0004',
      businessId: '000-00-00004',
      regId: '운영-0004',
    },
  },
  {
    email: 'editor@demo.kr',
    name: '설정편집팀',
    what: '상품 운영 스태프, 편집 권한만: 초안을 고치고 검토 요청을 보냄 (편집기 e2e도 이 계정을 씀)',
    roles: ['editor'],
    office: {
      name: '다방 설정편집팀',
      facename: '편집팀',
      phone: '010-0000-0001',
      businessId: '000-00-00001',
      regId: '운영-0001',
    },
  },
  {
    email: 'publisher@demo.kr',
    name: '설정게시팀',
    what: '상품 운영 스태프, 게시 권한만: 검토가 필요 없는 초안과 승인된 요청을 게시하고, 게시 시각을 예약·취소',
    roles: ['publisher'],
    office: {
      name: '다방 설정게시팀',
      facename: '게시팀',
      phone: '010-0000-0005',
      businessId: '000-00-00005',
      regId: '운영-0005',
    },
  },
  {
    email: 'approver@demo.kr',
    name: '설정승인팀',
    what: '상품 운영 스태프, 승인 권한만: 다른 사람의 검토 요청(가격·할인·패키지 구간·팝업 체인)을 승인하거나 돌려보냄',
    roles: ['approver'],
    office: {
      name: '다방 설정승인팀',
      facename: '승인팀',
      phone: '010-0000-0006',
      businessId: '000-00-00006',
      regId: '운영-0006',
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
      `INSERT INTO users (agent_id, email, password_hash, name, role, duty, position, staff_roles)
       VALUES ($1, $2, $3, $4, 'staff', '스태프', 0, $5::text[])`,
      [agent!.id, s.email, passwordHash, s.name, [...s.roles]],
    );
  }
}
