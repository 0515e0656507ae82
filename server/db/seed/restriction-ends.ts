// When each registration restriction of the demo penalty rows ends, and the restriction in
// force (users.penalty_until) ending with the latest of them, so the popups and the penalty tab
// name the same moment. Same rule as migration 008 for rows written as "N일 등록 제한".
import type { Db } from '../index.ts';

export async function seedRestrictionEnds(q: Db['query']): Promise<void> {
  await q(
    `UPDATE penalties
        SET restricted_until = (warning_date::timestamp AT TIME ZONE 'Asia/Seoul')
            + make_interval(days => substring(penalty FROM '([0-9]+)일 등록 제한')::int)
      WHERE restricted_until IS NULL AND penalty ~ '[0-9]+일 등록 제한'`,
  );
  await q(
    `UPDATE users u SET penalty_until = p.until
       FROM (SELECT user_id, max(restricted_until) AS until FROM penalties GROUP BY user_id) p
      WHERE p.user_id = u.id AND p.until IS NOT NULL AND u.penalty_until IS NOT NULL`,
  );
}
