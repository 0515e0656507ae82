// Handlers of a broker's objections (issue 27 #4, tag "report"): filing one against the result of
// a self-handled report within the policy's days (ui.json reports.objectionDays; 001 §4 "within
// 2 weeks after self-handling"), with photos uploaded through the listing-photo path, and
// reading them back with staff's status and answer (./studio-objections.ts).
import { fmt } from '../../domain/format-text.ts';
import { requestConfig } from '../config/request-config.ts';
import { caller } from '../lib/auth.ts';
import { ApiError, MSG } from '../lib/errors.ts';
import { body, ok, type Ctx, type Handlers } from '../lib/http.ts';
import {
  OBJECTION_COLUMNS,
  OBJECTION_MSG,
  objectionOf,
  type ObjectionRow,
} from '../objections/objection-record.ts';

const MINE = `SELECT ${OBJECTION_COLUMNS}
  FROM objections o JOIN report_history h ON h.id = o.history_id
 WHERE o.user_id = $1`;

export function objectionHandlers({ db }: Ctx): Handlers {
  return {
    async getObjections(req) {
      const rows = await db.query<ObjectionRow>(`${MINE} ORDER BY o.id DESC`, [caller(req).userId]);
      return ok(rows.map(objectionOf));
    },
    async postObjection(req) {
      const a = caller(req);
      const b = body<{ historyId: number; reason: string; photoIds: string[] }>(req);
      const days = (await requestConfig(req, db)).ui.reports.objectionDays;
      const id = await db.tx(async (q) => {
        const [h] = await q<{ open: boolean; filed: boolean }>(
          `SELECT h.created_at > now() - make_interval(days => $3::int) AS open,
                  EXISTS (SELECT 1 FROM objections o WHERE o.history_id = h.id) AS filed
             FROM report_history h WHERE h.id = $1 AND h.user_id = $2 FOR UPDATE`,
          [b.historyId, a.userId, days],
        );
        if (!h) throw new ApiError(404, MSG.notFound);
        if (h.filed) throw new ApiError(409, OBJECTION_MSG.filed);
        if (!h.open) throw new ApiError(409, fmt(OBJECTION_MSG.late, { days }));
        const [o] = await q<{ id: number }>(
          `INSERT INTO objections (history_id, user_id, agent_id, reason)
           VALUES ($1, $2, $3, $4) RETURNING id`,
          [b.historyId, a.userId, a.agentId, b.reason.trim()],
        );
        // Only the office's own uploads that nothing else holds yet.
        for (const [i, photoId] of b.photoIds.entries()) {
          const done = await q(
            `UPDATE room_photos SET objection_id = $1, sort = $2
              WHERE photo_id = $3 AND agent_id = $4 AND rooms_seq IS NULL AND objection_id IS NULL
              RETURNING photo_id`,
            [o!.id, i, photoId, a.agentId],
          );
          if (done.length === 0) throw new ApiError(400, OBJECTION_MSG.photos);
        }
        return o!.id;
      });
      const [row] = await db.query<ObjectionRow>(`${MINE} AND o.id = $2`, [a.userId, id]);
      return ok(objectionOf(row!));
    },
  };
}
