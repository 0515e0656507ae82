// Handlers of tag "studio" for publishing at a time (issue 25 item 4): a publisher schedules an
// approved review request for an instant (sent with its offset; the studio sends Korea time),
// staff see the queue, and a publisher cancels a schedule that has not gone live. The timers of
// the server processes publish it (server/config/schedule-runner.ts); "now" is the app's clock.
import {
  cancelSchedule,
  SCHEDULE_NOT_FOUND_MSG,
  SCHEDULE_SELECT,
  scheduleRequest,
  type ScheduleRow,
} from '../config/schedules.ts';
import { caller } from '../lib/auth.ts';
import { ApiError } from '../lib/errors.ts';
import { isoTime } from '../lib/format.ts';
import { body, ok, pageArgs, params, query, type Ctx, type Handlers } from '../lib/http.ts';
import type { Result } from '../lib/operations.ts';

const scheduleItem = (s: ScheduleRow): Result<'postStudioSchedule'> => ({
  id: s.id,
  requestId: s.request_id,
  note: s.note,
  author: s.author,
  at: isoTime(s.at),
  state: s.state,
  scheduledBy: s.scheduled_by,
  cancelledBy: s.cancelled_by,
  version: s.version,
  failure: s.failure,
  createdAt: isoTime(s.created_at),
});

export function studioScheduleHandlers({ db, now }: Ctx & { now: () => Date }): Handlers {
  const item = async (id: number) => {
    const [s] = await db.query<ScheduleRow>(`${SCHEDULE_SELECT} WHERE s.id = $1`, [id]);
    if (!s) throw new ApiError(404, SCHEDULE_NOT_FOUND_MSG);
    return scheduleItem(s);
  };
  return {
    async postStudioSchedule(req) {
      const { requestId, at } = body<{ requestId: number; at: string }>(req);
      const id = await scheduleRequest(db, requestId, new Date(at), caller(req).userId, now());
      return ok(await item(id));
    },
    async getStudioSchedules(req) {
      const q = query<{ state?: ScheduleRow['state']; page?: number; limit?: number }>(req);
      const { limit, offset } = pageArgs(q, 20);
      const where = q.state ? 'WHERE s.state = $1' : 'WHERE $1::text IS NULL';
      const args = [q.state ?? null];
      const [c] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM config_schedules s ${where}`,
        args,
      );
      // The queue: what goes live next first, then what is done, the latest first.
      const rows = await db.query<ScheduleRow>(
        `${SCHEDULE_SELECT} ${where}
          ORDER BY (s.state = 'scheduled') DESC,
                   CASE WHEN s.state = 'scheduled' THEN s.at END ASC,
                   s.at DESC, s.id DESC
          LIMIT ${limit} OFFSET ${offset}`,
        args,
      );
      return ok({ items: rows.map(scheduleItem), total: c?.n ?? 0 });
    },
    async postStudioScheduleCancel(req) {
      const { id } = params<{ id: number }>(req);
      await cancelSchedule(db, id, caller(req).userId);
      return ok(await item(id));
    },
  };
}
