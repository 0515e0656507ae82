// Placing an order: each cart item priced again from the active catalogue (domain/pricing.ts
// through server/catalog.ts; client totals are never read), checked against the stored options
// and renewals (./renewals.ts), then stored with its lines, all in the caller's transaction
// (server/lib/idempotency.ts: the order and its Idempotency-Key commit together).
import { findProduct, type Catalogue } from '../../domain/product.ts';
import { priceLine, PriceError, type PricedLine } from '../catalog.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../lib/errors.ts';
import { checkRenewals } from './renewals.ts';

export interface OrderItemInput {
  type: number;
  day: number | string;
  quantity: number;
  periodFrom: string;
  optionId?: number;
  renewId?: number;
  /** The line total the broker saw (원): a line now priced otherwise is refused (409). */
  expectedTotal?: number;
}

export interface OrderedLine extends PricedLine {
  periodFrom: string;
  periodTo: string;
  option: { kind: string; id: number; name: string } | null;
  renewId: number | null;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function validDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

function priceOrThrow(cat: Catalogue, it: OrderItemInput): PricedLine {
  try {
    return priceLine(cat, it.type, it.day, it.quantity);
  } catch (e) {
    if (e instanceof PriceError) throw new ApiError(400, e.message);
    throw e;
  }
}

/** One cart item priced and checked; a 400 names the first thing wrong with it. */
async function priceItem(
  q: Db['query'],
  cat: Catalogue,
  it: OrderItemInput,
  today: string,
): Promise<OrderedLine> {
  if (!validDate(it.periodFrom)) throw new ApiError(400, '시작일이 올바르지 않습니다.');
  if (it.periodFrom < today) throw new ApiError(400, '시작일은 오늘 이후로 선택해주세요.');
  const line = priceOrThrow(cat, it);
  const product = findProduct(cat, it.type)!;
  let option: OrderedLine['option'] = null;
  if (product.option) {
    if (it.optionId === undefined) throw new ApiError(400, '상품 옵션을 선택해주세요.');
    const [o] = await q<{ id: number; name: string }>(
      'SELECT id, name FROM product_options WHERE kind = $1 AND id = $2',
      [product.option, it.optionId],
    );
    if (!o) throw new ApiError(400, '선택할 수 없는 상품 옵션입니다.');
    option = { kind: product.option, id: o.id, name: o.name };
  }
  return {
    ...line,
    periodFrom: it.periodFrom,
    periodTo: addDays(it.periodFrom, line.days - 1),
    option,
    renewId: it.renewId ?? null,
  };
}

/** Every item priced in cart order, renewals checked; nothing is stored when one is refused. */
export async function priceOrderItems(
  q: Db['query'],
  cat: Catalogue,
  items: readonly OrderItemInput[],
  agentId: number,
  today: string,
): Promise<OrderedLine[]> {
  const priced: OrderedLine[] = [];
  for (const it of items) priced.push(await priceItem(q, cat, it, today));
  await checkRenewals(q, items, agentId);
  return priced;
}

/** Stores the order and its lines (in the caller's transaction), unpaid until its payment is
 * approved (./payment-flow.ts). Whether the office uses products is read from the
 * lines in use on each day (domain/product-periods.ts), so nothing else is marked here: a line
 * bought to start later is not in use before its first day. */
export async function insertOrder(
  q: Db['query'],
  who: { agentId: number; userId: number },
  config: { version: number; rollout?: number },
  priced: readonly OrderedLine[],
): Promise<{ orderId: number; total: number }> {
  const total = priced.reduce((s, l) => s + l.total, 0);
  const discountTotal = priced.reduce((s, l) => s + l.discountPrice, 0);
  const [o] = await q<{ id: number }>(
    `INSERT INTO orders (agent_id, user_id, total, discount_total, config_version, config_rollout_id, status)
     VALUES ($1, $2, $3, $4, $5, $6, 'PENDING') RETURNING id`,
    [who.agentId, who.userId, total, discountTotal, config.version, config.rollout ?? null],
  );
  for (const l of priced) {
    await q(
      `INSERT INTO order_lines (order_id, agent_id, type, name, day, quantity, period_from, period_to, price, discount_price, total,
         is_renew, renew_id, option_kind, option_id, option_name, status, auto_renew)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,'UNPAID',$17)`,
      [
        o!.id,
        who.agentId,
        l.type,
        l.name,
        l.day,
        l.quantity,
        l.periodFrom,
        l.periodTo,
        l.price,
        l.discountPrice,
        l.total,
        l.renewId !== null,
        l.renewId,
        l.option?.kind ?? null,
        l.option?.id ?? null,
        l.option?.name ?? null,
        l.day.startsWith('regular_') ? 'ON' : null,
      ],
    );
  }
  return { orderId: o!.id, total };
}
