// One renewal per product line (docs/decisions.md A-84, issue 23 #1): an order may renew a line
// once, and a line a later order renewed already is not renewed again. Checked inside the
// order's transaction with the renewed lines locked, so two orders renewing the same line at
// once (two tabs, two processes) cannot both pass: the second waits for the first and then sees
// its renewal.
import type { Db } from '../db/index.ts';
import { ApiError } from '../lib/errors.ts';
import { HELD_LINE } from './order-lines.ts';

export const RENEWAL_MSG = {
  notFound: '연장할 상품을 찾을 수 없습니다.',
  twiceInOrder: '한 주문에서 같은 상품을 두 번 연장할 수 없습니다. 장바구니를 확인해주세요.',
  renewed: '이미 연장한 상품입니다. 연장된 기간은 이용중인 상품에서 확인해주세요.',
} as const;

/** Refuses (409) an order that renews a line twice or renews a line renewed already; 400 for a
 * renewal of a line the office does not hold (or of another product). */
export async function checkRenewals(
  q: Db['query'],
  items: readonly { type: number; renewId?: number }[],
  agentId: number,
): Promise<void> {
  const seen = new Set<number>();
  for (const it of items) {
    if (it.renewId === undefined) continue;
    if (seen.has(it.renewId)) throw new ApiError(409, RENEWAL_MSG.twiceInOrder);
    seen.add(it.renewId);
    const [line] = await q(
      `SELECT id FROM order_lines WHERE id = $1 AND agent_id = $2 AND type = $3 AND ${HELD_LINE} FOR UPDATE`,
      [it.renewId, agentId, it.type],
    );
    if (!line) throw new ApiError(400, RENEWAL_MSG.notFound);
    // A renewal whose payment was declined or that was cancelled renews nothing.
    const [renewal] = await q(
      `SELECT id FROM order_lines WHERE renew_id = $1 AND status NOT IN ('VOID', 'CANCELLED') LIMIT 1`,
      [it.renewId],
    );
    if (renewal) throw new ApiError(409, RENEWAL_MSG.renewed);
  }
}
