import { describe, expect, it } from 'vitest';
import { priceLine, priceOrder, quoteLine, parseItemDay } from './pricing.ts';
import type { Catalogue } from './product.ts';

const tier = (day: number, price: number, discount: number, slots = 10) => ({
  day,
  months: day / 30,
  slots,
  plus30: 0,
  plus1: 0,
  discount,
  price,
});
const catalogue: Catalogue = {
  products: [
    {
      type: 0,
      key: 'allInOne',
      label: '일반 올인원',
      group: 'normal',
      defaultDay: 30,
      defaultQuantity: 10,
      option: null,
      unitPrices: { '30': 3300, '90': 9000 },
    },
    {
      type: 20,
      key: 'package',
      label: '패키지',
      group: 'package',
      defaultDay: 90,
      defaultQuantity: 1,
      option: null,
      family: 'normal',
    },
  ],
  packageFamilies: {
    normal: {
      label: '패키지',
      tiers: [tier(30, 100_000, 0), tier(90, 270_000, 5)],
      regular: [tier(180, 500_000, 10)],
    },
  },
};

describe('priceLine', () => {
  it('non-package: unit price × quantity, no discount, activates the quantity', () => {
    expect(priceLine(catalogue, 0, 30, 10)).toEqual({
      originPrice: 3300,
      price: 33_000,
      discount: 0,
      discountPrice: 0,
      total: 33_000,
      bonus: null,
      activeCount: 10,
      days: 30,
    });
  });

  it('package: tier price × quantity minus the rounded discount; slots × quantity activated', () => {
    const line = priceLine(catalogue, 20, 90, 3)!;
    expect(line.price).toBe(810_000);
    expect(line.discountPrice).toBe(40_500);
    expect(line.total).toBe(769_500);
    expect(line.activeCount).toBe(30);
  });

  it('rounds the discount to whole won', () => {
    const odd: Catalogue = {
      ...catalogue,
      packageFamilies: { normal: { label: 'x', tiers: [tier(30, 33_333, 5)] } },
    };
    expect(priceLine(odd, 20, 30, 1)!.discountPrice).toBe(1667);
  });

  it('regular-payment variants price from the regular tiers', () => {
    const line = priceLine(catalogue, 20, 'regular_180', 1)!;
    expect(line).toMatchObject({ price: 500_000, discount: 10, total: 450_000, days: 180 });
  });

  it('names why a line is refused', () => {
    expect(quoteLine(catalogue, 999, 30, 1)).toEqual({ ok: false, refusal: 'unknownProduct' });
    expect(quoteLine(catalogue, 0, 60, 1)).toEqual({ ok: false, refusal: 'badPeriod' });
    expect(quoteLine(catalogue, 20, 60, 1)).toEqual({ ok: false, refusal: 'badPeriod' });
    expect(quoteLine(catalogue, 0, 'regular_30', 1)).toEqual({
      ok: false,
      refusal: 'noRegularPayment',
    });
    expect(quoteLine(catalogue, 0, 30, 0)).toEqual({ ok: false, refusal: 'badQuantity' });
    expect(quoteLine(catalogue, 0, 30, 1.5)).toEqual({ ok: false, refusal: 'badQuantity' });
  });

  it('prices with the catalogue it is given, not a built-in one', () => {
    const dearer: Catalogue = {
      ...catalogue,
      products: catalogue.products.map((p) =>
        p.type === 0 ? { ...p, unitPrices: { '30': 5000 } } : p,
      ),
    };
    expect(priceLine(dearer, 0, 30, 2)!.total).toBe(10_000);
    expect(priceLine(catalogue, 0, 30, 2)!.total).toBe(6600);
  });
});

describe('priceOrder', () => {
  it('sums the lines', () => {
    const q = priceOrder(catalogue, [
      { type: 0, day: 30, quantity: 10 },
      { type: 20, day: 90, quantity: 1 },
    ]);
    expect(q.ok && q.totals).toEqual({ price: 303_000, discountPrice: 13_500, total: 289_500 });
  });

  it('refuses the whole order at its first unsellable line', () => {
    expect(
      priceOrder(catalogue, [
        { type: 0, day: 30, quantity: 1 },
        { type: 0, day: 7, quantity: 1 },
      ]),
    ).toEqual({ ok: false, index: 1, refusal: 'badPeriod' });
  });

  it('an empty order costs nothing', () => {
    expect(priceOrder(catalogue, [])).toEqual({
      ok: true,
      lines: [],
      totals: { price: 0, discountPrice: 0, total: 0 },
    });
  });
});

describe('parseItemDay', () => {
  it('reads days and regular options, rejects anything else', () => {
    expect(parseItemDay(30)).toBe(30);
    expect(parseItemDay('30')).toBe(30);
    expect(parseItemDay('regular_180')).toBe('regular_180');
    expect(parseItemDay('regular_')).toBeNull();
    expect(parseItemDay(0)).toBeNull();
    expect(parseItemDay('x')).toBeNull();
  });
});
