// How a customer may reach a broker (seed 000 §3.1): each method has a name and a numeric
// code. The code table is configuration (spec/config/ui.json `contact.codes`) and is passed in.

export type ContactMethodType = 'CALL' | 'SMS' | 'CHAT_TALK';

/** Name → numeric code, e.g. `{ CALL: 1, SMS: 2, CHAT_TALK: 3 }`. */
export type ContactCodes = Readonly<Record<ContactMethodType, number>>;

export interface ContactLists {
  contactMethods: number[];
  contactMethodTypes: ContactMethodType[];
}

/**
 * Accepts codes or names (numbers, numeric strings, names) and returns both lists, sorted by
 * code, without repeats; anything unknown is dropped.
 */
export function contactLists(
  codes: ContactCodes,
  values: readonly unknown[] | null | undefined,
): ContactLists {
  const byCode = new Map(
    (Object.entries(codes) as [ContactMethodType, number][]).map(([k, v]) => [v, k]),
  );
  const found = new Set<number>();
  for (const v of values ?? []) {
    if (typeof v === 'number' && byCode.has(v)) found.add(v);
    else if (typeof v === 'string' && /^\d+$/.test(v) && byCode.has(Number(v)))
      found.add(Number(v));
    else if (typeof v === 'string' && Object.hasOwn(codes, v))
      found.add(codes[v as ContactMethodType]);
  }
  const contactMethods = [...found].sort((a, b) => a - b);
  return {
    contactMethods,
    contactMethodTypes: contactMethods.map((c) => byCode.get(c) as ContactMethodType),
  };
}

/** Names sorted by their codes, without repeats. */
export function sortContactTypes(
  codes: ContactCodes,
  types: readonly ContactMethodType[],
): ContactMethodType[] {
  return [...new Set(types)].sort((a, b) => codes[a] - codes[b]);
}
