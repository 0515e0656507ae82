// Offices and staff of the segment rollout tests (issue 25 item 5; tests/e2e/studio-rollout.spec.ts
// and server/handlers/studio-rollout.test.ts): one office in 강남구 and one in 마포구, each holding
// the default 일반 올인원 line, and two staff accounts with every studio role (the rollout's
// author and another staff member who approves its review request).
import { ALL_STAFF_ROLES, seedStudio, type StaffAccount } from '../../db/seed/studio.ts';
import type { Q } from '../../db/seed/table.ts';
import { insertOffice, type Office } from './journeys.ts';

export const SEGMENT_STAFF: readonly StaffAccount[] = [
  {
    email: 'rollout@demo.kr',
    name: '단계공개팀',
    what: '상품 운영 스태프 (단계적 공개 e2e 전용, 모든 권한): 강남구 사무소에 먼저 가격 변경을 공개',
    roles: ALL_STAFF_ROLES,
    office: {
      name: '다방 단계공개팀',
      facename: '단계공개팀',
      phone: '010-0000-0005',
      businessId: '000-00-00005',
      regId: '운영-0005',
    },
  },
  {
    email: 'rollout-approver@demo.kr',
    name: '단계공개승인',
    what: '상품 운영 스태프 (단계적 공개 e2e 전용, 모든 권한): rollout@의 검토 요청을 승인',
    roles: ALL_STAFF_ROLES,
    office: {
      name: '다방 단계공개승인',
      facename: '단계공개승인',
      phone: '010-0000-0006',
      businessId: '000-00-00006',
      regId: '운영-0006',
    },
  },
];

const OFFICES: (Office & { sigungu: string; address: string })[] = [
  {
    n: 51,
    name: '강남역삼공인중개사사무소',
    email: 'gangnam@demo.kr',
    facename: '강남점',
    phone: '010-5151-5100',
    phoneVerified: true,
    sigungu: '강남구',
    address: '서울특별시 강남구 역삼동 451-2 1층',
  },
  {
    n: 52,
    name: '마포망원공인중개사사무소',
    email: 'mapo@demo.kr',
    facename: '마포점',
    phone: '010-5252-5200',
    phoneVerified: true,
    sigungu: '마포구',
    address: '서울특별시 마포구 망원동 452-2 1층',
  },
];

export const SEGMENT_ACCOUNTS: readonly { email: string; what: string }[] = [
  ...SEGMENT_STAFF,
  {
    email: 'gangnam@demo.kr',
    what: '단계적 공개: 강남구 사무소 (addressSigungu 강남구), 대상 안에서 바뀐 가격을 봄',
  },
  {
    email: 'mapo@demo.kr',
    what: '단계적 공개: 마포구 사무소 (addressSigungu 마포구), 대상 밖이라 기존 가격을 봄',
  },
];

export async function seedSegments(q: Q, hash: string): Promise<void> {
  await seedStudio(q, hash, SEGMENT_STAFF);
  for (const o of OFFICES) {
    const { agentId } = await insertOffice(q, hash, o);
    await q('UPDATE agents SET address_sigungu = $2, address = $3 WHERE id = $1', [
      agentId,
      o.sigungu,
      o.address,
    ]);
  }
}
