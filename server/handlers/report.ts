// Handlers of tag "report": fake-listing report detail, self-handling answer, history, penalties.
import { requestConfig } from '../config/request-config.ts';
import { caller } from '../lib/auth.ts';
import { ApiError } from '../lib/errors.ts';
import { countStr, isoTime, todayKst } from '../lib/format.ts';
import { body, ok, pageArgs, params, query, type Ctx, type Handlers } from '../lib/http.ts';
import type { Schema } from '../lib/operations.ts';
import { reportFields } from '../lib/report-fields.ts';
import { sessionInStatement, signedInQuery } from '../lib/session.ts';
import { penaltyApplied } from '../notifications/events.ts';

type Answer = 'NOMAL' | 'FALSE' | 'CMPL';

/** Each answer recorded as sent (issue 23 #8): the 처리내역 step, and what becomes of the office's
 * own DABANG listing (광고종료 for a fake listing, 거래완료 for a completed deal). */
const RECORDED: Record<Answer, { step: Schema<'ReportStep'>; listing: string | null }> = {
  NOMAL: { step: 'NORMAL_ROOM', listing: null },
  FALSE: { step: 'FAKE_ROOM', listing: 'invisible' },
  CMPL: { step: 'DEAL_COMPLETE', listing: 'complete' },
};

interface ReportRow {
  report_id: string;
  report_seq: number;
  inflow_type: Schema<'InflowType'>;
  rooms_seq: number | null;
  naver_room_num: number | null;
  reason_type: Schema<'ReasonType'>;
  reason_description: string;
  building_use_type: Schema<'BuildingUseType'>;
  building_use_str: string;
  lease_type: Schema<'LeaseType'>;
  deposit: number;
  price: number;
  address: string;
  format_agent_contact: string;
  saved_time: Date;
  deadline: Date;
  agent_id: number;
}

