import { ok, type Ctx, type Handlers } from '../lib/http.ts';
import { signedInQuery } from '../lib/session.ts';
import { roomCountsOf, roomCountsSql } from '../rooms/slots.ts';

// One statement with the session check. The listing numbers come from the same query as the
// listing page's (roomCountsSql, issue 17).
const SUMMARY = `SELECT
   (SELECT count(*)::int FROM order_lines WHERE agent_id = me.agent_id AND period_to >= CURRENT_DATE) AS product_using_count,
   (SELECT count(*)::int FROM gongsil_rooms WHERE agent_id = me.agent_id AND bucket = 'pick') AS pick_count,
   (SELECT count(*)::int FROM gongsil_rooms WHERE agent_id = me.agent_id AND bucket = 'preempt') AS preempt_count,
   (SELECT count(*)::int FROM inquiries WHERE agent_id = me.agent_id AND NOT is_read) AS unread_count,
   (SELECT count(*)::int FROM fake_reports WHERE user_id = me.user_id AND status = 'PENDING') AS pending_count,
   (SELECT warning_count FROM users WHERE id = me.user_id) AS warning_count,
   ${roomCountsSql('me.agent_id')} AS room_counts
  FROM me`;

export function dashboardHandlers({ db }: Ctx): Handlers {
  return {
    async getDashboardSummary(req) {
      const [s] = await signedInQuery<Record<string, number> & { room_counts: unknown }>(
        db,
        req,
        SUMMARY,
      );
      const rooms = roomCountsOf(s.room_counts);
      return ok({
        roomCount: rooms.total,
        publicRoomCount: rooms.byStatus.public ?? 0,
        productUsingCount: s.product_using_count ?? 0,
        gongsilPickCount: s.pick_count ?? 0,
        gongsilPreemptCount: s.preempt_count ?? 0,
        unreadInquiryCount: s.unread_count ?? 0,
        pendingReportCount: s.pending_count ?? 0,
        warningCount: s.warning_count ?? 0,
      });
    },
  };
}
