import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { fmt } from '@/lib/format-message';
import type { HistoryEvent } from '../../api/get-studio-history';
import { ChangeList } from '../../components/change-list';
import { EVENT_KINDS } from './event-kinds';

/** One event of the history: its kind, versions, who and when, the note and what it changed. */
export function HistoryEventCard({
  event,
  onOpenAll,
}: {
  event: HistoryEvent;
  /** Opens every change of the event (it lists only the first ones). */
  onOpenAll: (event: HistoryEvent) => void;
}) {
  const t = useConfig(messages.studio).historyLog;
  const kind = EVENT_KINDS[event.action];
  return (
    <Box
      component="li"
      data-testid="history-event"
      data-action={event.action}
      data-version={event.version ?? ''}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 1 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          component="span"
          sx={{ ...kind.badge, fontWeight: 700, fontSize: 13, borderRadius: 1, px: 1, py: 0.25 }}
        >
          {kind.label(t)}
        </Box>
        {event.version !== null && (
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {fmt(t.versionStep, { from: event.parentVersion ?? 0, to: event.version })}
          </Typography>
        )}
        <Typography component="span" color="text.secondary" sx={{ fontSize: 14 }}>
          {fmt(t.authorOf, { name: event.authorName, email: event.author })}
        </Typography>
        <Typography
          component="time"
          dateTime={event.at}
          color="text.secondary"
          sx={{ fontSize: 14 }}
        >
          {formatDateTime(event.at)}
        </Typography>
      </Stack>
      {event.note && <Typography sx={{ fontWeight: 500 }}>{event.note}</Typography>}
      <ChangeList changes={event.changes} testId="history-changes" />
      {event.changeCount > event.changes.length && event.version !== null && (
        <Box>
          <Button
            size="sm"
            kind="outline"
            aria-label={fmt(t.moreLabel, { version: event.version, n: event.changeCount })}
            onClick={() => onOpenAll(event)}
          >
            {fmt(t.moreOf, { n: event.changeCount })}
          </Button>
        </Box>
      )}
    </Box>
  );
}
