import type { FakeReportDetail } from '../api/get-agent-treat-detail';
import type { AgentTreatResult } from '../api/post-agent-treat';

/** A pending report as the detail call returns it (amounts below 1000, A-49). */
export function reportDetail(over: Partial<FakeReportDetail> = {}): FakeReportDetail {
  return {
    address: '서울특별시 동작구 상도동 326-1',
    buildingUseType: 'APARTMENT_HOUSE',
    buildingUseStr: '공동주택',
    deposit: 500,
    leaseType: 'LEASE',
    price: 0,
    reasonType: 'PRICE',
    reasonDescription: '광고 가격과 실제 가격이 다릅니다.',
    reportSeq: 1001,
    reportId: 'RPT-D-1001',
    roomsSeq: 51003001,
    naverRoomNum: null,
    inflowType: 'DABANG',
    savedTime: '2026-05-04T10:30:00+09:00',
    formatAgentContact: '상도역공인중개사사무소 정신고 010-2040-3040',
    pendingCount: 1,
    deadline: '2026-05-06T10:30:00+09:00',
    ...over,
  };
}

export const reportFieldsResult: Omit<AgentTreatResult, 'kisoNetworkStatus'> = {
  reportCount: 0,
  reportCountStr: '0',
  warningCount: 3,
  warningCountStr: '3',
  hasPenalty: false,
  hasNaverPenalty: false,
  hasReport: false,
  hasWarning: true,
  hasNaverReport: false,
  naverReportCount: 0,
  naverReportCountStr: '0',
  hasNaverSameAddressTradeComplete: false,
  naverSameAddressTradeCompleteCount: 0,
  naverSameAddressTradeCompleteCountStr: '0',
  hasWaitReportByBusinessId: false,
  waitReportUserListByBusinessId: [],
  hasWaitNaverReportByBusinessId: false,
  waitNaverReportUserListByBusinessId: [],
  hasWaitNaverSameAddressTradeCompleteByBusinessId: false,
  waitNaverSameAddressTradeCompleteUserListByBusinessId: [],
};
