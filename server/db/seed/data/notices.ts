// Notices and events, for the chain account only (master sees a clean dashboard). Dates are
// relative to the day the data is written and their weekdays are computed, images are files the
// portal serves itself (public/files), and no notice carries a script: the SPA's sanitiser is
// tested with its own hostile fixtures.
import { koreanMonthDay } from '../../../../domain/korean-dates.ts';
import type { SeedStep } from '../table.ts';

/** The next maintenance night: 02:00 Korea time, eight days after `now`. */
export function maintenanceStart(now: Date): Date {
  const day = new Date(now.getTime() + 8 * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);
  return new Date(`${day}T02:00:00+09:00`);
}

export const notices: SeedStep = ({ id, now }) => {
  const chain = id('users', 'chain@demo.kr');
  const when = koreanMonthDay(maintenanceStart(now));
  return {
    table: 'notices',
    rows: [
      {
        kind: 'TEXT',
        user_id: chain,
        title: '서비스 점검 안내',
        content: `<p><b>${when} 02:00 ~ 06:00</b> 서비스 점검이 진행됩니다.</p><ul><li>매물 등록 일시 중단</li><li>결제 일시 중단</li></ul>`,
        expires: null,
        url: null,
        img: null,
        is_login_required: false,
      },
      {
        kind: 'TEXT',
        user_id: chain,
        title: '허위매물 정책 변경 안내',
        content:
          '<p>허위매물 자율처리 기한이 <a href="https://example.kr/policy">2영업일</a>로 변경됩니다.</p><p><img src="/files/policy-deadline.svg" alt="신고 접수부터 2영업일 안에 자율처리"></p><p>자세한 내용은 공지사항을 확인해주세요.</p>',
        expires: 3,
        url: 'https://example.kr/notice/1024',
        img: null,
        is_login_required: false,
      },
      {
        kind: 'EVENT',
        user_id: chain,
        title: '신규 가입 감사 이벤트',
        content: '첫 상품 구매 시 10% 할인',
        expires: 1,
        url: 'https://example.kr/event/welcome',
        img: '/files/event-1.svg',
        is_login_required: true,
      },
      {
        kind: 'EVENT',
        user_id: chain,
        title: '전자계약 무료 체험',
        content: '전자계약 BASIC 30일 무료',
        expires: null,
        url: 'https://example.kr/event/sign',
        img: '/files/event-2.svg',
        is_login_required: false,
      },
    ],
  };
};
