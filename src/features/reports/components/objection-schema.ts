import { requestBodySchemas } from '@/api/request-schemas';
import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import { koreanErrors } from '@/lib/korean-errors';

/** The form's part of the spec's body (the history row and the photos come from elsewhere). */
export const objectionReasonSchema = requestBodySchemas.postObjection.pick({ reason: true });

export const objectionErrors = koreanErrors(() => {
  const t = readConfig(messages.reports).objection;
  return { reason: { required: t.reasonRequired, tooShort: t.reasonRequired } };
});
