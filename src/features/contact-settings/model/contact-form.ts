import { apiLimits } from '@/generated/api/limits';
import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { contactMethodCodes, type ContactMethodType } from '@/session';

export const CHAT_MESSAGE_MAX = apiLimits.chatMessageMax;

/** Display order of the three checkboxes (seed 001 §2 #6). */
export const CONTACT_OPTIONS: readonly ContactMethodType[] = ['SMS', 'CHAT_TALK', 'CALL'];

/** Sorted by code: CALL, SMS, CHAT_TALK. */
export const sortByCode = (types: readonly ContactMethodType[]): ContactMethodType[] => {
  const codes = contactMethodCodes();
  return [...new Set(types)].sort((a, b) => codes[a] - codes[b]);
};

/** Which field a validation problem belongs to, so the form can mark it. */
export interface ContactFormProblem {
  field: 'methods' | 'message';
  message: string;
}

/** The first validation problem, or null. Checked before the confirm. */
export function validateContactForm(
  types: readonly ContactMethodType[],
  message: string,
): ContactFormProblem | null {
  if (types.length === 0)
    return { field: 'methods', message: readConfig(messages.contact).atLeastOne };
  if (types.includes('CHAT_TALK')) {
    if (message.trim() === '')
      return { field: 'message', message: readConfig(messages.contact).messageRequired };
    if (message.length > CHAT_MESSAGE_MAX)
      return {
        field: 'message',
        message: fmt(readConfig(messages.contact).messageTooLong, { n: CHAT_MESSAGE_MAX }),
      };
  }
  return null;
}
