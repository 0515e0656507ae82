import type { ErrorObject } from 'ajv';
import { PROBLEM_TEXT, problemText, type ProblemCode } from '@config/problem-text';

/**
 * The Korean text of one error of the form's own validator: the checker's text for the same
 * schema keyword (config/problem-text.ts), so a value reads the same before and after a save.
 */
export function schemaErrorText(e: Pick<ErrorObject, 'keyword' | 'params' | 'message'>): string {
  const code = `schema.${e.keyword}`;
  if (!(code in PROBLEM_TEXT)) return problemText('schema.other', { detail: e.message ?? '' });
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries((e.params ?? {}) as Record<string, unknown>))
    params[k] = typeof v === 'number' || typeof v === 'string' ? v : JSON.stringify(v);
  return problemText(code as ProblemCode, params);
}

/** rjsf localizer: rewrites the precompiled validator's messages in Korean, in place. */
export function localizeKorean(errors?: null | ErrorObject[]): void {
  for (const e of errors ?? []) e.message = schemaErrorText(e);
}
