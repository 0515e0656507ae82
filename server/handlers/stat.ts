import { ok, type Ctx, type Handlers } from '../lib/http.ts';
import { todayNewRequestCount } from './gongsil-room.ts';
import { GONGSIL_ALL_TOTAL_SQL, GONGSIL_COMPLETED_SQL } from './gongsil.ts';

export function statHandlers({ db }: Ctx): Handlers {
  return {
    async getRollingCount() {
      // The header line links to the gongsil center, so its figures are counted from the rooms
      // that center lists, not from stored numbers: 오늘 신규 의뢰 from the 전체 tab's rooms
      // registered today, 등록 매물 the 전체 tab's total, 누적 중개 the 완료 tabs together.
      const [s] = await db.query<{ rooms: number; deals: number }>(
        `SELECT ${GONGSIL_ALL_TOTAL_SQL} AS rooms, ${GONGSIL_COMPLETED_SQL} AS deals`,
      );
      return ok({
        todayNewRequestCount: await todayNewRequestCount(db.query),
        totalRoomCount: s?.rooms ?? 0,
        totalIntermediationCount: s?.deals ?? 0,
      });
    },
  };
}
