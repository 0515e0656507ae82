// The staff account of the catalogue browser test (tests/e2e/studio-catalogue.spec.ts): it
// reorders and removes products in a draft of its own and publishes them (every studio role, so
// it asks for review and publishes; approver@ of the demo approves).
import { ALL_STAFF_ROLES, seedStudio, type StaffAccount } from '../../db/seed/studio.ts';
import type { Q } from '../../db/seed/table.ts';

export const CATALOGUE_ACCOUNTS: readonly StaffAccount[] = [
  {
    email: 'catalogue@demo.kr',
    name: '상품편집팀',
    what: '상품 운영 스태프 (상품 목록 편집 e2e 전용, 모든 권한): 상품 순서 바꾸기, 쓰는 곳을 확인하고 상품 삭제, 게시',
    roles: ALL_STAFF_ROLES,
    office: {
      name: '다방 상품편집팀',
      facename: '상품편집팀',
      phone: '010-0000-0024',
      businessId: '000-00-00024',
      regId: '운영-0024',
    },
  },
];

export const seedStudioCatalogue = (q: Q, passwordHash: string) =>
  seedStudio(q, passwordHash, CATALOGUE_ACCOUNTS);
