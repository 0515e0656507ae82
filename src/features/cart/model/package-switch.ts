import { isPackageType } from './catalogue';
import { createItem } from './item';
import type { CatalogueConfig, PurchaseItem } from './types';

export interface SwitchResult {
  items: PurchaseItem[];
  /** Index of the replaced item, or null when the cart holds no package. */
  index: number | null;
}

/**
 * Switching a package replaces the FIRST package item with a new one of the chosen type
 * (with that type's defaults), in the same position (001 §4).
 */
export function switchPackage(
  config: CatalogueConfig,
  items: readonly PurchaseItem[],
  type: number,
  today: Date = new Date(),
): SwitchResult {
  if (!isPackageType(config, type)) throw new Error(`type ${type} is not a package`);
  const index = items.findIndex((it) => isPackageType(config, it.type));
  if (index < 0) return { items: [...items], index: null };
  const next = [...items];
  next[index] = createItem(config, type, today);
  return { items: next, index };
}

/** Index of the first package item, or -1. */
export const firstPackageIndex = (
  config: CatalogueConfig,
  items: readonly PurchaseItem[],
): number => items.findIndex((it) => isPackageType(config, it.type));
