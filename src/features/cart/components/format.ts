import { messages } from '@/generated/config/messages';
import { fmt, formatNumber } from '@/lib/format-message';

/** 12,300원 */
export const won = (n: number): string => fmt(messages.cart.won, { n: formatNumber(n) });
