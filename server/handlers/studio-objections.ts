// Staff's side of brokers' objections (issue 27 #4, tag "studio"): every staff account reads
// them and their attachments; an approver moves one to 검토중 or decides it (인용, 기각) with the
// answer the broker reads in the report history.
import { caller } from '../lib/auth.ts';
import { ApiError, MSG } from '../lib/errors.ts';
import { body, ok, params, query, type Ctx, type Handlers } from '../lib/http.ts';
import type { Schema } from '../lib/operations.ts';
import {
  OBJECTION_COLUMNS,
  OBJECTION_MSG,
  objectionOf,
  type ObjectionRow,
} from '../objections/objection-record.ts';
import type { PhotoStore } from '../rooms/photo-store.ts';

type Row = ObjectionRow & { office_name: string; user_name: string; user_email: string };

const ALL = `SELECT ${OBJECTION_COLUMNS}, a.name AS office_name, u.name AS user_name, u.email AS user_email
  FROM objections o JOIN report_history h ON h.id = o.history_id
  JOIN users u ON u.id = o.user_id JOIN agents a ON a.id = o.agent_id`;

const staffView = (r: Row): Schema<'StudioObjection'> => ({
  ...objectionOf(r),
  officeName: r.office_name,
  userName: r.user_name,
  userEmail: r.user_email,
  reportStep: r.report_step,
  warning: r.warning,
  penalty: r.penalty,
});

// Open ones first (접수, then 검토중), each oldest first: the order staff work them in.
const ORDER = `ORDER BY CASE o.status WHEN 'RECEIVED' THEN 0 WHEN 'REVIEWING' THEN 1 ELSE 2 END,
  CASE WHEN o.status IN ('RECEIVED', 'REVIEWING') THEN o.id ELSE -o.id END`;

export function studioObjectionHandlers({ db, photos }: Ctx & { photos: PhotoStore }): Handlers {
  return {
    async getStudioObjections(req) {
      const { status } = query<{ status?: string }>(req);
      const rows = status
        ? await db.query<Row>(`${ALL} WHERE o.status = $1 ${ORDER}`, [status])
        : await db.query<Row>(`${ALL} ${ORDER}`);
      return ok(rows.map(staffView));
    },
    async postStudioObjectionAnswer(req) {
      const a = caller(req);
      const { id } = params<{ id: number }>(req);
      const b = body<{ status: 'REVIEWING' | 'ACCEPTED' | 'REJECTED'; answer: string }>(req);
      const answer = b.answer.trim();
      if (b.status !== 'REVIEWING' && answer === '')
        throw new ApiError(400, OBJECTION_MSG.answerNeeded);
      await db.tx(async (q) => {
        const [o] = await q<{ status: string }>(
          'SELECT status FROM objections WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!o) throw new ApiError(404, MSG.notFound);
        if (o.status === 'ACCEPTED' || o.status === 'REJECTED')
          throw new ApiError(409, OBJECTION_MSG.decided);
        await q(
          `UPDATE objections SET status = $2, answer = $3, answered_by = $4,
                  answered_at = CASE WHEN $2 = 'REVIEWING' THEN answered_at ELSE now() END
            WHERE id = $1`,
          [id, b.status, answer, a.userId],
        );
      });
      const [row] = await db.query<Row>(`${ALL} WHERE o.id = $1`, [id]);
      return ok(staffView(row!));
    },
    async getStudioObjectionPhoto(req, reply) {
      const { id, photoId } = params<{ id: number; photoId: string }>(req);
      const [row] = await db.query(
        'SELECT 1 FROM room_photos WHERE photo_id = $1 AND objection_id = $2',
        [photoId, id],
      );
      const file = row ? await photos.read(photoId, 'large') : null;
      if (!file) throw new ApiError(404, MSG.notFound);
      return reply.type('image/jpeg').header('cache-control', 'private, max-age=3600').send(file);
    },
  };
}
