import { catalogueConfig } from './config';
import { createRenewalItem, renewalStart } from './renewal';
import type { RenewSource } from './renewal';

const productsConfig = catalogueConfig();

const today = new Date(2026, 4, 10); // 2026-05-10

const src = (over: Partial<RenewSource>): RenewSource => ({
  id: 41,
  type: 0,
  quantity: 10,
  periodFrom: '2026-05-01',
  periodTo: '2026-05-30',
  option: null,
  ...over,
});

describe('renewal (001 §4, A-41)', () => {
  it('starts the day after the old end when that end is in the future', () => {
    expect(renewalStart('2026-05-30', today)).toBe('2026-05-31');
    expect(renewalStart('2026-12-31', today)).toBe('2027-01-01');
  });

  it('starts today when the day after the old end is in the past', () => {
    expect(renewalStart('2026-03-01', today)).toBe('2026-05-10');
    expect(renewalStart('2026-05-08', today)).toBe('2026-05-10');
    expect(renewalStart('2026-05-09', today)).toBe('2026-05-10'); // ended yesterday → today
  });

  it('an unexpired product becomes an isRenew item with renewId and renewData.periodTo', () => {
    const item = createRenewalItem(productsConfig, src({}), today);
    expect(item).toMatchObject({
      type: 0,
      isRenew: true,
      renewId: 41,
      renewData: { periodTo: '2026-05-30' },
      periodFrom: '2026-05-31',
      day: 30, // old period was 30 days, a sellable period
      quantity: 10,
      periodTo: '2026-06-29',
    });
  });

  it('a product ending today is still unexpired', () => {
    const item = createRenewalItem(productsConfig, src({ periodTo: '2026-05-10' }), today);
    expect(item.isRenew).toBe(true);
    expect(item.periodFrom).toBe('2026-05-11');
  });

  it('an expired product becomes a new purchase starting today', () => {
    const item = createRenewalItem(
      productsConfig,
      src({
        type: 1,
        quantity: 1,
        periodFrom: '2026-02-01',
        periodTo: '2026-03-02',
        option: { kind: 'subway', id: 3, name: '봉천역' },
      }),
      today,
    );
    expect(item).toMatchObject({
      isRenew: false,
      renewId: null,
      renewData: null,
      periodFrom: '2026-05-10',
      day: 30,
    });
    expect(item.option).toEqual({ kind: 'subway', id: 3, name: '봉천역' });
  });

  it('packages renew at renewalPackageDay (001 §9: renewal 30)', () => {
    expect(productsConfig.renewalPackageDay).toBe(30);
    const item = createRenewalItem(
      productsConfig,
      src({ type: 26, quantity: 1, periodFrom: '2026-02-10', periodTo: '2026-05-10' }),
      today,
    );
    expect(item.day).toBe(30);
    expect(item.periodFrom).toBe('2026-05-11');
    expect(item.periodTo).toBe('2026-06-09');
  });

  it('an unsellable old period falls back to the default period', () => {
    const item = createRenewalItem(
      productsConfig,
      src({ type: 2, quantity: 1, periodFrom: '2026-05-01', periodTo: '2026-05-12' }),
      today,
    );
    expect(item.day).toBe(90);
  });
});
