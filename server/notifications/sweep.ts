// Notifications of deadlines nobody acts on at a moment: a report's handling deadline (the
// specification's 2 business days, stored with each report) within its last day, a gongsil
// claim within a day of its release (ui.json gongsil.claimDays), and a product within a week of
// its end that no order renewed; and the e-contract approval, which the back office writes
// outside this server (the database stamps agents.sign_approved_at, migration 034). Run every minute by ./sweep-runner.ts; raiseNotification
// stores each once per user, so running again (or in several processes) adds nothing.
import { kstDateKey } from '../../domain/business-days.ts';
import type { Db } from '../db/index.ts';
import { formatKst } from '../lib/format.ts';
import type { SmsSender } from '../lib/sms.ts';
import { raiseNotification } from './raise.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How long before a deadline its notification comes. */
export const REPORT_NOTICE_MS = DAY_MS;
export const CLAIM_NOTICE_MS = DAY_MS;
export const PRODUCT_NOTICE_DAYS = 7;
/** An approval older than this is not announced any more (a server that was down for days). */
export const APPROVAL_NOTICE_MS = 3 * DAY_MS;

export interface SweepArgs {
  db: Db;
  sms: SmsSender;
  now: Date;
  claimDays: number;
}

/** Raises every deadline notification due at `now`; returns how many rows it wrote. */
export async function sweepDeadlines({ db, sms, now, claimDays }: SweepArgs): Promise<number> {
  let written = 0;
  const reports = await db.query<{
    report_id: string;
    user_id: number;
    article: string;
    deadline: Date;
  }>(
    `SELECT report_id, user_id, coalesce(rooms_seq, naver_room_num)::text AS article, deadline
       FROM fake_reports
      WHERE status = 'PENDING' AND deadline > $1 AND deadline <= $2`,
    [now, new Date(now.getTime() + REPORT_NOTICE_MS)],
  );
  const claims = await db.query<{ rooms_seq: number; agent_id: number; claimed_at: Date }>(
    `SELECT rooms_seq, agent_id, claimed_at FROM gongsil_rooms
      WHERE bucket = 'preempt' AND listing_rooms_seq IS NULL
        AND claimed_at > $1 AND claimed_at <= $2`,
    [
      new Date(now.getTime() - claimDays * DAY_MS),
      new Date(now.getTime() - claimDays * DAY_MS + CLAIM_NOTICE_MS),
    ],
  );
  const today = kstDateKey(now);
  const products = await db.query<{
    id: number;
    agent_id: number;
    name: string;
    period_to: string;
  }>(
    `SELECT l.id, l.agent_id, l.name, to_char(l.period_to, 'YYYY-MM-DD') AS period_to
       FROM order_lines l
      WHERE l.period_to >= $1::date AND l.period_to <= $1::date + $2::int
        AND NOT EXISTS (SELECT 1 FROM order_lines r WHERE r.renew_id = l.id)`,
    [today, PRODUCT_NOTICE_DAYS],
  );
  const approvals = await db.query<{ id: number; sign_approved_at: Date }>(
    `SELECT id, sign_approved_at FROM agents
      WHERE sign_status = 'APPROVAL' AND sign_approved_at > $1`,
    [new Date(now.getTime() - APPROVAL_NOTICE_MS)],
  );
  await db.tx(async (q) => {
    for (const r of reports)
      written += await raiseNotification(
        q,
        sms,
        { userIds: [r.user_id] },
        {
          kind: 'REPORT_DEADLINE',
          key: `report-deadline:${r.report_id}`,
          title: '신고 처리 기한이 다가옵니다',
          body: `매물번호 ${r.article} 신고를 ${formatKst(r.deadline)}까지 처리해주세요. 기한이 지나면 경고가 적용되고 광고가 종료됩니다.`,
        },
      );
    for (const c of claims)
      written += await raiseNotification(
        q,
        sms,
        { agentId: c.agent_id },
        {
          kind: 'CLAIM_EXPIRING',
          key: `claim-expiring:${c.rooms_seq}:${new Date(c.claimed_at).getTime()}`,
          title: '선점한 공실의 기한이 다가옵니다',
          body: `공실 ${c.rooms_seq}번을 ${formatKst(new Date(new Date(c.claimed_at).getTime() + claimDays * DAY_MS))}까지 매물로 등록하지 않으면 선점이 풀립니다.`,
        },
      );
    for (const p of products)
      written += await raiseNotification(
        q,
        sms,
        { agentId: p.agent_id },
        {
          kind: 'PRODUCT_EXPIRING',
          key: `product-expiring:${p.id}`,
          title: '이용 중인 상품이 곧 끝납니다',
          body: `${p.name} 상품이 ${p.period_to}에 끝납니다. 계속 이용하려면 연장해주세요.`,
        },
      );
    for (const a of approvals)
      written += await raiseNotification(
        q,
        sms,
        { agentId: a.id },
        {
          kind: 'SIGN_APPROVED',
          key: `sign-approved:${a.id}:${new Date(a.sign_approved_at).getTime()}`,
          title: '전자계약 이용이 승인되었습니다',
          body: '이제 전자계약 메뉴에서 계약서를 작성하고 보낼 수 있습니다.',
        },
      );
  });
  return written;
}
