// The demo accounts as the README lists them; all share one password.
export const DEMO_PASSWORD = 'demo1234!';

export const DEMO_ACCOUNTS: { email: string; what: string }[] = [
  { email: 'master@demo.kr', what: '대표(마스터) 계정, 상품 이용중, 전자계약 승인, 팝업 없음' },
  { email: 'sub@demo.kr', what: '같은 중개사무소의 소속 계정 (직책 1)' },
  { email: 'serve@demo.kr', what: '서브 이용자: 아파트 상품만 보유, 네이버 상품 보유' },
  { email: 'report@demo.kr', what: '미처리 허위매물 신고 (다방 2, 네이버 1), 경고 2회' },
  { email: 'penalty@demo.kr', what: '매물 등록 제한(패널티) 중' },
  {
    email: 'chain@demo.kr',
    what: '시작 팝업 전체 순서 (공지, 이벤트, 직책, 연락방법, 휴대폰, 상품없음)',
  },
  { email: 'role2@demo.kr', what: '중개보조원 (직책 2, 전자계약 메뉴 없음)' },
  { email: 'nosign@demo.kr', what: '전자계약 상태 NONE' },
];
