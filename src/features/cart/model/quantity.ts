import { apiLimits } from '@/generated/api/limits';
import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';

/**
 * Quantity bounds of one cart line, the API's (spec/openapi.yaml OrderItemInput): no office
 * advertises more than 100 listings under one product, and the bound keeps a slip of the finger
 * (999) from reaching the review step unnoticed.
 */
export const QUANTITY = { min: apiLimits.orderQuantityMin, max: apiLimits.orderQuantityMax };

export type QuantityCheck = { ok: true; quantity: number } | { ok: false; message: string };

/** Checks the typed quantity; out-of-range or empty input gets the Korean range message. */
export function checkQuantity(text: string): QuantityCheck {
  const n = Number(text);
  if (text.trim() !== '' && Number.isInteger(n) && n >= QUANTITY.min && n <= QUANTITY.max)
    return { ok: true, quantity: n };
  return { ok: false, message: fmt(readConfig(messages.journeys.cart).quantityRange, QUANTITY) };
}
