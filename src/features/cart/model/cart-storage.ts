import { findProduct } from './catalogue';
import { QUANTITY } from './quantity';
import { oneRenewalPerLine } from './renewal';
import type { CatalogueConfig, PurchaseItem } from './types';

/** sessionStorage: the cart survives a reload in the same tab and ends with it. */
export const CART_STORAGE_KEY = 'purchase-cart';

const isItem = (config: CatalogueConfig, v: unknown): v is PurchaseItem => {
  if (!v || typeof v !== 'object') return false;
  const it = v as Partial<PurchaseItem>;
  return (
    typeof it.id === 'string' &&
    typeof it.type === 'number' &&
    findProduct(config, it.type) !== undefined &&
    Number.isInteger(it.quantity) &&
    it.quantity! >= QUANTITY.min &&
    it.quantity! <= QUANTITY.max &&
    typeof it.periodFrom === 'string' &&
    typeof it.total === 'number'
  );
};

/** The saved cart; anything unreadable, or a product no longer in the catalogue, is dropped. */
export function loadCart(
  config: CatalogueConfig,
  storage: Storage = window.sessionStorage,
): PurchaseItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return oneRenewalPerLine(parsed.filter((v) => isItem(config, v))).slice(0, config.maxCartItems);
  } catch {
    return [];
  }
}

export function saveCart(items: readonly PurchaseItem[], storage: Storage = window.sessionStorage) {
  try {
    if (items.length === 0) storage.removeItem(CART_STORAGE_KEY);
    else storage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or disabled: the cart still works for this page view.
  }
}
