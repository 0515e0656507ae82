import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { messages } from '@/generated/config/messages';
import { useConfig, useConfigVersion } from '@/lib/config';
import { focusRingSx } from './calendar-cell-styles';
import { headerText, pageLabels, type CalendarView } from './calendar-navigation';
import type { Ymd } from './date-rules';

export interface CalendarHeaderProps {
  view: CalendarView;
  cursor: Ymd;
  onPage: (dir: -1 | 1) => void;
  /** The header text opens the year view (it is plain text in the year view itself). */
  onOpenYears: () => void;
}

/** Prev button, the view's title (announced when it changes), next button. */
export function CalendarHeader({ view, cursor, onPage, onOpenYears }: CalendarHeaderProps) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const calendarText = useConfig(messages.calendar);

  const [prev, next] = pageLabels(view);
  const text = headerText(view, cursor);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
      <IconButton size="small" aria-label={prev} onClick={() => onPage(-1)}>
        <ChevronLeftIcon fontSize="small" />
      </IconButton>
      {view === 'year' ? (
        <Box component="span" aria-live="polite" sx={{ fontSize: 15, fontWeight: 700 }}>
          {text}
        </Box>
      ) : (
        <ButtonBase
          onClick={onOpenYears}
          aria-label={`${calendarText.chooseYear}, ${text}`}
          data-testid="calendar-header"
          sx={{ ...focusRingSx, fontSize: 15, fontWeight: 700, px: 1, py: 0.5, borderRadius: 1 }}
        >
          <span aria-live="polite">{text}</span>
        </ButtonBase>
      )}
      <IconButton size="small" aria-label={next} onClick={() => onPage(1)}>
        <ChevronRightIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
