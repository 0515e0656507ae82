import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import { fmt, formatNumber } from '@/lib/format-message';

/** 12,300원 */
export const won = (n: number): string =>
  fmt(readConfig(messages.cart).won, { n: formatNumber(n) });

/** A discount as "-3,300원"; no discount reads "0원", never "-0원". */
export const discountText = (n: number): string =>
  n > 0 ? fmt(readConfig(messages.cart).minusWon, { n: formatNumber(n) }) : won(0);

/** Small status badges with text contrast above 4.5:1 (white on the 700 shades, dark on gray). */
export const badge = {
  green: { bgcolor: 'scale.green.700', color: 'common.white', fontWeight: 700 },
  brand: { bgcolor: 'scale.brand.700', color: 'common.white', fontWeight: 700 },
  gray: { bgcolor: 'scale.gray.100', color: 'scale.gray.800', fontWeight: 700 },
} as const;
