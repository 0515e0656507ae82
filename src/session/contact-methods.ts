import type { Schema } from '@/api/types';

export type ContactMethodType = Schema<'ContactMethodType'>;

/** CALL=1, SMS=2, CHAT_TALK=3 (seed 000 §3.1). */
export const CONTACT_METHOD_CODES: Record<ContactMethodType, number> = {
  CALL: 1,
  SMS: 2,
  CHAT_TALK: 3,
};
const BY_CODE = new Map(
  Object.entries(CONTACT_METHOD_CODES).map(([k, v]) => [v, k as ContactMethodType]),
);

/** Accepts codes or names (numbers, numeric strings, names), returns both lists sorted by code. */
export function normalizeContactMethods(values: readonly unknown[] | null | undefined): {
  contactMethods: number[];
  contactMethodTypes: ContactMethodType[];
} {
  const codes = new Set<number>();
  for (const v of values ?? []) {
    if (typeof v === 'number' && BY_CODE.has(v)) codes.add(v);
    else if (typeof v === 'string' && /^\d+$/.test(v) && BY_CODE.has(Number(v)))
      codes.add(Number(v));
    else if (typeof v === 'string' && v in CONTACT_METHOD_CODES)
      codes.add(CONTACT_METHOD_CODES[v as ContactMethodType]);
  }
  const contactMethods = [...codes].sort((a, b) => a - b);
  return {
    contactMethods,
    contactMethodTypes: contactMethods.map((c) => BY_CODE.get(c) as ContactMethodType),
  };
}
