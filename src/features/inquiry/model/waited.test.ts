import { describe, expect, it } from 'vitest';
import { waited } from './waited';

const t = {
  waitedMinutes: '{n}분째 대기',
  waitedHours: '{n}시간째 대기',
  waitedDays: '{d}일 {h}시간째 대기',
};
const at = Date.parse('2026-11-26T12:00:00Z');
const ago = (minutes: number) => new Date(at - minutes * 60_000).toISOString();

describe('waited', () => {
  it('says minutes, hours, then days and hours, and marks past 48 hours', () => {
    expect(waited(ago(12), at, t)).toEqual({ text: '12분째 대기', overdue: false });
    expect(waited(ago(5 * 60 + 59), at, t)).toEqual({ text: '5시간째 대기', overdue: false });
    expect(waited(ago(47 * 60 + 59), at, t)).toEqual({ text: '1일 23시간째 대기', overdue: false });
    expect(waited(ago(48 * 60), at, t)).toEqual({ text: '2일 0시간째 대기', overdue: true });
    // A clock a little behind the server's never shows a negative wait.
    expect(waited(ago(-3), at, t).text).toBe('0분째 대기');
  });
});
