// Report and penalty fields of a user (seed 000 §3.1), computed from stored rows in the same
// statement as the rest of a response: agent/info reads them with the session and the office in
// one round trip (issue 14), the report answer reads them alone.
import type { Db } from '../db/index.ts';
import { countStr } from './format.ts';

/** Columns of the report fields, for a statement where `u` is the users row and `agentId` the
 * office's id expression; join `reportFieldsJoin(agentId)` into the same FROM. */
export const REPORT_FIELD_COLUMNS = `u.warning_count AS rf_warning_count,
  (u.penalty_until IS NOT NULL AND u.penalty_until > now()) AS rf_has_penalty,
  u.has_naver_penalty AS rf_has_naver_penalty,
  rf.rf_report_count, rf.rf_naver_count, rf.rf_same_count,
  rf.rf_wait_report, rf.rf_wait_naver, rf.rf_wait_same`;

/** The office's pending reports folded into one row (counts of the user's own, lists of all). */
export const reportFieldsJoin = (agentId: string) => `CROSS JOIN LATERAL (
  SELECT count(*) FILTER (WHERE f.user_id = u.id AND f.kind = 'FAKE' AND f.inflow_type = 'DABANG')::int AS rf_report_count,
         count(*) FILTER (WHERE f.user_id = u.id AND f.kind = 'FAKE' AND f.inflow_type = 'NAVER')::int AS rf_naver_count,
         count(*) FILTER (WHERE f.user_id = u.id AND f.kind = 'SAME_ADDRESS')::int AS rf_same_count,
         coalesce(array_agg(coalesce(f.rooms_seq, 0) ORDER BY f.saved_time) FILTER (WHERE f.kind = 'FAKE' AND f.inflow_type = 'DABANG'), '{}') AS rf_wait_report,
         coalesce(array_agg(coalesce(f.naver_room_num, 0) ORDER BY f.saved_time) FILTER (WHERE f.kind = 'FAKE' AND f.inflow_type = 'NAVER'), '{}') AS rf_wait_naver,
         coalesce(array_agg(coalesce(f.naver_room_num, 0) ORDER BY f.saved_time) FILTER (WHERE f.kind = 'SAME_ADDRESS'), '{}') AS rf_wait_same
    FROM fake_reports f WHERE f.agent_id = ${agentId} AND f.status = 'PENDING') rf`;

export interface ReportFieldRow {
  rf_warning_count: number;
  rf_has_penalty: boolean;
  rf_has_naver_penalty: boolean;
  rf_report_count: number;
  rf_naver_count: number;
  rf_same_count: number;
  rf_wait_report: number[];
  rf_wait_naver: number[];
  rf_wait_same: number[];
}

/** The response fields from a row holding REPORT_FIELD_COLUMNS. */
export function reportFieldsOf(r: ReportFieldRow) {
  const reportCount = r.rf_report_count;
  const naverReportCount = r.rf_naver_count;
  const sameCount = r.rf_same_count;
  const warningCount = r.rf_warning_count ?? 0;
  return {
    reportCount,
    reportCountStr: countStr(reportCount),
    warningCount,
    warningCountStr: countStr(warningCount),
    hasPenalty: !!r.rf_has_penalty,
    hasNaverPenalty: !!r.rf_has_naver_penalty,
    hasReport: reportCount > 0,
    hasWarning: warningCount > 0,
    hasNaverReport: naverReportCount > 0,
    naverReportCount,
    naverReportCountStr: countStr(naverReportCount),
    hasNaverSameAddressTradeComplete: sameCount > 0,
    naverSameAddressTradeCompleteCount: sameCount,
    naverSameAddressTradeCompleteCountStr: countStr(sameCount),
    hasWaitReportByBusinessId: r.rf_wait_report.length > 0,
    waitReportUserListByBusinessId: r.rf_wait_report,
    hasWaitNaverReportByBusinessId: r.rf_wait_naver.length > 0,
    waitNaverReportUserListByBusinessId: r.rf_wait_naver,
    hasWaitNaverSameAddressTradeCompleteByBusinessId: r.rf_wait_same.length > 0,
    waitNaverSameAddressTradeCompleteUserListByBusinessId: r.rf_wait_same,
  };
}

const ALONE = `SELECT ${REPORT_FIELD_COLUMNS} FROM users u ${reportFieldsJoin('$2')} WHERE u.id = $1`;

/** The report fields of one user alone (after answering a report). */
export async function reportFields(q: Db['query'], userId: number, agentId: number) {
  const [row] = await q<ReportFieldRow>(ALONE, [userId, agentId], { prepare: true });
  if (!row) throw new Error(`user ${userId} not found`);
  return reportFieldsOf(row);
}
