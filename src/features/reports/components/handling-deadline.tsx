import Typography from '@mui/material/Typography';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { readConfig, useConfig, useConfigVersion } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useKoreanHolidays, useNow } from '../hooks/use-holidays';
import { handlingDeadline, timeLeft, yearsToLoad } from '../model/deadline';
import { formatSavedTime, parseKstTime } from '../model/format';

/** Text of the time left: '1일 3시간 20분', leading zero units left out. */
function formatTimeLeft(t: { days: number; hours: number; minutes: number }): string {
  const selfHandlingText = readConfig(messages.reports).selfHandling;

  const parts: string[] = [];
  if (t.days > 0) parts.push(fmt(selfHandlingText.days, { n: t.days }));
  if (t.days > 0 || t.hours > 0) parts.push(fmt(selfHandlingText.hours, { n: t.hours }));
  parts.push(fmt(selfHandlingText.minutes, { n: t.minutes }));
  return parts.join(' ');
}

/** The handling deadline of a pending report (2 business days, holidays skipped) and the time left. */
export function HandlingDeadline({ savedTime }: { savedTime: string }) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const ui = useConfig(uiConfig);
  const selfHandlingText = useConfig(messages.reports).selfHandling;

  const saved = parseKstTime(savedTime);
  const holidays = useKoreanHolidays(saved ? yearsToLoad(saved) : []);
  const now = useNow();
  if (!saved || !holidays) return null;
  const deadline = handlingDeadline(saved, holidays, ui.reports.deadlineBusinessDays);
  const left = timeLeft(deadline, now);
  return (
    <Typography
      data-testid="handling-deadline"
      variant="body2"
      sx={{ fontWeight: 600, color: left.overdue ? 'scale.red.700' : 'text.primary' }}
    >
      {fmt(selfHandlingText.deadline, { date: formatSavedTime(deadline.toISOString()) })}
      {' · '}
      <Typography component="span" variant="body2" sx={{ fontWeight: 700, color: 'scale.red.700' }}>
        {left.overdue
          ? selfHandlingText.overdue
          : fmt(selfHandlingText.timeLeft, { time: formatTimeLeft(left) })}
      </Typography>
    </Typography>
  );
}
