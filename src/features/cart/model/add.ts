import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import { createItem } from './item';
import type { CatalogueConfig, PurchaseItem } from './types';

export interface AddResult {
  items: PurchaseItem[];
  /** Index of the added item to scroll to, or null when the add was refused. */
  scrollIndex: number | null;
}

/**
 * Appends a product with its defaults. Past maxCartItems the add is refused with a console
 * warning only (001 §5, A-39); the cart is returned unchanged.
 */
export function addItem(
  config: CatalogueConfig,
  items: readonly PurchaseItem[],
  type: number,
  today: Date = new Date(),
): AddResult {
  if (items.length >= config.maxCartItems) {
    console.warn(readConfig(messages.cart).consoleLimit);
    return { items: [...items], scrollIndex: null };
  }
  const next = [...items, createItem(config, type, today)];
  return { items: next, scrollIndex: next.length - 1 };
}
