import { familyTiers, requireProduct } from './catalogue';
import { catalogueConfig } from './config';
import { createItem, updateItem } from './item';
import { dayCount, packageDayFromOption, packageOptionValue } from './package-day';

const productsConfig = catalogueConfig();

const today = new Date(2026, 4, 10);
type Row = [
  months: number,
  day: number,
  slots: number,
  plus30: number,
  plus1: number,
  discount: number,
];

const tiersOf = (type: number) => familyTiers(productsConfig, requireProduct(productsConfig, type));
const pick = (t: {
  months: number;
  day: number;
  slots: number;
  plus30: number;
  plus1: number;
  discount: number;
}) => [t.months, t.day, t.slots, t.plus30, t.plus1, t.discount] as Row;

// 001 §9 "Package tiers by months/days (normal slots, plus30, plus1, discount %)", literally.
const NORMAL: Row[] = [
  [1, 30, 10, 2, 10, 0],
  [2, 60, 10, 5, 15, 0],
  [3, 90, 10, 5, 20, 5],
  [6, 180, 10, 10, 50, 10],
  [12, 360, 10, 10, 100, 20],
];
// "Officetel five: slots 5; plus30 2, 3, 3, 5, 5; plus1 10, 15, 20, 50, 100; same discounts."
const OFFICETEL_FIVE: Row[] = [
  [1, 30, 5, 2, 10, 0],
  [2, 60, 5, 3, 15, 0],
  [3, 90, 5, 3, 20, 5],
  [6, 180, 5, 5, 50, 10],
  [12, 360, 5, 5, 100, 20],
];

describe('package tiers match 001 §9', () => {
  // "Other codes seen for package tiers: 20 and 25 normal"
  it.each([20, 25])('type %i has the normal tiers', (type) => {
    expect(tiersOf(type).tiers.map(pick)).toEqual(NORMAL);
  });

  it('type 21 (officetel five) has its tiers', () => {
    expect(tiersOf(21).tiers.map(pick)).toEqual(OFFICETEL_FIVE);
  });

  it('type 24 (officetel ten): slots 10; plus30 2, 5, 5, 10, 10', () => {
    const t = tiersOf(24).tiers;
    expect(t.map((x) => [x.months, x.day])).toEqual([
      [1, 30],
      [2, 60],
      [3, 90],
      [6, 180],
      [12, 360],
    ]);
    expect(t.map((x) => x.slots)).toEqual([10, 10, 10, 10, 10]);
    expect(t.map((x) => x.plus30)).toEqual([2, 5, 5, 10, 10]);
  });

  it.each([
    [26, 10],
    [27, 5],
  ])(
    'type %i (all-in-one, %i slots): plus30 2, discounts 0,0,5,10,10; regular 30/90/180 at 0/5/10',
    (type, slots) => {
      const { tiers, regular } = tiersOf(type);
      expect(tiers.map((x) => x.day)).toEqual([30, 60, 90, 180, 360]);
      expect(tiers.map((x) => x.slots)).toEqual([slots, slots, slots, slots, slots]);
      expect(tiers.map((x) => x.plus30)).toEqual([2, 2, 2, 2, 2]);
      expect(tiers.map((x) => x.discount)).toEqual([0, 0, 5, 10, 10]);
      expect(regular.map((x) => [x.day, x.discount])).toEqual([
        [30, 0],
        [90, 5],
        [180, 10],
      ]);
    },
  );

  it('ten-listing and five-listing packages carry 10 and 5 slots (001 §3)', () => {
    for (const type of [20, 28])
      expect(tiersOf(type).tiers.every((t) => t.slots === 10)).toBe(true);
    expect(tiersOf(23).tiers.every((t) => t.slots === 5)).toBe(true);
  });

  it('every package product has tiers; only the all-in-one families have regular variants', () => {
    for (const p of productsConfig.products.filter((x) => x.family !== undefined)) {
      const { tiers, regular } = tiersOf(p.type);
      expect(tiers.length, `type ${p.type}`).toBeGreaterThan(0);
      expect(regular.length > 0).toBe(p.type === 26 || p.type === 27);
    }
  });
});

describe('package days from the chosen option', () => {
  it('plain options become numbers, regular options keep the regular_ prefix', () => {
    expect(packageDayFromOption('90')).toBe(90);
    expect(packageDayFromOption('regular_90')).toBe('regular_90');
    expect(packageDayFromOption(packageOptionValue(180, true))).toBe('regular_180');
    expect(packageDayFromOption(packageOptionValue(360, false))).toBe(360);
    expect(dayCount('regular_30')).toBe(30);
    expect(() => packageDayFromOption('regular_x')).toThrow();
    expect(() => packageDayFromOption('')).toThrow();
  });

  it('every tier and regular variant of every package flows into the item (bonus, discount, period, price)', () => {
    for (const p of productsConfig.products.filter((x) => x.family !== undefined)) {
      const { tiers, regular } = tiersOf(p.type);
      const variants = [
        ...tiers.map((t) => ({ t, regular: false })),
        ...regular.map((t) => ({ t, regular: true })),
      ];
      for (const { t, regular: isRegular } of variants) {
        const day = packageDayFromOption(packageOptionValue(t.day, isRegular));
        const [item] = updateItem(productsConfig, [createItem(productsConfig, p.type, today)], 0, {
          day,
        });
        expect(item!.day).toBe(isRegular ? `regular_${t.day}` : t.day);
        expect(item!.isRegularPayment).toBe(isRegular);
        expect(item!.bonus).toEqual({ slots: t.slots, plus30: t.plus30, plus1: t.plus1 });
        expect(item!.discount).toBe(t.discount);
        expect(item!.activeCount).toBe(t.slots);
        expect(item!.originPrice).toBe(t.price);
        expect(item!.discountPrice).toBe(Math.round((t.price * t.discount) / 100));
        expect(item!.total).toBe(t.price - Math.round((t.price * t.discount) / 100));
      }
    }
  });

  it('a regular option on a package without regular variants is not sellable', () => {
    const [item] = updateItem(productsConfig, [createItem(productsConfig, 20, today)], 0, {
      day: 'regular_30',
    });
    expect(item!.price).toBe(0);
    expect(item!.total).toBe(0);
  });
});
