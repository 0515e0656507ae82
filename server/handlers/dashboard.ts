import { auth, ok, type Ctx, type Handlers } from '../lib/http.ts';
import { roomCounts } from '../rooms/slots.ts';

export function dashboardHandlers({ db }: Ctx): Handlers {
  return {
    async getDashboardSummary(req) {
      const a = auth(req);
      const [s] = await db.query<Record<string, number>>(
        `SELECT
           (SELECT count(*)::int FROM order_lines WHERE agent_id = $1 AND period_to >= CURRENT_DATE) AS product_using_count,
           (SELECT count(*)::int FROM gongsil_rooms WHERE agent_id = $1 AND bucket = 'pick') AS pick_count,
           (SELECT count(*)::int FROM gongsil_rooms WHERE agent_id = $1 AND bucket = 'preempt') AS preempt_count,
           (SELECT count(*)::int FROM inquiries WHERE agent_id = $1 AND NOT is_read) AS unread_count,
           (SELECT count(*)::int FROM fake_reports WHERE user_id = $2 AND status = 'PENDING') AS pending_count,
           (SELECT warning_count FROM users WHERE id = $2) AS warning_count`,
        [a.agentId, a.userId],
      );
      // The listing numbers come from the same query as the listing page's (issue 17).
      const rooms = await roomCounts(db.query, a.agentId);
      return ok({
        roomCount: rooms.total,
        publicRoomCount: rooms.byStatus.public ?? 0,
        productUsingCount: s?.product_using_count ?? 0,
        gongsilPickCount: s?.pick_count ?? 0,
        gongsilPreemptCount: s?.preempt_count ?? 0,
        unreadInquiryCount: s?.unread_count ?? 0,
        pendingReportCount: s?.pending_count ?? 0,
        warningCount: s?.warning_count ?? 0,
      });
    },
  };
}
