// The office's answer rate as the production portal judges it: an inquiry is expected to be
// answered within 48 hours. Over the inquiries of the last 30 days (both channels), those due
// (answered, or unanswered past 48 hours) are the base; those first answered within 48 hours of
// receipt count as in time. An unanswered inquiry younger than 48 hours is not late yet, so it
// does not lower the rate (it counts as waiting). One statement over inquiries_agent_time_idx.
import type { Db } from '../db/index.ts';

export const ANSWER_WINDOW = { days: 30, hours: 48 } as const;

export async function inquiryStats(q: Db['query'], agentId: number) {
  const { days, hours } = ANSWER_WINDOW;
  const [r] = await q<{ received: number; due: number; in_time: number; waiting: number }>(
    `SELECT count(*)::int AS received,
            count(*) FILTER (WHERE answered_time IS NOT NULL
                               OR saved_time < now() - make_interval(hours => $2))::int AS due,
            count(*) FILTER (WHERE answered_time <= saved_time + make_interval(hours => $2))::int AS in_time,
            count(*) FILTER (WHERE answered_time IS NULL)::int AS waiting
       FROM inquiries
      WHERE agent_id = $1 AND saved_time >= now() - make_interval(days => $3)`,
    [agentId, hours, days],
  );
  const due = r?.due ?? 0;
  const inTime = r?.in_time ?? 0;
  return {
    days,
    hours,
    received: r?.received ?? 0,
    due,
    answeredInTime: inTime,
    rate: due === 0 ? null : inTime / due,
    waiting: r?.waiting ?? 0,
  };
}
