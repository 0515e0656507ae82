// Publishing a saved draft through review, for tests whose draft changes what the office setting
// sends to review (prices, package tiers, popup chains): the author submits it, another staff
// account approves it, a publisher publishes it. Answers like POST /studio/config/publish.
import { expect } from 'vitest';
import type { ApiAnswer, apiCaller } from './helpers.ts';

type Call = ReturnType<typeof apiCaller>;

/** Session cookies of the three people a reviewed publish takes (the author may publish too). */
export interface Reviewers {
  author: string;
  approver: string;
  publisher: string;
}

export async function publishThroughReview(
  call: Call,
  who: Reviewers,
  note: string,
): Promise<ApiAnswer> {
  const submitted = await call('POST', '/studio/approvals', who.author, { note });
  if (submitted.status !== 200) return submitted;
  const id = submitted.json.result.id as number;
  const approved = await call('POST', `/studio/approvals/${id}/approve`, who.approver, {});
  expect(approved.status, JSON.stringify(approved.json)).toBe(200);
  return call('POST', `/studio/approvals/${id}/publish`, who.publisher);
}
