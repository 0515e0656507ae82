import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, loadCart, saveCart } from './cart-storage';
import { catalogueConfig } from './config';
import { createItem } from './item';

const today = new Date(2026, 10, 22);

describe('cart storage', () => {
  it('saves and loads the same items; an empty cart removes the key', () => {
    const items = [
      createItem(catalogueConfig(), 0, today),
      createItem(catalogueConfig(), 20, today),
    ];
    saveCart(items, sessionStorage);
    expect(loadCart(catalogueConfig(), sessionStorage)).toEqual(items);
    saveCart([], sessionStorage);
    expect(sessionStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('drops unreadable data, unknown products and out-of-range quantities', () => {
    sessionStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(loadCart(catalogueConfig(), sessionStorage)).toEqual([]);
    const good = createItem(catalogueConfig(), 0, today);
    sessionStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        good,
        { ...good, id: 'x', type: 9999 },
        { ...good, id: 'y', quantity: 999 },
        7,
      ]),
    );
    expect(loadCart(catalogueConfig(), sessionStorage)).toEqual([good]);
  });

  it('keeps at most the cart limit', () => {
    const many = Array.from({ length: catalogueConfig().maxCartItems + 3 }, (_, i) => ({
      ...createItem(catalogueConfig(), 0, today),
      id: `i${i}`,
    }));
    sessionStorage.setItem(CART_STORAGE_KEY, JSON.stringify(many));
    expect(loadCart(catalogueConfig(), sessionStorage)).toHaveLength(
      catalogueConfig().maxCartItems,
    );
  });
});
