import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import { fmt } from './format-message';

/** Korean text for one field's failures; anything not given falls back to the generic text. */
export interface FieldMessages {
  /** Empty, missing, or an unchecked required choice. */
  required?: string;
  /** A pattern or format that does not match (phone, email). */
  format?: string;
  /** Shorter than the minimum length (when the field has its own wording for it). */
  tooShort?: string;
}

export interface Issue {
  code?: string;
  input?: unknown;
  path?: PropertyKey[];
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
}

type Fields = Record<string, FieldMessages>;

/**
 * The one zod error map of the portal (style rule 8): every validation message comes from
 * messages.ko.json. Pass it as `zodResolver(schema, { error: koreanErrors({...}) })`. A map made
 * at import takes its field texts as a function, `koreanErrors(() => ({...}))`, so they are read
 * from the active config version at each validation (docs/config.md).
 */
export function koreanErrors(fields: Fields | (() => Fields) = {}) {
  return (issue: Issue): string | undefined => {
    const validationText = readConfig(messages.validation);
    const fieldTexts = typeof fields === 'function' ? fields() : fields;

    const field = fieldTexts[String(issue.path?.[0] ?? '')] ?? {};
    // An empty field reads as "required", whatever rule it broke first.
    if (issue.input === '' || issue.input === undefined || issue.input === null)
      return field.required ?? validationText.required;
    switch (issue.code) {
      case 'too_small': {
        const min = Number(issue.minimum ?? 0);
        if (issue.origin === 'string' && min > 1)
          return field.tooShort ?? fmt(validationText.tooShort, { n: min });
        if (issue.origin === 'array') return field.required ?? validationText.choose;
        if (issue.origin === 'number') return fmt(validationText.numberMin, { n: min });
        return field.required ?? validationText.required;
      }
      case 'too_big': {
        const n = Number(issue.maximum);
        if (issue.origin === 'number') return fmt(validationText.numberMax, { n });
        return fmt(issue.origin === 'string' ? validationText.tooLong : validationText.tooMany, {
          n,
        });
      }
      case 'invalid_format':
        return field.format ?? validationText.format;
      case 'invalid_value':
      case 'invalid_type':
      case 'custom':
        return field.required ?? validationText.required;
      default:
        return validationText.format;
    }
  };
}
