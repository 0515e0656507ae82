// The studio schedules in Korea time (Asia/Seoul, always +09:00: no daylight saving), whatever
// the staff member's computer is set to.
import { seoulToday } from '@domain/product-periods';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `HH:mm`, 24-hour. */
export const isTime = (v: string) => TIME.test(v.trim());

/** The instant of a Korean date (`yyyy-MM-dd`) and time (`HH:mm`), with its offset. */
export const koreaInstant = (date: string, time: string) => `${date}T${time.trim()}:00+09:00`;

/** The Korean date and the next whole hour, as the schedule form starts. */
export function nextHourInKorea(now = new Date()): { date: string; time: string } {
  const next = new Date(Math.ceil((now.getTime() + 60_000) / 3_600_000) * 3_600_000);
  const hour = new Date(next.getTime() + 9 * 3_600_000).getUTCHours();
  return { date: seoulToday(next), time: `${String(hour).padStart(2, '0')}:00` };
}
