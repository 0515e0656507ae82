import { addItem } from './add';
import { catalogueConfig } from './config';
import { createItem } from './item';
import { switchPackage } from './package-switch';
import { linkedTypes, removeItem } from './remove';
import type { PurchaseItem } from './types';

const productsConfig = catalogueConfig();

const today = new Date(2026, 4, 10);
const cart = (...types: number[]): PurchaseItem[] =>
  types.map((t) => createItem(productsConfig, t, today));
const types = (items: PurchaseItem[]) => items.map((i) => i.type);

describe('add and the 9-item limit (001 §5)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('appends with defaults and scrolls to the new item', () => {
    const r = addItem(productsConfig, cart(0, 6), 1, today);
    expect(types(r.items)).toEqual([0, 6, 1]);
    expect(r.scrollIndex).toBe(2);
  });

  it('the limit is 9; the tenth add is refused with the Korean console warning only', () => {
    expect(productsConfig.maxCartItems).toBe(9);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let items: PurchaseItem[] = [];
    for (let i = 0; i < 9; i++) items = addItem(productsConfig, items, 0, today).items;
    expect(items).toHaveLength(9);
    expect(warn).not.toHaveBeenCalled();
    const r = addItem(productsConfig, items, 6, today);
    expect(r.items).toHaveLength(9);
    expect(r.scrollIndex).toBeNull();
    expect(warn).toHaveBeenCalledWith('더 이상 상품을 추가할 수 없습니다.');
  });
});

describe('remove with linked removals (A-40)', () => {
  it('config links 7 → 5 and 8 → 4, nothing else', () => {
    expect(linkedTypes(productsConfig, 7)).toEqual([5]);
    expect(linkedTypes(productsConfig, 8)).toEqual([4]);
    for (const p of productsConfig.products.filter((x) => x.type !== 7 && x.type !== 8)) {
      expect(linkedTypes(productsConfig, p.type)).toEqual([]);
    }
  });

  it('removing general officetel (7) removes every officetel complex (5)', () => {
    const r = removeItem(productsConfig, cart(5, 0, 7, 5, 4), 2);
    expect(types(r.items)).toEqual([0, 4]);
    expect(r.scrollIndex).toBe(0); // the nearest item before the removed one is type 0, now index 0
  });

  it('removing general apt (8) removes every apt complex (4)', () => {
    const r = removeItem(productsConfig, cart(4, 8, 5, 4), 1);
    expect(types(r.items)).toEqual([5]);
    expect(r.scrollIndex).toBeNull(); // nothing remained before it → top
  });

  it('removing a premium or complex product removes only itself', () => {
    expect(types(removeItem(productsConfig, cart(7, 5, 1), 1).items)).toEqual([7, 1]);
    expect(types(removeItem(productsConfig, cart(8, 4, 2), 2).items)).toEqual([8, 4]);
  });

  it('scrolls to the previous item, or the top when removing the first or last', () => {
    expect(removeItem(productsConfig, cart(0, 6, 9), 2).scrollIndex).toBe(1);
    expect(removeItem(productsConfig, cart(0, 6, 9), 0).scrollIndex).toBeNull();
    expect(removeItem(productsConfig, cart(0), 0)).toEqual({ items: [], scrollIndex: null });
  });
});

describe('package switch (001 §4)', () => {
  it('replaces the FIRST package item with a new one of the chosen type, in place', () => {
    const items = cart(0, 20, 1, 26);
    const r = switchPackage(productsConfig, items, 21, today);
    expect(types(r.items)).toEqual([0, 21, 1, 26]);
    expect(r.index).toBe(1);
    expect(r.items[1]!.day).toBe(90);
    expect(r.items[1]!.id).not.toBe(items[1]!.id);
    expect(r.items[0]).toBe(items[0]);
    expect(r.items[3]).toBe(items[3]);
  });

  it('takes the new type defaults (package master → 30 days)', () => {
    const r = switchPackage(productsConfig, cart(26), 25, today);
    expect(r.items[0]!.day).toBe(30);
    expect(r.items[0]!.name).toBe(productsConfig.products.find((p) => p.type === 25)!.label);
  });

  it('does nothing without a package item and refuses a non-package type', () => {
    expect(switchPackage(productsConfig, cart(0, 1), 20, today)).toMatchObject({ index: null });
    expect(() => switchPackage(productsConfig, cart(20), 0, today)).toThrow();
  });
});
