import type { ItemDay } from './types';

export { dayCount, isRegularDay } from '@domain/pricing';

const REGULAR = 'regular_';

/** Select value of a package option: `30` for a tier, `regular_30` for a regular-payment variant. */
export const packageOptionValue = (days: number, regular: boolean): string =>
  regular ? `${REGULAR}${days}` : String(days);

/**
 * Package days from the chosen option value (001 §5): regular-payment options carry the
 * prefix `regular_` and stay strings; plain options become numbers.
 */
export function packageDayFromOption(value: string): ItemDay {
  if (value.startsWith(REGULAR)) {
    const n = Number(value.slice(REGULAR.length));
    if (!Number.isInteger(n) || n < 1) throw new Error(`bad regular option ${value}`);
    return `${REGULAR}${n}`;
  }
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`bad day option ${value}`);
  return n;
}
