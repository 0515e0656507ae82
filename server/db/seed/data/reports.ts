// Fake-listing reports waiting for the report office (report@ and report2@), their handling
// deadlines (the same business-day rule the popup counts), the handled history and penalties.
import { builtInFiles } from '../../../../config/files.ts';
import { handlingDeadline } from '../../../../domain/business-days.ts';
import type { UiConfig } from '../../../../src/generated/config/ui.ts';
import { dayOffset, minutesAgo, type SeedStep } from '../table.ts';

interface Report {
  id: string;
  user: string;
  kind: 'FAKE' | 'SAME_ADDRESS';
  inflow: 'DABANG' | 'NAVER';
  /** Dabang roomsSeq or NAVER article number. */
  listing: number;
  reason: string;
  reasonText: string;
  buildingUse: [type: string, label: string];
  deal: [lease: 'MONTHLY' | 'LEASE' | 'SALE', deposit: number, price: number];
  address: string;
  hoursAgo: number;
}

// prettier-ignore
const REPORTS: Report[] = [
  { id: 'RPT-D-1001', user: 'report@demo.kr', kind: 'FAKE', inflow: 'DABANG', listing: 51003001, reason: 'CMPL', reasonText: '이미 계약이 완료된 방이라고 안내받았습니다.', buildingUse: ['APARTMENT_HOUSE', '공동주택'], deal: ['LEASE', 9500, 0], address: '서울특별시 동작구 상도동 326-1 상도하이빌 201호', hoursAgo: 20 },
  { id: 'RPT-D-1002', user: 'report@demo.kr', kind: 'FAKE', inflow: 'DABANG', listing: 51003002, reason: 'PRICE', reasonText: '광고 가격과 실제 가격이 다릅니다. 월세가 10만원 더 비쌉니다.', buildingUse: ['INPUT', '근린생활시설(다가구 일부)'], deal: ['MONTHLY', 300, 45], address: '서울특별시 관악구 신림동 1422-5 3층', hoursAgo: 5 },
  { id: 'RPT-N-2001', user: 'report@demo.kr', kind: 'FAKE', inflow: 'NAVER', listing: 240123456, reason: 'ETC', reasonText: '방문했는데 매물이 존재하지 않았습니다.', buildingUse: ['DETACHED_HOUSE', '단독주택'], deal: ['MONTHLY', 1000, 55], address: '서울특별시 관악구 봉천동 1718', hoursAgo: 30 },
  { id: 'RPT-D-1003', user: 'report2@demo.kr', kind: 'FAKE', inflow: 'DABANG', listing: 51003005, reason: 'AUCT', reasonText: '경매 진행 중인 매물입니다.', buildingUse: ['SECOND_NEARBY_ROAD_FACILITIES', '제2종 근린생활시설'], deal: ['MONTHLY', 1000, 60], address: '서울특별시 동작구 상도동 211-3', hoursAgo: 40 },
  { id: 'RPT-N-2002', user: 'report2@demo.kr', kind: 'FAKE', inflow: 'NAVER', listing: 240123999, reason: 'IMPO', reasonText: '집주인이 임대 의사가 없다고 합니다.', buildingUse: ['BUSINESS_FACILITIES', '업무시설'], deal: ['LEASE', 9000, 0], address: '서울특별시 동작구 상도동 150-8', hoursAgo: 44 },
  { id: 'RPT-S-3001', user: 'report2@demo.kr', kind: 'SAME_ADDRESS', inflow: 'NAVER', listing: 240124500, reason: 'CMPL', reasonText: '동일 주소 매물 거래완료 신고', buildingUse: ['ACCOMMODATION', '숙박시설'], deal: ['MONTHLY', 200, 35], address: '서울특별시 동작구 상도동 99-1', hoursAgo: 50 },
];

