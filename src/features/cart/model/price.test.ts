import { priceLine as serverPriceLine } from '../../../../server/catalog';
import { familyTiers, unitDays } from './catalogue';
import { catalogueConfig as productsConfig } from './config';
import { createItem, updateItem } from './item';
import { cartTotals, priceLine } from './price';
import type { ItemDay } from './types';

describe('price function', () => {
  it('non-package line: unit price × quantity, no discount', () => {
    const p = productsConfig.products.find((x) => x.type === 0)!;
    const unit = p.unitPrices!['30']!;
    expect(priceLine(productsConfig, 0, 30, 10)).toEqual({
      originPrice: unit,
      price: unit * 10,
      discount: 0,
      discountPrice: 0,
      total: unit * 10,
      bonus: null,
      activeCount: 10,
    });
  });

  it('package line: tier price × quantity minus the rounded discount', () => {
    const tier = productsConfig.packageFamilies.normal!.tiers.find((t) => t.day === 90)!;
    const line = priceLine(productsConfig, 20, 90, 2)!;
    expect(line.discount).toBe(5); // 001 §9: 3 months → 5 %
    expect(line.price).toBe(tier.price * 2);
    expect(line.discountPrice).toBe(Math.round((tier.price * 2 * 5) / 100));
    expect(line.total).toBe(line.price - line.discountPrice);
    expect(line.activeCount).toBe(20);
  });

  it('rejects what the server rejects: unknown type, unsold period, regular on a non-package, bad quantity', () => {
    expect(priceLine(productsConfig, 999, 30, 1)).toBeNull();
    expect(priceLine(productsConfig, 10, 90, 1)).toBeNull(); // plus subscription sells 30 days only
    expect(priceLine(productsConfig, 0, 'regular_30', 1)).toBeNull();
    expect(priceLine(productsConfig, 0, 30, 0)).toBeNull();
  });

  it('agrees with the server (server/catalog.ts) for every product, period and several quantities', () => {
    let checked = 0;
    for (const p of productsConfig.products) {
      const { tiers, regular } = familyTiers(productsConfig, p);
      const days: ItemDay[] =
        p.family !== undefined
          ? [...tiers.map((t) => t.day), ...regular.map((t) => `regular_${t.day}` as const)]
          : unitDays(p);
      for (const day of days) {
        for (const q of [1, 3, 7, 10]) {
          const client = priceLine(productsConfig, p.type, day, q)!;
          const server = serverPriceLine(p.type, day, q);
          expect(
            { price: client.price, discountPrice: client.discountPrice, total: client.total },
            `type ${p.type} day ${day} ×${q}`,
          ).toEqual({
            price: server.price,
            discountPrice: server.discountPrice,
            total: server.total,
          });
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('cart total sums the lines', () => {
    const today = new Date(2026, 4, 10);
    let items = [createItem(productsConfig, 0, today), createItem(productsConfig, 26, today)];
    items = updateItem(productsConfig, items, 1, { day: 'regular_180' });
    const a = priceLine(productsConfig, 0, 30, 10)!;
    const b = priceLine(productsConfig, 26, 'regular_180', 1)!;
    expect(b.discount).toBe(10);
    expect(cartTotals(productsConfig, items)).toEqual({
      price: a.price + b.price,
      discountPrice: a.discountPrice + b.discountPrice,
      total: a.total + b.total,
    });
    expect(cartTotals(productsConfig, [])).toEqual({ price: 0, discountPrice: 0, total: 0 });
  });
});
