// Demo history of the listing statistics (issue 26 #5), written into the status log that
// migration 029's trigger keeps. The seed inserts each listing in the status it holds now, so
// the trigger logs it as registered in that status; an ended, hidden or completed demo listing
// was advertised first, for 2 to 10 days from its registration. The master office (master@)
// also has five months of earlier listings it has since deleted (rooms numbers 59xxxxxx, which
// no listing uses): each advertised for a while, then ended or completed, then deleted, so the
// monthly chart shows registrations, ends, completions and slots in use before this month.
import type { Db } from '../index.ts';

export async function seedListingHistory(q: Db['query']): Promise<void> {
  await q(
    `WITH ended AS (
       UPDATE agent_room_status_log l
          SET registered = false,
              at = least(l.at + make_interval(days => 2 + l.rooms_seq % 9), now() - interval '1 hour')
        WHERE l.registered AND l.status IN ('invisible', 'private', 'complete')
       RETURNING l.rooms_seq, l.agent_id)
     INSERT INTO agent_room_status_log (rooms_seq, agent_id, status, registered, at)
     SELECT e.rooms_seq, e.agent_id, 'public', true, r.saved_time
       FROM ended e JOIN agent_rooms r ON r.rooms_seq = e.rooms_seq`,
  );
  // Month k (1..5 back), listing n (0..3+k): registered on day 1 + 2n of that month, advertised
  // 2 + n days (so ended within the month), then ended (or completed, every third), deleted 25
  // days after registration but never later than now.
  await q(
    `WITH office AS (SELECT agent_id AS id FROM users WHERE email = 'master@demo.kr'),
     past AS (
       SELECT 59000000 + k * 100 + n AS seq, n,
              (date_trunc('month', now() AT TIME ZONE 'Asia/Seoul') - make_interval(months => k)
                + make_interval(days => 2 * n, hours => 10)) AT TIME ZONE 'Asia/Seoul' AS reg
         FROM generate_series(1, 5) k, generate_series(0, 9) n WHERE n <= 3 + k)
     INSERT INTO agent_room_status_log (rooms_seq, agent_id, status, registered, at)
     SELECT p.seq, o.id, s.status, s.registered,
            least(p.reg + s.after, now() - make_interval(mins => 3 - s.ord))
       FROM past p, office o,
            LATERAL (VALUES
              ('public', true, interval '0 days', 0),
              (CASE WHEN p.n % 3 = 2 THEN 'complete' ELSE 'invisible' END, false,
                make_interval(days => 2 + p.n), 1),
              ('deleted', false, interval '25 days', 2)) s(status, registered, after, ord)`,
  );
}
