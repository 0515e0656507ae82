import type { CatalogueConfig, PurchaseItem } from './types';

export interface RemoveResult {
  items: PurchaseItem[];
  /** Index (in the new cart) of the item to scroll to, or null for the top of the page. */
  scrollIndex: number | null;
}

/** Types removed together with `type` (A-40: 7 → every 5, 8 → every 4). */
export function linkedTypes(config: CatalogueConfig, type: number): readonly number[] {
  return config.linkedRemovals.find((l) => l.remove === type)?.alsoRemove ?? [];
}

/**
 * Removes the item at `index` and every item of its linked types. Afterwards the page scrolls to
 * the nearest remaining item before the removed one, or to the top when there is none.
 */
export function removeItem(
  config: CatalogueConfig,
  items: readonly PurchaseItem[],
  index: number,
): RemoveResult {
  const target = items[index];
  if (!target) return { items: [...items], scrollIndex: null };
  const linked = linkedTypes(config, target.type);
  const keep = (it: PurchaseItem, i: number) => i !== index && !linked.includes(it.type);
  const next = items.filter(keep);
  const before = items.slice(0, index).filter(keep).length;
  return { items: next, scrollIndex: before > 0 ? before - 1 : null };
}