/** Handled reports: [account, listing, source, step, warning, penalty, days ago]. */
const HISTORY: [string, number, string, string, string, string, number][] = [
  ['report@demo.kr', 51002001, 'DABANG', 'FAKE_ROOM', '경고 1회', '-', 40],
  ['report@demo.kr', 51002002, 'DABANG', 'NORMAL_ROOM', '-', '-', 38],
  ['report@demo.kr', 240110001, 'NAVER', 'NORMAL_ROOM', '-', '-', 35],
  ['report@demo.kr', 51002003, 'DABANG', 'FAKE_ROOM', '경고 1회', '-', 30],
  ['report@demo.kr', 51002004, 'DABANG', 'NORMAL_ROOM', '-', '-', 25],
  ['report@demo.kr', 240110002, 'NAVER', 'NORMAL_ROOM', '-', '-', 20],
  ['report@demo.kr', 51002005, 'DABANG', 'NORMAL_ROOM', '-', '-', 15],
  ['report@demo.kr', 51002006, 'DABANG', 'NORMAL_ROOM', '-', '-', 10],
  ['penalty@demo.kr', 51004001, 'DABANG', 'FAKE_ROOM', '경고 1회', '-', 20],
  ['penalty@demo.kr', 51004002, 'DABANG', 'FAKE_ROOM', '경고 1회', '-', 12],
  ['penalty@demo.kr', 51004003, 'NAVER', 'FAKE_ROOM', '경고 1회', '7일 등록 제한', 2],
];

/** Penalty tab: [account, listing, source name, days ago, penalty]. */
const PENALTIES: [string, string, string, number, string][] = [
  ['report@demo.kr', '51002001', '다방', 40, '경고 1회'],
  ['report@demo.kr', '51002003', '다방', 30, '경고 1회'],
  ['penalty@demo.kr', '51004001', '다방', 20, '경고 1회'],
  ['penalty@demo.kr', '51004002', '다방', 12, '경고 1회'],
  ['penalty@demo.kr', '240110003', '네이버부동산', 2, '7일 등록 제한'],
];

export const reports: SeedStep = ({ id, now, holidays }) => [
  {
    table: 'fake_reports',
    rows: REPORTS.map((r) => {
      const saved = minutesAgo(now, r.hoursAgo * 60);
      return {
        report_id: r.id,
        report_seq: Number(r.id.slice(6)),
        user_id: id('users', r.user),
        agent_id: id('agents', 'report'),
        kind: r.kind,
        inflow_type: r.inflow,
        rooms_seq: r.inflow === 'DABANG' ? r.listing : null,
        naver_room_num: r.inflow === 'NAVER' ? r.listing : null,
        reason_type: r.reason,
        reason_description: r.reasonText,
        building_use_type: r.buildingUse[0],
        building_use_str: r.buildingUse[1],
        lease_type: r.deal[0],
        deposit: r.deal[1],
        price: r.deal[2],
        address: r.address,
        format_agent_contact: '상도역공인중개사사무소 정신고 010-2040-3040',
        saved_time: saved,
        deadline: handlingDeadline(
          saved,
          holidays,
          (builtInFiles().ui as UiConfig).reports.deadlineBusinessDays,
        ),
      };
    }),
  },
  {
    table: 'report_history',
    rows: HISTORY.map(([user, roomsSeq, inflow, step, warning, penalty, daysAgo]) => ({
      user_id: id('users', user),
      rooms_seq: roomsSeq,
      inflow_type: inflow,
      report_step: step,
      warning,
      penalty,
      created_at: minutesAgo(now, daysAgo * 1440),
    })),
  },
  {
    table: 'penalties',
    rows: PENALTIES.map(([user, article, source, daysAgo, penalty]) => ({
      user_id: id('users', user),
      cp_article_no: article,
      cp_name: source,
      warning_date: dayOffset(now, -daysAgo),
      penalty,
    })),
  },
];

/** Customer inquiries: seven per office, the three newest unread. */
const NAMES = ['김민지', '이서준', '박지우', '최하윤', '정도윤', '강서연', '조예준', '윤지아'];
const MESSAGES = [
  '방 아직 있나요?',
  '주차 가능한가요?',
  '반려동물 가능할까요?',
  '이번 주말에 방문 가능할까요?',
  '관리비 포함 금액이 궁금합니다.',
  '전입신고 가능한가요?',
];

export const inquiries: SeedStep = ({ id, now, pick }) => ({
  table: 'inquiries',
  rows: ['master', 'serve', 'report', 'nosign'].flatMap((office) =>
    Array.from({ length: 7 }, (_, i) => ({
      agent_id: id('agents', office),
      tab: i % 2 ? 'sms' : 'talk',
      customer_name: pick(NAMES),
      message: pick(MESSAGES),
      saved_time: minutesAgo(now, 60 * (i * 5 + 1)),
      is_read: i > 2,
    })),
  ),
});
