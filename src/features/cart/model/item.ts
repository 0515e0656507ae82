import { requireProduct } from './catalogue';
import { periodEnd, toYmd } from './dates';
import { dayCount, isRegularDay } from './package-day';
import { priceLine } from './price';
import type { CatalogueConfig, ItemDay, ItemOption, PurchaseItem } from './types';

let seq = 0;
/** Unique client key for a new cart item. */
export const nextItemId = (): string => `cart-${Date.now().toString(36)}-${(seq += 1)}`;

/**
 * Recomputes every derived field of an item (periodTo, prices, bonus, activeCount,
 * isRegularPayment) from its type, day, quantity and periodFrom.
 */
export function withDerived(config: CatalogueConfig, item: PurchaseItem): PurchaseItem {
  const line = priceLine(config, item.type, item.day, item.quantity);
  return {
    ...item,
    periodTo: periodEnd(item.periodFrom, dayCount(item.day)),
    isRegularPayment: isRegularDay(item.day),
    originPrice: line?.originPrice ?? 0,
    price: line?.price ?? 0,
    discount: line?.discount ?? 0,
    discountPrice: line?.discountPrice ?? 0,
    total: line?.total ?? 0,
    bonus: line?.bonus ?? null,
    activeCount: line?.activeCount ?? item.quantity,
  };
}

/**
 * A new cart item with the defaults of its product type (001 §3, §9): periodFrom today,
 * day = defaultDay, quantity = defaultQuantity, an empty sub-selection when the type has one.
 */
export function createItem(
  config: CatalogueConfig,
  type: number,
  today: Date = new Date(),
): PurchaseItem {
  const p = requireProduct(config, type);
  const option: ItemOption | null = p.option ? { kind: p.option, id: null, name: '' } : null;
  return withDerived(config, {
    id: nextItemId(),
    type,
    name: p.label,
    regionClass: p.option,
    quantity: p.defaultQuantity,
    periodFrom: toYmd(today),
    periodTo: '',
    day: p.defaultDay,
    bonus: null,
    discount: 0,
    discountPrice: 0,
    discountRenew: 0,
    originPrice: 0,
    isRegularPayment: false,
    price: 0,
    total: 0,
    activeCount: 0,
    isRenew: false,
    renewId: null,
    renewData: null,
    option,
  });
}

/** Changes editable fields of one item and recomputes the derived ones. */
export function updateItem(
  config: CatalogueConfig,
  items: readonly PurchaseItem[],
  index: number,
  patch: Partial<Pick<PurchaseItem, 'day' | 'quantity' | 'periodFrom' | 'option'>>,
): PurchaseItem[] {
  return items.map((it, i) => (i === index ? withDerived(config, { ...it, ...patch }) : it));
}

export type { ItemDay };
