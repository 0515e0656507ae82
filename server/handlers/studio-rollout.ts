// Handlers of tag "studio" for rolling a change out to a segment of offices first (issue 25 item
// 5): a publisher starts a rollout of their draft or of an approved review request, staff read
// the rollouts and what each changes, and a publisher promotes one to everyone or rolls it back.
// What the offices of the segment get is server/config/request-config.ts.
import { changeList } from '../../config/change-list.ts';
import { STAFF_FILES } from '../../config/registry.ts';
import {
  promoteRollout,
  ROLLOUT_NOT_FOUND_MSG,
  ROLLOUT_SELECT,
  rolloutFiles,
  rollBackRollout,
  startRollout,
  type RolloutItem,
  type RolloutRow,
} from '../config/rollouts.ts';
import { activeConfig } from '../config/versions.ts';
import { caller } from '../lib/auth.ts';
import { ApiError } from '../lib/errors.ts';
import { isoTime } from '../lib/format.ts';
import { body, ok, pageArgs, params, query, type Ctx, type Handlers } from '../lib/http.ts';
import type { Result } from '../lib/operations.ts';

const rolloutItem = (r: RolloutRow): Result<'postStudioRollout'> => ({
  id: r.id,
  note: r.note,
  condition: r.condition,
  percent: r.percent,
  state: r.state,
  author: r.author,
  baseVersion: r.base_version,
  requestId: r.request_id,
  item: r.item_file && r.item_path ? { file: r.item_file, path: r.item_path } : null,
  version: r.version,
  endedBy: r.ended_by,
  createdAt: isoTime(r.created_at),
  endedAt: r.ended_at ? isoTime(r.ended_at) : null,
});

export function studioRolloutHandlers({ db }: Ctx): Handlers {
  const row = async (id: number) => {
    const [r] = await db.query<RolloutRow>(`${ROLLOUT_SELECT} WHERE r.id = $1`, [id]);
    if (!r) throw new ApiError(404, ROLLOUT_NOT_FOUND_MSG);
    return r;
  };
  return {
    async postStudioRollout(req) {
      const b = body<{
        note: string;
        condition?: string | null;
        percent?: number | null;
        requestId?: number;
        item?: RolloutItem;
      }>(req);
      if (!b.note.trim()) throw new ApiError(400, '단계적 공개 메모를 입력해주세요.');
      const condition = b.condition?.trim() || null;
      const id = await startRollout(db, caller(req).userId, {
        note: b.note.trim(),
        condition,
        percent: b.percent ?? null,
        ...(b.requestId !== undefined ? { requestId: b.requestId } : {}),
        ...(b.item ? { item: b.item } : {}),
      });
      return ok(rolloutItem(await row(id)));
    },
    async getStudioRollouts(req) {
      const { limit, offset } = pageArgs(query<{ page?: number; limit?: number }>(req), 20);
      const [c] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM config_rollouts');
      const rows = await db.query<RolloutRow>(
        `${ROLLOUT_SELECT} ORDER BY (r.state = 'active') DESC, r.id DESC
          LIMIT ${limit} OFFSET ${offset}`,
      );
      return ok({ items: rows.map(rolloutItem), total: c?.n ?? 0 });
    },
    async getStudioRollout(req) {
      const { id } = params<{ id: number }>(req);
      const r = await row(id);
      // The files the segment gets now, and what they change over what everyone else gets.
      const active = await activeConfig(db);
      const files = await rolloutFiles(db.query, r, active);
      const changes = STAFF_FILES.flatMap((n) => changeList(n, active.files[n], files[n]));
      return ok({ rollout: rolloutItem(r), files, changes });
    },
    async postStudioRolloutPromote(req) {
      const { id } = params<{ id: number }>(req);
      return ok({ version: await promoteRollout(db, id, caller(req).userId) });
    },
    async postStudioRolloutRollback(req) {
      const { id } = params<{ id: number }>(req);
      await rollBackRollout(db, id, caller(req).userId);
      return ok(rolloutItem(await row(id)));
    },
  };
}
