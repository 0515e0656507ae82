import { activeOn } from '../../domain/product-periods.ts';
import {
  ACTIVE_ROLLOUT_SQL,
  ACTIVE_VERSION_SQL,
  requestConfigAt,
} from '../config/request-config.ts';
import { todayKst } from '../lib/format.ts';
import { ok, type Ctx, type Handlers } from '../lib/http.ts';
import { sessionInStatement, signedInQuery } from '../lib/session.ts';
import { openLinesJsonSql, openLinesOf } from '../orders/order-lines.ts';
import { usingItems } from '../products/using.ts';
import { roomCountsOf, roomCountsSql } from '../rooms/slots.ts';
import { gongsilCountsSql } from './gongsil.ts';

// One statement with the session check. Each figure comes from the query of the screen it
// links to: the listing page's counts (roomCountsSql), the lines the using screen marks 이용중
// (domain/product-periods.ts on the Korean date: a line that starts later is not counted), the
// gongsil tab counts (gongsilCountsSql).
const SUMMARY = `SELECT
   ${openLinesJsonSql('me.agent_id', '$1')} AS open_lines,
   ${gongsilCountsSql('me.agent_id')},
   (SELECT count(*)::int FROM inquiries WHERE agent_id = me.agent_id AND NOT is_read) AS unread_count,
   (SELECT count(*)::int FROM fake_reports WHERE user_id = me.user_id AND status = 'PENDING') AS pending_count,
   (SELECT warning_count FROM users WHERE id = me.user_id) AS warning_count,
   ${roomCountsSql('me.agent_id')} AS room_counts,
   ${ACTIVE_VERSION_SQL} AS config_version, ${ACTIVE_ROLLOUT_SQL} AS config_rollout,
   me.user_id AS me_user_id, me.agent_id AS me_agent_id,
   (SELECT role = 'staff' FROM users WHERE id = me.user_id) AS me_staff
  FROM me`;

export function dashboardHandlers({ db }: Ctx): Handlers {
  return {
    getDashboardSummary: sessionInStatement(async (req) => {
      const today = todayKst();
      const [s] = await signedInQuery<
        Record<string, number> & { room_counts: unknown; open_lines: unknown }
      >(db, req, SUMMARY, [today]);
      const using = activeOn(openLinesOf(s.open_lines), today);
      const rooms = roomCountsOf(s.room_counts);
      return ok({
        roomCount: rooms.total,
        publicRoomCount: rooms.byStatus.public ?? 0,
        productUsingCount: using.length,
        usingItems: usingItems(
          using,
          (
            await requestConfigAt(
              req,
              db,
              { version: Number(s.config_version ?? 0), rollout: s.config_rollout ?? null },
              { userId: s.me_user_id!, agentId: s.me_agent_id!, staff: !!s.me_staff },
            )
          ).products,
        ),
        gongsilPickCount: s.pick ?? 0,
        gongsilPreemptCount: s.preempt ?? 0,
        unreadInquiryCount: s.unread_count ?? 0,
        pendingReportCount: s.pending_count ?? 0,
        warningCount: s.warning_count ?? 0,
      });
    }),
  };
}
