import type { Schema } from '@/api/types';
import type { PurchaseItem } from './types';

export type OrderItemInput = Schema<'OrderItemInput'>;

const INT4_MAX = 2_147_483_647;

/** Cart items whose required sub-selection is still empty. */
export const missingOptions = (items: readonly PurchaseItem[]): number[] =>
  items.flatMap((it, i) => (it.option && it.option.id === null ? [i] : []));

/**
 * Body items of POST /product/order. The server prices every line again and refuses the order
 * (409) when a line's total is not the one the broker saw (`expectedTotal`).
 */
export function toOrderItems(items: readonly PurchaseItem[]): OrderItemInput[] {
  return items.map((it) => ({
    type: it.type as OrderItemInput['type'],
    day: it.day,
    quantity: it.quantity,
    periodFrom: it.periodFrom,
    // The API bounds it like every integer it takes (int4); a line beyond that is not compared.
    ...(it.total <= INT4_MAX ? { expectedTotal: it.total } : {}),
    ...(it.option?.id != null ? { optionId: it.option.id } : {}),
    ...(it.isRenew && it.renewId !== null ? { renewId: it.renewId } : {}),
  }));
}
