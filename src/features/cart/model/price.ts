import { familyTiers, findProduct } from './catalogue';
import { dayCount, isRegularDay } from './package-day';
import type { CatalogueConfig, ItemDay, PackageBonus, PurchaseItem } from './types';

export interface LinePrice {
  /** Unit price (non-package) or tier price (package), before quantity. */
  originPrice: number;
  /** originPrice × quantity */
  price: number;
  /** Discount rate in percent (packages only). */
  discount: number;
  /** round(price × discount / 100) */
  discountPrice: number;
  /** price − discountPrice */
  total: number;
  bonus: PackageBonus | null;
  activeCount: number;
}

/**
 * The one price function of the cart. It mirrors server/catalog.ts `priceLine`, which recomputes
 * every order: packages take the tier (or regular variant) price × quantity and its discount
 * percentage, rounded; other products take unitPrices[days] × quantity with no discount.
 * Returns null when the combination is not sellable (the server would answer 400).
 */
export function priceLine(
  config: CatalogueConfig,
  type: number,
  day: ItemDay,
  quantity: number,
): LinePrice | null {
  const p = findProduct(config, type);
  if (!p || !Number.isInteger(quantity) || quantity < 1) return null;
  const days = dayCount(day);
  if (p.family !== undefined) {
    const { tiers, regular } = familyTiers(config, p);
    const tier = (isRegularDay(day) ? regular : tiers).find((t) => t.day === days);
    if (!tier) return null;
    const price = tier.price * quantity;
    const discountPrice = Math.round((price * tier.discount) / 100);
    return {
      originPrice: tier.price,
      price,
      discount: tier.discount,
      discountPrice,
      total: price - discountPrice,
      bonus: { slots: tier.slots, plus30: tier.plus30, plus1: tier.plus1 },
      activeCount: tier.slots * quantity,
    };
  }
  if (isRegularDay(day)) return null;
  const unit = p.unitPrices?.[String(days)];
  if (unit === undefined) return null;
  const price = unit * quantity;
  return {
    originPrice: unit,
    price,
    discount: 0,
    discountPrice: 0,
    total: price,
    bonus: null,
    activeCount: quantity,
  };
}

export interface CartTotals {
  price: number;
  discountPrice: number;
  total: number;
}

/** Sum of the line prices; an unsellable line counts 0 (checkout is blocked for it anyway). */
export function cartTotals(config: CatalogueConfig, items: readonly PurchaseItem[]): CartTotals {
  return items.reduce<CartTotals>(
    (acc, it) => {
      const line = priceLine(config, it.type, it.day, it.quantity);
      return line
        ? {
            price: acc.price + line.price,
            discountPrice: acc.discountPrice + line.discountPrice,
            total: acc.total + line.total,
          }
        : acc;
    },
    { price: 0, discountPrice: 0, total: 0 },
  );
}
