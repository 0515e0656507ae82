import { priceLine as domainPriceLine, sumLines, type OrderTotals } from '@domain/pricing';
import type { CatalogueConfig, ItemDay, PurchaseItem } from './types';

export type { LinePrice } from '@domain/pricing';
export type CartTotals = OrderTotals;

/**
 * The one price function, shared with the server (domain/pricing.ts), which recomputes every
 * order with it. Returns null when the combination is not sellable (the server would answer 400).
 */
export const priceLine = (config: CatalogueConfig, type: number, day: ItemDay, quantity: number) =>
  domainPriceLine(config, type, day, quantity);

/** Sum of the line prices; an unsellable line counts 0 (checkout is blocked for it anyway). */
export function cartTotals(config: CatalogueConfig, items: readonly PurchaseItem[]): CartTotals {
  return sumLines(
    items.flatMap((it) => {
      const line = priceLine(config, it.type, it.day, it.quantity);
      return line ? [line] : [];
    }),
  );
}
