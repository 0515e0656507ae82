import { ok, type Ctx, type Handlers } from '../lib/http.ts';
import { todayNewRequestCount } from './gongsil-room.ts';

export function statHandlers({ db }: Ctx): Handlers {
  return {
    async getRollingCount() {
      const [s] = await db.query<{ b: number; c: number }>(
        'SELECT total_room_count AS b, total_intermediation_count AS c FROM stats WHERE id = 1',
      );
      // Counted from the rooms, not a stored figure, so it matches what the 전체 tab lists.
      return ok({
        todayNewRequestCount: await todayNewRequestCount(db.query),
        totalRoomCount: s?.b ?? 0,
        totalIntermediationCount: s?.c ?? 0,
      });
    },
  };
}
