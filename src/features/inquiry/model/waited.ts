import { fmt } from '@/lib/format-message';

/** The portal expects an answer within this many hours (server/inquiry/inquiry-stats.ts). */
export const ANSWER_HOURS = 48;

interface WaitedText {
  waitedMinutes: string;
  waitedHours: string;
  waitedDays: string;
}

/** How long an unanswered inquiry has waited, as a broker says it: 12분째, 5시간째, 2일 3시간째
 * 대기; and whether it is past the 48 hours the portal expects. */
export function waited(
  savedTime: string,
  now: number,
  t: WaitedText,
): { text: string; overdue: boolean } {
  const minutes = Math.max(0, Math.floor((now - Date.parse(savedTime)) / 60_000));
  const hours = Math.floor(minutes / 60);
  const text =
    hours < 1
      ? fmt(t.waitedMinutes, { n: minutes })
      : hours < 24
        ? fmt(t.waitedHours, { n: hours })
        : fmt(t.waitedDays, { d: Math.floor(hours / 24), h: hours % 24 });
  return { text, overdue: hours >= ANSWER_HOURS };
}
