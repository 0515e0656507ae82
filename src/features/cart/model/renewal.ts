import { differenceInCalendarDays, parseISO } from 'date-fns';
import { isPackage, requireProduct, unitDays } from './catalogue';
import { addDaysYmd, toYmd } from './dates';
import { createItem, withDerived } from './item';
import type { CatalogueConfig, ItemOption, OptionKind, PurchaseItem } from './types';

/** What the renewal needs from a product in use (GET /product/using). */
export interface RenewSource {
  id: number;
  type: number;
  quantity: number;
  periodFrom: string;
  periodTo: string;
  option: { kind: string; id: number; name: string } | null;
}

/** Where the cart holds the renewal of product line `renewId` (-1: nowhere). A line is renewed
 * once: the cart never holds two renewals of it, and the server refuses a second one. */
export const renewalIndex = (items: readonly PurchaseItem[], renewId: number): number =>
  items.findIndex((i) => i.isRenew && i.renewId === renewId);

/** The cart with the first renewal of each line only (a cart saved before the rule held more). */
export const oneRenewalPerLine = (items: readonly PurchaseItem[]): PurchaseItem[] =>
  items.filter(
    (it, i) => !it.isRenew || it.renewId === null || renewalIndex(items, it.renewId) === i,
  );

/** Start of the renewed period: the day after the old end, or today if that is in the past. */
export function renewalStart(oldPeriodTo: string, today: Date = new Date()): string {
  const next = addDaysYmd(oldPeriodTo, 1);
  const now = toYmd(today);
  return next < now ? now : next;
}

/** Not expired: the old period still covers today. */
export const isUnexpired = (periodTo: string, today: Date = new Date()): boolean =>
  periodTo >= toYmd(today);

/**
 * A cart item that renews a bought product (001 §4, A-41). An unexpired product gives
 * isRenew, renewId and renewData.periodTo; an expired one becomes a plain new purchase of the
 * same product starting today. Packages renew at renewalPackageDay; other products keep the
 * old period length when it is sellable, otherwise their defaultDay. Quantity and
 * sub-selection are carried over.
 */
export function createRenewalItem(
  config: CatalogueConfig,
  source: RenewSource,
  today: Date = new Date(),
): PurchaseItem {
  const p = requireProduct(config, source.type);
  const base = createItem(config, source.type, today);
  const oldDays =
    differenceInCalendarDays(parseISO(source.periodTo), parseISO(source.periodFrom)) + 1;
  const day = isPackage(p)
    ? config.renewalPackageDay
    : unitDays(p).includes(oldDays)
      ? oldDays
      : p.defaultDay;
  const unexpired = isUnexpired(source.periodTo, today);
  const option: ItemOption | null =
    p.option && source.option && source.option.kind === p.option
      ? { kind: p.option as OptionKind, id: source.option.id, name: source.option.name }
      : base.option;
  return withDerived(config, {
    ...base,
    day,
    quantity: source.quantity > 0 ? source.quantity : base.quantity,
    periodFrom: renewalStart(source.periodTo, today),
    option,
    isRenew: unexpired,
    renewId: unexpired ? source.id : null,
    renewData: unexpired ? { periodTo: source.periodTo } : null,
  });
}
