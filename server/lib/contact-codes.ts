// Contact-method codes (ui.json `contact.codes`, developer-owned: wire codes the other apps read
// too), from the request's config like every config value the server uses.
import {
  contactLists as domainContactLists,
  type ContactCodes,
  type ContactMethodType,
} from '../../domain/contact-methods.ts';
import { ContactMethodCodeSchema, type ContactMethodCode } from '../../src/generated/api/zod.ts';
import type { ActiveConfig } from '../config/active-config.ts';

export type ContactName = ContactMethodType;

/** The code table, each code checked against the spec's enum (a code outside it is a bug). */
export function contactCodes(config: ActiveConfig): ContactCodes<ContactMethodCode> {
  const c = config.ui.contact.codes;
  return {
    CALL: ContactMethodCodeSchema.parse(c.CALL),
    SMS: ContactMethodCodeSchema.parse(c.SMS),
    CHAT_TALK: ContactMethodCodeSchema.parse(c.CHAT_TALK),
  };
}

/** Codes or names → both sorted lists (domain/contact-methods.ts). */
export const contactLists = (config: ActiveConfig, values: readonly unknown[]) =>
  domainContactLists(contactCodes(config), values);
