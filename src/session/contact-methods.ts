import type { Schema } from '@/api/types';
import { uiConfig } from '@/generated/config/ui';
import { readConfig } from '@/lib/config';
import { contactLists, type ContactCodes } from '@domain/contact-methods';

export type ContactMethodType = Schema<'ContactMethodType'>;

/** CALL=1, SMS=2, CHAT_TALK=3 (seed 000 §3.1), from spec/config/ui.json, read when called. */
export const contactMethodCodes = (): ContactCodes => readConfig(uiConfig).contact.codes;

/** Accepts codes or names (numbers, numeric strings, names), returns both lists sorted by code. */
export const normalizeContactMethods = (values: readonly unknown[] | null | undefined) =>
  contactLists(contactMethodCodes(), values);
