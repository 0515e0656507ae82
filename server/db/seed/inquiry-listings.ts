// Demo inquiries name a listing of their office (issue 26 #6), and the ones the office has read
// were answered 40 minutes after they came, so the inquiry page shows listing links, both answer
// states and an answer rate from the first visit. Derived from the rows already written.
import type { Db } from '../index.ts';

export async function seedInquiryListings(q: Db['query']): Promise<void> {
  await q(
    `UPDATE inquiries i SET rooms_seq = (
        SELECT r.rooms_seq FROM agent_rooms r WHERE r.agent_id = i.agent_id
         ORDER BY r.rooms_seq
        OFFSET i.inquiry_seq % greatest(1, (SELECT count(*) FROM agent_rooms c WHERE c.agent_id = i.agent_id))
         LIMIT 1)
      WHERE i.rooms_seq IS NULL`,
  );
  await q(
    `WITH answered AS (
       UPDATE inquiries SET answered_time = saved_time + interval '40 minutes'
        WHERE is_read AND answered_time IS NULL
       RETURNING inquiry_seq, agent_id, answered_time)
     INSERT INTO inquiry_messages (inquiry_seq, sender, user_id, body, sent_time)
     SELECT a.inquiry_seq, 'AGENT',
            (SELECT u.id FROM users u WHERE u.agent_id = a.agent_id ORDER BY u.id LIMIT 1),
            '문의 감사합니다. 방문 가능한 시간을 알려주시면 안내해 드리겠습니다.', a.answered_time
       FROM answered a`,
  );
}
