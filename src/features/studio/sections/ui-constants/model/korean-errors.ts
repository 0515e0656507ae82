import type { ErrorObject } from 'ajv';
import { messages } from '@/generated/config/messages-studio';
import { readConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';

/** Korean text of one schema error (the keyword and its limit). */
export function koreanSchemaError(e: Pick<ErrorObject, 'keyword' | 'params'>): string {
  const t = readConfig(messages.studioEditors).ui.errors;

  const limit = (e.params as { limit?: number }).limit ?? '';
  switch (e.keyword) {
    case 'required':
      return t.required;
    case 'type':
      return (e.params as { type?: string }).type === 'integer' ? t.integer : t.type;
    case 'minimum':
    case 'exclusiveMinimum':
      return fmt(t.minimum, { limit });
    case 'maximum':
    case 'exclusiveMaximum':
      return fmt(t.maximum, { limit });
    case 'minLength':
      return fmt(t.minLength, { limit });
    case 'maxLength':
      return fmt(t.maxLength, { limit });
    case 'minItems':
      return fmt(t.minItems, { limit });
    case 'maxItems':
      return fmt(t.maxItems, { limit });
    case 'uniqueItems':
      return t.uniqueItems;
    case 'pattern':
      return t.pattern;
    case 'format':
      return t.format;
    case 'enum':
      return t.enum;
    case 'additionalProperties':
      return t.additionalProperties;
    default:
      return t.other;
  }
}

/** rjsf localizer: rewrites the precompiled validator's messages in Korean, in place. */
export function localizeKorean(errors?: null | ErrorObject[]): void {
  for (const e of errors ?? []) e.message = koreanSchemaError(e);
}
