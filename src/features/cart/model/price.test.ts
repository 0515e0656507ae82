import { catalogueConfig } from './config';
import { createItem, updateItem } from './item';
import { cartTotals, priceLine } from './price';

const productsConfig = catalogueConfig();

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
      days: 30,
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
