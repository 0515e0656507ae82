import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';

/**
 * Quantity bounds of one cart line. The server accepts up to 1000 per line, but no office
 * advertises that many listings under one product; 100 keeps a slip of the finger (999) from
 * reaching the review step unnoticed.
 */
export const QUANTITY = { min: 1, max: 100 } as const;

export type QuantityCheck = { ok: true; quantity: number } | { ok: false; message: string };

/** Checks the typed quantity; out-of-range or empty input gets the Korean range message. */
export function checkQuantity(text: string): QuantityCheck {
  const n = Number(text);
  if (text.trim() !== '' && Number.isInteger(n) && n >= QUANTITY.min && n <= QUANTITY.max)
    return { ok: true, quantity: n };
  return { ok: false, message: fmt(readConfig(messages.journeys.cart).quantityRange, QUANTITY) };
}
