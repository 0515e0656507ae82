// The notifications raised where their event happens (the sweeps of deadlines are ./sweep.ts):
// their texts and event keys in one place. Each is called inside the transaction that makes the
// change, so a change that rolls back notifies nobody.
import type { Db } from '../db/index.ts';
import type { SmsSender } from '../lib/sms.ts';
import { raiseNotification } from './raise.ts';

type Q = Db['query'];

/** A customer's new inquiry: every broker of the office. */
export const inquiryArrived = (
  q: Q,
  sms: SmsSender,
  i: { agentId: number; inquirySeq: number; customerName: string; roomId: number },
) =>
  raiseNotification(
    q,
    sms,
    { agentId: i.agentId },
    {
      kind: 'INQUIRY',
      key: `inquiry:${i.inquirySeq}`,
      title: '새 문의가 왔습니다',
      body: `${i.customerName} 님이 매물번호 ${i.roomId}에 문의했습니다.`,
    },
  );

/** A warning or a registration ban recorded for a report answered as false: the user it binds. */
export const penaltyApplied = (
  q: Q,
  sms: SmsSender,
  p: { userId: number; penaltyId: number; article: string; penalty: string },
) =>
  raiseNotification(
    q,
    sms,
    { userIds: [p.userId] },
    {
      kind: 'PENALTY',
      key: `penalty:${p.penaltyId}`,
      title: '페널티가 적용되었습니다',
      body: `매물번호 ${p.article} 신고 처리로 ${p.penalty}이(가) 적용되었습니다. 처리일로부터 2주 안에 이의를 신청할 수 있습니다.`,
    },
  );

/** A product line renewed by an order: every broker of the office. */
export const productRenewed = (
  q: Q,
  sms: SmsSender,
  r: { agentId: number; lineId: number; name: string; periodTo: string },
) =>
  raiseNotification(
    q,
    sms,
    { agentId: r.agentId },
    {
      kind: 'PRODUCT_RENEWED',
      key: `product-renewed:${r.lineId}`,
      title: '상품이 연장되었습니다',
      body: `${r.name} 상품이 ${r.periodTo}까지 연장되었습니다.`,
    },
  );
