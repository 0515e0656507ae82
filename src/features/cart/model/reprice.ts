import { withDerived } from './item';
import type { CatalogueConfig, PurchaseItem } from './types';

/**
 * Prices every line again with `config` (the catalogue of the version now active). A line whose
 * total changed keeps the total the broker saw before in `previousTotal` (the first one, if it
 * changed twice), so the cart can show old → new and ask before paying. Unchanged lines are
 * returned as they were (same objects).
 */
export function repriceItems(
  config: CatalogueConfig,
  items: readonly PurchaseItem[],
): { items: PurchaseItem[]; changed: boolean } {
  let changed = false;
  const next = items.map((it) => {
    const priced = withDerived(config, it);
    if (priced.total === it.total && priced.price === it.price) return it;
    changed = true;
    return { ...priced, previousTotal: it.previousTotal ?? it.total };
  });
  return { items: next, changed };
}

/** Lines whose price changed since the broker saw them, not yet confirmed. */
export const repricedLines = (items: readonly PurchaseItem[]): PurchaseItem[] =>
  items.filter((it) => it.previousTotal !== undefined && it.previousTotal !== it.total);

/** The broker has seen the new prices: they become the prices they saw. */
export const confirmPrices = (items: readonly PurchaseItem[]): PurchaseItem[] =>
  items.map((it) => {
    if (it.previousTotal === undefined) return it;
    const { previousTotal: _seen, ...rest } = it;
    return rest;
  });
