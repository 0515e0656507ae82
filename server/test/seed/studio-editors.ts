// The studio's browser-test staff accounts: drafts are per staff user, so the preview spec
// (preview@) and the history and import spec (history@) each work on their own draft and never
// meet another spec's unsaved edits; both hold every studio role. The spec that edits the popup
// chain and menus signs in as the demo's editor@ (server/db/seed/studio.ts).
import { ALL_STAFF_ROLES, seedStudio, type StaffAccount } from '../../db/seed/studio.ts';
import type { Q } from '../../db/seed/table.ts';

export const EDITOR_ACCOUNTS: readonly StaffAccount[] = [
  {
    email: 'preview@demo.kr',
    name: '미리보기팀',
    what: '상품 운영 스태프 (미리보기 e2e 전용, 모든 권한): 초안의 헤더 메뉴, 팝업, 상품 구매 화면을 미리보기 틀에서 확인',
    roles: ALL_STAFF_ROLES,
    office: {
      name: '다방 미리보기팀',
      facename: '미리보기팀',
      phone: '010-0000-0002',
      businessId: '000-00-00002',
      regId: '운영-0002',
    },
  },
  {
    email: 'history@demo.kr',
    name: '기록확인팀',
    what: '상품 운영 스태프 (변경 기록·가져오기 e2e 전용, 모든 권한): 게시와 되돌리기의 기록, 두 버전 비교, 내보낸 파일 가져오기, 실행 취소와 초안 버리기',
    roles: ALL_STAFF_ROLES,
    office: {
      name: '다방 기록확인팀',
      facename: '기록확인팀',
      phone: '010-0000-0003',
      businessId: '000-00-00003',
      regId: '운영-0003',
    },
  },
];

export const seedStudioEditors = (q: Q, passwordHash: string) =>
  seedStudio(q, passwordHash, EDITOR_ACCOUNTS);
