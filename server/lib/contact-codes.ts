// Contact-method codes (spec/config/ui.json), the table the SPA reads too.
import {
  contactLists as domainContactLists,
  type ContactCodes,
  type ContactMethodType,
} from '../../domain/contact-methods.ts';
import { ContactMethodCodeSchema, type ContactMethodCode } from '../../src/generated/api/zod.ts';
import { uiConfig } from '../../src/generated/config/ui.ts';

// Checked against the spec's code enum at start: a config whose codes left it would make every
// answer break the spec.
const configCodes = uiConfig.contact.codes;
export const CONTACT_CODES: ContactCodes<ContactMethodCode> = {
  CALL: ContactMethodCodeSchema.parse(configCodes.CALL),
  SMS: ContactMethodCodeSchema.parse(configCodes.SMS),
  CHAT_TALK: ContactMethodCodeSchema.parse(configCodes.CHAT_TALK),
};
export type ContactName = ContactMethodType;

/** Codes or names → both sorted lists (domain/contact-methods.ts). */
export const contactLists = (values: readonly unknown[]) =>
  domainContactLists(CONTACT_CODES, values);
