// How a customer may reach a broker (seed 000 §3.1): each method has a name and a numeric
// code. The code table is configuration (spec/config/ui.json `contact.codes`) and is passed in.

export type ContactMethodType = 'CALL' | 'SMS' | 'CHAT_TALK';

/** Name → numeric code, e.g. `{ CALL: 1, SMS: 2, CHAT_TALK: 3 }`. */
export type ContactCodes<Code extends number = number> = Readonly<Record<ContactMethodType, Code>>;

export interface ContactLists<Code extends number = number> {
  contactMethods: Code[];
  contactMethodTypes: ContactMethodType[];
}

/**
 * Accepts codes or names (numbers, numeric strings, names) and returns both lists, sorted by
 * code, without repeats; anything unknown is dropped.
 */
export function contactLists<Code extends number>(
  codes: ContactCodes<Code>,
  values: readonly unknown[] | null | undefined,
): ContactLists<Code> {
  const names = Object.keys(codes) as ContactMethodType[];
  const byCode = new Map(names.map((name) => [codes[name] as number, name]));
  const found = new Set<Code>();
  for (const v of values ?? []) {
    const name =
      typeof v === 'number'
        ? byCode.get(v)
        : typeof v === 'string' && /^\d+$/.test(v)
          ? byCode.get(Number(v))
          : names.find((n) => n === v);
    if (name) found.add(codes[name]);
  }
  const contactMethods = [...found].sort((a, b) => a - b);
  return {
    contactMethods,
    contactMethodTypes: contactMethods.map((c) => byCode.get(c)!),
  };
}

/** Names sorted by their codes, without repeats. */
export function sortContactTypes(
  codes: ContactCodes,
  types: readonly ContactMethodType[],
): ContactMethodType[] {
  return [...new Set(types)].sort((a, b) => codes[a] - codes[b]);
}
