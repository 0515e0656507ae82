// Handlers of tag "inquiry" for the office as a whole: its 48-hour answer rate
// (server/inquiry/inquiry-stats.ts) and the answer templates it keeps, at most
// TEMPLATES_MAX per office; another office's template answers 404 like a missing one.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import { inquiryStats } from '../inquiry/inquiry-stats.ts';
import { caller } from '../lib/auth.ts';
import { ApiError, MSG } from '../lib/errors.ts';
import { isoTime } from '../lib/format.ts';
import { body, ok, params, type Ctx, type Handlers } from '../lib/http.ts';

export const TEMPLATES_MAX = 30;

export const TEMPLATE_MSG = {
  blank: '템플릿 제목과 내용을 입력해주세요.',
  full: `답변 템플릿은 ${TEMPLATES_MAX}개까지 저장할 수 있습니다. 쓰지 않는 템플릿을 지운 뒤 추가해주세요.`,
} as const;

interface TemplateRow {
  template_id: number;
  title: string;
  body: string;
  updated_time: Date;
}

const toTemplate = (r: TemplateRow) => ({
  templateId: r.template_id,
  title: r.title,
  body: r.body,
  updatedTime: isoTime(r.updated_time),
});

/** The template input trimmed, or a 400 when either part is only spaces. */
function templateInput(req: FastifyRequest) {
  const b = body<{ title: string; body: string }>(req);
  const t = { title: b.title.trim(), body: b.body.trim() };
  if (!t.title || !t.body) throw new ApiError(400, TEMPLATE_MSG.blank);
  return t;
}

const lockOfficeTemplates = (q: Db['query'], agentId: number) =>
  q('SELECT id FROM agents WHERE id = $1 FOR UPDATE', [agentId]);

export function inquiryOfficeHandlers({ db }: Ctx): Handlers {
  return {
    async getInquiryStats(req) {
      return ok(await inquiryStats(db.query, caller(req).agentId));
    },
    async getInquiryTemplates(req) {
      const rows = await db.query<TemplateRow>(
        'SELECT * FROM inquiry_templates WHERE agent_id = $1 ORDER BY template_id',
        [caller(req).agentId],
      );
      return ok({ items: rows.map(toTemplate) });
    },
    async postInquiryTemplate(req) {
      const a = caller(req);
      const t = templateInput(req);
      const row = await db.tx(async (q) => {
        // Counted under the office's lock, so two adds cannot both pass the limit.
        await lockOfficeTemplates(q, a.agentId);
        const [c] = await q<{ n: number }>(
          'SELECT count(*)::int AS n FROM inquiry_templates WHERE agent_id = $1',
          [a.agentId],
        );
        if ((c?.n ?? 0) >= TEMPLATES_MAX) throw new ApiError(409, TEMPLATE_MSG.full);
        const [r] = await q<TemplateRow>(
          'INSERT INTO inquiry_templates (agent_id, title, body) VALUES ($1, $2, $3) RETURNING *',
          [a.agentId, t.title, t.body],
        );
        return r!;
      });
      return ok(toTemplate(row));
    },
    async putInquiryTemplate(req) {
      const a = caller(req);
      const { templateId } = params<{ templateId: number }>(req);
      const t = templateInput(req);
      const [row] = await db.query<TemplateRow>(
        `UPDATE inquiry_templates SET title = $3, body = $4, updated_time = now()
          WHERE template_id = $1 AND agent_id = $2 RETURNING *`,
        [templateId, a.agentId, t.title, t.body],
      );
      if (!row) throw new ApiError(404, MSG.notFound);
      return ok(toTemplate(row));
    },
    async deleteInquiryTemplate(req) {
      const a = caller(req);
      const { templateId } = params<{ templateId: number }>(req);
      const done = await db.query(
        'DELETE FROM inquiry_templates WHERE template_id = $1 AND agent_id = $2 RETURNING template_id',
        [templateId, a.agentId],
      );
      if (done.length === 0) throw new ApiError(404, MSG.notFound);
      return ok(true);
    },
  };
}
