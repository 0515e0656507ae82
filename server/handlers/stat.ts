import { ok, type Ctx, type Handlers } from '../lib/http.ts';

export function statHandlers({ db }: Ctx): Handlers {
  return {
    async getRollingCount() {
      const [s] = await db.query<{ a: number; b: number; c: number }>(
        'SELECT today_new_request_count AS a, total_room_count AS b, total_intermediation_count AS c FROM stats WHERE id = 1',
      );
      return ok({
        todayNewRequestCount: s?.a ?? 0,
        totalRoomCount: s?.b ?? 0,
        totalIntermediationCount: s?.c ?? 0,
      });
    },
  };
}
