// Handler of tag "report": the objection form download as a DOCX (server/documents).
import {
  OBJECTION_FORM_MIME,
  objectionFormBytes,
  objectionFormDisposition,
} from '../documents/objection-form.ts';
import type { Handlers } from '../lib/http.ts';

export function objectionFormHandlers(): Handlers {
  return {
    async getObjectionForm(_req, reply) {
      const bytes = await objectionFormBytes();
      return reply
        .type(OBJECTION_FORM_MIME)
        .header('content-disposition', objectionFormDisposition())
        .header('cache-control', 'private, max-age=86400')
        .send(bytes);
    },
  };
}
