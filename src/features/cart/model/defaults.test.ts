import { catalogueConfig } from './config';
import { createItem } from './item';
import type { CatalogueConfig } from './types';

const productsConfig = catalogueConfig();

const today = new Date(2026, 4, 10); // 2026-05-10 local

// 001 §9 "Default period in days (default quantity in brackets)", literally.
// [type, seed label, day, quantity or undefined when the seed gives none]
const SEED_DEFAULTS: [number, string, number, number | undefined][] = [
  [6, 'general 1-2-3 room', 30, 10],
  [7, 'general officetel', 30, 5],
  [8, 'general apt', 90, 5],
  [0, 'general all-in-one', 30, 10],
  [90, 'region recommend', 90, undefined],
  [1, 'subway', 90, undefined],
  [2, 'region', 90, undefined],
  [3, 'univ', 90, undefined],
  [4, 'apt', 90, undefined],
  [5, 'officetel', 30, undefined],
  [10, 'plus 30 day', 30, 1],
  [11, 'plus 1 day', 90, 10],
  [80, 'naver general confirm', 180, 1],
  [81, 'naver site confirm', 180, 1],
  [60, 'sign basic', 30, undefined],
  [61, 'sign premium', 30, undefined],
  [70, 'spot shooting season', 30, 10],
  [71, 'spot shooting one time', 90, 1],
  [91, 'icon focus', 180, 10],
  [22, 'package apt', 90, undefined],
  [23, 'package 1-2-3 five', 30, undefined],
  [25, 'package master', 30, undefined],
  // "other packages default 90"
  [20, 'other package', 90, undefined],
  [21, 'other package', 90, undefined],
  [24, 'other package', 90, undefined],
  [26, 'other package', 90, undefined],
  [27, 'other package', 90, undefined],
  [28, 'other package', 90, undefined],
];

describe('product defaults by type (001 §9)', () => {
  it.each(SEED_DEFAULTS)('type %i (%s): %i days, quantity %s', (type, _label, day, quantity) => {
    const product = productsConfig.products.find((p) => p.type === type);
    expect(product, `type ${type} in products.json`).toBeDefined();
    expect(product!.defaultDay).toBe(day);
    if (quantity !== undefined) expect(product!.defaultQuantity).toBe(quantity);

    const item = createItem(productsConfig, type, today);
    expect(item.type).toBe(type);
    expect(item.day).toBe(day);
    if (quantity !== undefined) expect(item.quantity).toBe(quantity);
    expect(item.periodFrom).toBe('2026-05-10');
    expect(item.name).toBe(product!.label);
  });

  it('every catalogue product gets its config defaults, today as start and a consistent end', () => {
    for (const p of productsConfig.products) {
      const item = createItem(productsConfig, p.type, today);
      expect(item.day).toBe(p.defaultDay);
      expect(item.quantity).toBe(p.defaultQuantity);
      expect(item.periodFrom).toBe('2026-05-10');
      expect(item.isRenew).toBe(false);
      expect(item.renewId).toBeNull();
      expect(item.option).toEqual(p.option ? { kind: p.option, id: null, name: '' } : null);
      // default period is sellable, so the line has a price
      expect(item.price, `type ${p.type} default price`).toBeGreaterThan(0);
    }
  });

  it('periodTo counts the start day: 30 days from 2026-05-10 end on 2026-06-08', () => {
    expect(createItem(productsConfig, 0, today).periodTo).toBe('2026-06-08');
    expect(createItem(productsConfig, 8, today).periodTo).toBe('2026-08-07');
  });

  it('a changed defaultDay / defaultQuantity in a config object flows through without code change', () => {
    const edited = {
      ...productsConfig,
      products: productsConfig.products.map((p) =>
        p.type === 0 ? { ...p, defaultDay: 60, defaultQuantity: 3 } : p,
      ),
    } as CatalogueConfig;
    const item = createItem(edited, 0, today);
    expect(item.day).toBe(60);
    expect(item.quantity).toBe(3);
    expect(item.periodTo).toBe('2026-07-08');
    expect(item.price).toBe(
      productsConfig.products.find((p) => p.type === 0)!.unitPrices!['60']! * 3,
    );
  });
});
