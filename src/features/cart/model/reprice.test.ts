import { describe, expect, it } from 'vitest';
import { productsConfig } from '@/generated/config/products';
import { readConfig } from '@/lib/config';
import { publishForTest } from '@/testing/config';
import { createItem } from './item';
import { toOrderItems } from './order-payload';
import { confirmPrices, repricedLines, repriceItems } from './reprice';

const catalogue = () => readConfig(productsConfig);

describe('a cart priced on an older version', () => {
  it('is repriced line by line when the catalogue changes, remembering what the broker saw', () => {
    const a = createItem(catalogue(), 0, new Date('2026-12-01T00:00:00+09:00'));
    const b = createItem(catalogue(), 6, new Date('2026-12-01T00:00:00+09:00'));
    publishForTest((f) => (f.products.products[0].unitPrices['30'] = 3600));
    const r = repriceItems(catalogue(), [a, b]);
    expect(r.changed).toBe(true);
    expect(r.items[1]).toBe(b);
    expect(r.items[0]!.total).toBe((a.total / 3300) * 3600);
    expect(r.items[0]!.previousTotal).toBe(a.total);
    expect(repricedLines(r.items)).toEqual([r.items[0]]);
    // The order says what the broker saw on each line.
    expect(toOrderItems(r.items)[0]!.expectedTotal).toBe(r.items[0]!.total);
    expect(repricedLines(confirmPrices(r.items))).toEqual([]);
  });

  it("a publish that leaves the cart's prices alone changes nothing", () => {
    const a = createItem(catalogue(), 0, new Date('2026-12-01T00:00:00+09:00'));
    publishForTest((f) => (f.products.products[5].label = '다른 상품 이름'));
    const r = repriceItems(catalogue(), [a]);
    expect(r.changed).toBe(false);
    expect(r.items[0]).toBe(a);
  });
});
