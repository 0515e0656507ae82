import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig, useConfigVersion } from '@/lib/config';
import { focusRingSx } from './calendar-cell-styles';
import { CalendarDayView } from './calendar-day-view';
import { CalendarHeader } from './calendar-header';
import { CalendarMonthView } from './calendar-month-view';
import { arrowCursor, headerText, pageCursor, type CalendarView } from './calendar-navigation';
import { CalendarYearView } from './calendar-year-view';
import { inRangeDay, todayYmd, type Ymd } from './date-rules';

export type { CalendarView } from './calendar-navigation';

export interface CalendarProps {
  value: Ymd | null;
  min: Ymd;
  max: Ymd;
  onSelect: (ymd: Ymd) => void;
  /** Override "today" (tests). */
  today?: Ymd;
  /** Focus the current cell when mounted (popup opened). */
  focusOnMount?: boolean;
  initialView?: CalendarView;
}

/**
 * The calendar of the date picker (seed 001 §4): day, month and year views, 274 px wide.
 * Header → year view; year → month view; month → day view; today → current month, day view.
 * Prev/next page by view (calendar-navigation.ts). Keyboard: arrows move, PageUp/PageDown
 * page, Enter or Space chooses. This component holds the view and the cursor; each view draws
 * its own cells.
 */
export function Calendar({
  value,
  min,
  max,
  onSelect,
  today: todayProp,
  focusOnMount,
  initialView = 'day',
}: CalendarProps) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const ui = useConfig(uiConfig);
  const calendarText = useConfig(messages.calendar);

  const today = todayProp ?? todayYmd();
  const start = value ?? (inRangeDay(today, min, max) ? today : min);
  const [view, setView] = useState<CalendarView>(initialView);
  const [cursor, setCursor] = useState<Ymd>(start);
  const rootRef = useRef<HTMLDivElement>(null);
  const wantFocus = useRef(Boolean(focusOnMount));

  useEffect(() => {
    if (!wantFocus.current) return;
    wantFocus.current = false;
    rootRef.current?.querySelector<HTMLElement>('[data-cursor="true"]')?.focus();
  });

  const moveTo = (next: Ymd, focus = false) => {
    wantFocus.current = focus;
    setCursor(next);
  };
  const goView = (v: CalendarView, next: Ymd = cursor) => {
    wantFocus.current = true;
    setCursor(next);
    setView(v);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const moved = arrowCursor(view, cursor, e.key);
    if (moved) {
      e.preventDefault();
      moveTo(moved, true);
    } else if (e.key === 'PageUp' || e.key === 'PageDown') {
      e.preventDefault();
      moveTo(pageCursor(view, cursor, e.key === 'PageUp' ? -1 : 1), true);
    }
  };

  const label = headerText(view, cursor);
  const viewProps = { cursor, value, min, max, label };

  return (
    <Box
      ref={rootRef}
      data-testid="calendar"
      data-view={view}
      onKeyDown={onKeyDown}
      sx={{ width: ui.calendar.width, p: 1.5, boxSizing: 'border-box', userSelect: 'none' }}
    >
      <CalendarHeader
        view={view}
        cursor={cursor}
        onPage={(dir) => moveTo(pageCursor(view, cursor, dir))}
        onOpenYears={() => goView('year')}
      />
      {view === 'day' && <CalendarDayView {...viewProps} today={today} onSelect={onSelect} />}
      {view === 'month' && (
        <CalendarMonthView {...viewProps} onPick={(next) => goView('day', next)} />
      )}
      {view === 'year' && (
        <CalendarYearView {...viewProps} onPick={(next) => goView('month', next)} />
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <ButtonBase
          onClick={() => goView('day', { y: today.y, m: today.m, d: today.d })}
          sx={{
            ...focusRingSx,
            fontSize: 13,
            fontWeight: 600,
            color: 'primary.dark',
            px: 1,
            py: 0.5,
            borderRadius: 1,
          }}
        >
          {calendarText.today}
        </ButtonBase>
      </Box>
    </Box>
  );
}
