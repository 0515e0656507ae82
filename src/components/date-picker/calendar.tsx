import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { fmt } from '@/lib/format-message';
import {
  addMonths,
  daysInMonth,
  inRangeDay,
  monthGrid,
  monthInRange,
  todayYmd,
  yearInRange,
  yearPageStart,
  type Ymd,
} from './date-rules';

export type CalendarView = 'day' | 'month' | 'year';

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

const YEARS = uiConfig.calendar.yearsPerPage;
const cellSx = {
  borderRadius: '50%',
  fontSize: 13,
  '&.Mui-disabled': { color: 'text.disabled' },
  '&:hover': { bgcolor: 'action.hover' },
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
} as const;

const clampDay = (y: number, m: number, d: number) => Math.min(d, daysInMonth(y, m));

/**
 * The calendar of the date picker (seed 001 §4): day, month and year views, 274 px wide.
 * Header → year view; year → month view; month → day view; today → current month, day view.
 * Prev/next: 1 month (day), 1 year (month), 12 years (year, pages start at year - year % 12).
 * Keyboard: arrows move, PageUp/PageDown page, Enter or Space chooses.
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
  const page = (dir: -1 | 1, focus = false) => {
    if (view === 'day') {
      const t = addMonths(cursor.y, cursor.m, dir);
      moveTo({ ...t, d: clampDay(t.y, t.m, cursor.d) }, focus);
    } else if (view === 'month') {
      moveTo(
        { ...cursor, y: cursor.y + dir, d: clampDay(cursor.y + dir, cursor.m, cursor.d) },
        focus,
      );
    } else {
      moveTo({ ...cursor, y: cursor.y + dir * YEARS, d: 1 }, focus);
    }
  };
  const goView = (v: CalendarView, next: Ymd = cursor) => {
    wantFocus.current = true;
    setCursor(next);
    setView(v);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const arrows: Record<string, number> =
      view === 'day'
        ? { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }
        : { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3 };
    if (e.key in arrows) {
      e.preventDefault();
      const delta = arrows[e.key] as number;
      if (view === 'day') {
        const dt = new Date(cursor.y, cursor.m, cursor.d + delta);
        moveTo({ y: dt.getFullYear(), m: dt.getMonth(), d: dt.getDate() }, true);
      } else if (view === 'month') {
        const t = addMonths(cursor.y, cursor.m, delta);
        moveTo({ ...t, d: 1 }, true);
      } else {
        moveTo({ ...cursor, y: cursor.y + delta, d: 1 }, true);
      }
    } else if (e.key === 'PageUp' || e.key === 'PageDown') {
      e.preventDefault();
      page(e.key === 'PageUp' ? -1 : 1, true);
    }
  };

  const navLabels =
    view === 'day'
      ? [messages.calendar.prevMonth, messages.calendar.nextMonth]
      : view === 'month'
        ? [messages.calendar.prevYear, messages.calendar.nextYear]
        : [messages.calendar.prevYears, messages.calendar.nextYears];
  const pageStart = yearPageStart(cursor.y);
  const headerText =
    view === 'day'
      ? fmt(messages.calendar.yearMonth, { year: cursor.y, month: cursor.m + 1 })
      : view === 'month'
        ? fmt(messages.calendar.year, { year: cursor.y })
        : fmt(messages.calendar.yearRange, { from: pageStart, to: pageStart + YEARS - 1 });

  return (
    <Box
      ref={rootRef}
      data-testid="calendar"
      data-view={view}
      onKeyDown={onKeyDown}
      sx={{ width: uiConfig.calendar.width, p: 1.5, boxSizing: 'border-box', userSelect: 'none' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton size="small" aria-label={navLabels[0]} onClick={() => page(-1)}>
          <ChevronLeftIcon fontSize="small" />
        </IconButton>
        {view === 'year' ? (
          <Box component="span" aria-live="polite" sx={{ fontSize: 15, fontWeight: 700 }}>
            {headerText}
          </Box>
        ) : (
          <ButtonBase
            onClick={() => goView('year')}
            aria-label={`${messages.calendar.chooseYear}, ${headerText}`}
            data-testid="calendar-header"
            sx={{
              fontSize: 15,
              fontWeight: 700,
              px: 1,
              py: 0.5,
              borderRadius: 1,
              '&:hover': { bgcolor: 'action.hover' },
              '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
            }}
          >
            <span aria-live="polite">{headerText}</span>
          </ButtonBase>
        )}
        <IconButton size="small" aria-label={navLabels[1]} onClick={() => page(1)}>
          <ChevronRightIcon fontSize="small" />
        </IconButton>
      </Box>

      {view === 'day' && (
        <Box
          component="table"
          role="grid"
          aria-label={headerText}
          sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
        >
          <thead>
            <tr>
              {messages.calendar.weekdays.map((w, i) => (
                <Box
                  component="th"
                  key={w}
                  scope="col"
                  sx={{
                    fontSize: 12,
                    fontWeight: 500,
                    height: 28,
                    color:
                      i === 0 ? 'scale.red.700' : i === 6 ? 'scale.blue.700' : 'text.secondary',
                  }}
                >
                  {w}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(cursor.y, cursor.m).map((week, wi) => (
              <tr key={wi}>
                {week.map((d, di) => {
                  if (d === null) return <td key={di} />;
                  const ymd = { y: cursor.y, m: cursor.m, d };
                  const disabled = !inRangeDay(ymd, min, max);
                  const selected =
                    !!value && value.y === ymd.y && value.m === ymd.m && value.d === d;
                  const isToday = today.y === ymd.y && today.m === ymd.m && today.d === d;
                  const isCursor = cursor.d === d;
                  return (
                    <Box component="td" key={di} sx={{ p: '1px', textAlign: 'center' }}>
                      <ButtonBase
                        disabled={disabled}
                        tabIndex={isCursor ? 0 : -1}
                        data-cursor={isCursor ? 'true' : undefined}
                        aria-pressed={selected}
                        aria-current={isToday ? 'date' : undefined}
                        onClick={() => onSelect(ymd)}
                        sx={{
                          ...cellSx,
                          width: 32,
                          height: 32,
                          fontWeight: selected || isToday ? 700 : 400,
                          color: selected
                            ? '#fff'
                            : isToday
                              ? 'primary.dark'
                              : di === 0
                                ? 'scale.red.700'
                                : 'text.primary',
                          bgcolor: selected ? 'primary.dark' : 'transparent',
                          '&:hover': { bgcolor: selected ? 'scale.brand.900' : 'action.hover' },
                        }}
                      >
                        {d}
                      </ButtonBase>
                    </Box>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      )}

      {view === 'month' && (
        <Box
          role="group"
          aria-label={headerText}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.5 }}
        >
          {Array.from({ length: 12 }, (_, m) => {
            const disabled = !monthInRange(cursor.y, m, min, max);
            const selected = !!value && value.y === cursor.y && value.m === m;
            const isCursor = cursor.m === m;
            return (
              <ButtonBase
                key={m}
                disabled={disabled}
                tabIndex={isCursor ? 0 : -1}
                data-cursor={isCursor ? 'true' : undefined}
                aria-pressed={selected}
                onClick={() =>
                  goView('day', { y: cursor.y, m, d: clampDay(cursor.y, m, cursor.d) })
                }
                sx={{
                  ...cellSx,
                  borderRadius: 1,
                  height: 44,
                  fontWeight: selected ? 700 : 400,
                  color: selected ? '#fff' : 'text.primary',
                  bgcolor: selected ? 'primary.dark' : 'transparent',
                  '&:hover': { bgcolor: selected ? 'scale.brand.900' : 'action.hover' },
                }}
              >
                {fmt(messages.calendar.month, { n: m + 1 })}
              </ButtonBase>
            );
          })}
        </Box>
      )}

      {view === 'year' && (
        <Box
          role="group"
          aria-label={headerText}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.5 }}
        >
          {Array.from({ length: YEARS }, (_, i) => {
            const y = pageStart + i;
            const disabled = !yearInRange(y, min, max);
            const selected = !!value && value.y === y;
            const isCursor = cursor.y === y;
            return (
              <ButtonBase
                key={y}
                disabled={disabled}
                tabIndex={isCursor ? 0 : -1}
                data-cursor={isCursor ? 'true' : undefined}
                aria-pressed={selected}
                onClick={() => goView('month', { y, m: cursor.m, d: 1 })}
                sx={{
                  ...cellSx,
                  borderRadius: 1,
                  height: 44,
                  fontWeight: selected ? 700 : 400,
                  color: selected ? '#fff' : 'text.primary',
                  bgcolor: selected ? 'primary.dark' : 'transparent',
                  '&:hover': { bgcolor: selected ? 'scale.brand.900' : 'action.hover' },
                }}
              >
                {y}
              </ButtonBase>
            );
          })}
        </Box>
      )}

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <ButtonBase
          onClick={() => goView('day', { y: today.y, m: today.m, d: today.d })}
          sx={{
            fontSize: 13,
            fontWeight: 600,
            color: 'primary.dark',
            px: 1,
            py: 0.5,
            borderRadius: 1,
            '&:hover': { bgcolor: 'action.hover' },
            '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          {messages.calendar.today}
        </ButtonBase>
      </Box>
    </Box>
  );
}