export function reportHandlers({ db, sms }: Ctx): Handlers {
  return {
    getAgentTreatDetail: sessionInStatement(async (req) => {
      const { inflowType } = query<{ inflowType: string }>(req);
      // Fake-listing rows only: the same rows reportFields counts (reportCount,
      // naverReportCount), so the badge and the popup never disagree. The oldest one, with the
      // session checked in the same statement.
      const [r] = await signedInQuery<ReportRow & { pending_count: number }>(
        db,
        req,
        `SELECT f.* FROM me LEFT JOIN LATERAL (
           SELECT *, count(*) OVER ()::int AS pending_count FROM fake_reports
            WHERE user_id = me.user_id AND inflow_type = $1 AND kind = 'FAKE' AND status = 'PENDING'
            ORDER BY saved_time, report_seq LIMIT 1) f ON true`,
        [inflowType],
      );
      if (r.report_id === null) return ok(null);
      return ok({
        address: r.address,
        buildingUseType: r.building_use_type,
        buildingUseStr: r.building_use_str,
        deposit: r.deposit,
        leaseType: r.lease_type,
        price: r.price,
        reasonType: r.reason_type,
        reasonDescription: r.reason_description,
        reportSeq: r.report_seq,
        reportId: r.report_id,
        roomsSeq: r.rooms_seq,
        naverRoomNum: r.naver_room_num,
        inflowType: r.inflow_type,
        savedTime: isoTime(r.saved_time),
        formatAgentContact: r.format_agent_contact,
        pendingCount: r.pending_count,
        deadline: isoTime(r.deadline),
      });
    }),
    async postAgentTreat(req) {
      const a = caller(req);
      const { reportId } = params<{ reportId: string }>(req);
      const { answer } = body<{ answer: Answer }>(req);
      // Every `warningLimit`-th warning bans registration for `banDays` (ui.json `reports`).
      const { warningLimit, banDays } = (await requestConfig(req, db)).ui.reports;
      await db.tx(async (q) => {
        const [r] = await q<ReportRow>(
          "SELECT * FROM fake_reports WHERE report_id = $1 AND user_id = $2 AND status = 'PENDING' FOR UPDATE",
          [reportId, a.userId],
        );
        if (!r) throw new ApiError(404, '처리할 신고 내역을 찾을 수 없습니다.');
        if (answer === 'CMPL' && r.reason_type !== 'CMPL') {
          throw new ApiError(400, '거래완료는 신고 사유가 거래완료인 경우에만 선택할 수 있습니다.');
        }
        await q(
          "UPDATE fake_reports SET status = 'DONE', answer = $2, answered_at = now() WHERE report_id = $1",
          [reportId, answer],
        );
        let warning = '-';
        let penalty = '-';
        let restrictedUntil: Date | null = null;
        const articleNo = r.rooms_seq ?? r.naver_room_num ?? 0;
        if (answer === 'FALSE') {
          const [u] = await q<{ warning_count: number }>(
            'UPDATE users SET warning_count = warning_count + 1 WHERE id = $1 RETURNING warning_count',
            [a.userId],
          );
          warning = '경고 1회';
          if (
            (u?.warning_count ?? 0) >= warningLimit &&
            (u?.warning_count ?? 0) % warningLimit === 0
          ) {
            const [until] = await q<{ penalty_until: Date }>(
              'UPDATE users SET penalty_until = now() + make_interval(days => $2::int) WHERE id = $1 RETURNING penalty_until',
              [a.userId, banDays],
            );
            restrictedUntil = until?.penalty_until ?? null;
            penalty = `${banDays}일 등록 제한`;
          }
          const [recordedPenalty] = await q<{ id: number; penalty: string }>(
            'INSERT INTO penalties (user_id, cp_article_no, cp_name, warning_date, penalty, restricted_until) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, penalty',
            [
              a.userId,
              String(articleNo),
              r.inflow_type === 'NAVER' ? '네이버부동산' : '다방',
              todayKst(),
              penalty === '-' ? warning : penalty,
              restrictedUntil,
            ],
          );
          await penaltyApplied(q, sms, {
            userId: a.userId,
            penaltyId: recordedPenalty!.id,
            article: String(articleNo),
            penalty: recordedPenalty!.penalty,
          });
        }
        const recorded = RECORDED[answer];
        await q(
          'INSERT INTO report_history (user_id, rooms_seq, inflow_type, report_step, warning, penalty) VALUES ($1, $2, $3, $4, $5, $6)',
          [a.userId, articleNo, r.inflow_type, recorded.step, warning, penalty],
        );
        if (recorded.listing && r.inflow_type === 'DABANG' && r.rooms_seq !== null)
          await q(
            'UPDATE agent_rooms SET status = $3, updated_time = now() WHERE rooms_seq = $1 AND agent_id = $2',
            [r.rooms_seq, r.agent_id, recorded.listing],
          );
      });
      const fields = await reportFields(db.query, a.userId, a.agentId);
      return ok({ kisoNetworkStatus: 'OK' as const, ...fields });
    },
    async getAgentTreatComplete(req) {
      const a = caller(req);
      const { page, limit, offset } = pageArgs(query<{ page?: number; limit?: number }>(req), 5);
      const [c] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM report_history WHERE user_id = $1',
        [a.userId],
      );
      const days = (await requestConfig(req, db)).ui.reports.objectionDays;
      const rows = await db.query<{
        id: number;
        rooms_seq: number;
        inflow_type: Schema<'InflowType'>;
        report_step: Schema<'ReportStep'>;
        warning: string;
        penalty: string;
        created_at: Date;
        objection_until: Date;
        open: boolean;
        objection_id: number | null;
        objection_status: Schema<'ObjectionStatus'> | null;
      }>(
        // An objection may be filed within the policy's days of the handling (issue 27 #4).
        `SELECT h.id, h.rooms_seq, h.inflow_type, h.report_step, h.warning, h.penalty, h.created_at,
                h.created_at + make_interval(days => $2::int) AS objection_until,
                h.created_at + make_interval(days => $2::int) > now() AS open,
                o.id AS objection_id, o.status AS objection_status
           FROM report_history h LEFT JOIN objections o ON o.history_id = h.id
          WHERE h.user_id = $1
          ORDER BY h.created_at DESC, h.id DESC LIMIT ${limit} OFFSET ${offset}`,
        [a.userId, days],
      );
      const total = c?.n ?? 0;
      return ok({
        reportList: rows.map((r) => ({
          id: r.id,
          roomsSeq: r.rooms_seq,
          inflowType: r.inflow_type,
          reportStep: r.report_step,
          warning: r.warning,
          penalty: r.penalty,
          handledAt: isoTime(r.created_at),
          objectionUntil: r.open && r.objection_id === null ? isoTime(r.objection_until) : null,
          objection:
            r.objection_id === null ? null : { id: r.objection_id, status: r.objection_status! },
        })),
        total,
        totalStr: countStr(total),
        page,
        limit,
      });
    },
    async getKisoPenalty(req) {
      const a = caller(req);
      const rows = await db.query<{
        cp_article_no: string;
        cp_name: string;
        warning_date: string;
        penalty: string;
        restricted_until: Date | null;
      }>(
        "SELECT cp_article_no, cp_name, to_char(warning_date, 'YYYY-MM-DD') AS warning_date, penalty, restricted_until FROM penalties WHERE user_id = $1 ORDER BY penalties.warning_date DESC, id DESC",
        [a.userId],
      );
      // The restriction in force is the one /form enforces (users.penalty_until, as hasPenalty).
      const [u] = await db.query<{ until: Date | null }>(
        'SELECT penalty_until AS until FROM users WHERE id = $1 AND penalty_until > now()',
        [a.userId],
      );
      return ok({
        restrictionEnd: u?.until ? isoTime(u.until) : null,
        penaltyList: rows.map((r) => ({
          cpArticleNo: r.cp_article_no,
          cpName: r.cp_name,
          warningDate: r.warning_date,
          penalty: r.penalty,
          restrictionEnd: r.restricted_until ? isoTime(r.restricted_until) : null,
        })),
      });
    },
  };
}
