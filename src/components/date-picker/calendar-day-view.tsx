import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { cellSx, cursorProps } from './calendar-cell-styles';
import { inRangeDay, monthGrid, type Ymd } from './date-rules';

export interface CalendarDayViewProps {
  cursor: Ymd;
  value: Ymd | null;
  today: Ymd;
  min: Ymd;
  max: Ymd;
  label: string;
  onSelect: (ymd: Ymd) => void;
}

const weekdayColor = (i: number) =>
  i === 0 ? 'scale.red.700' : i === 6 ? 'scale.blue.700' : 'text.secondary';

const sameDay = (a: Ymd | null, b: Ymd) => !!a && a.y === b.y && a.m === b.m && a.d === b.d;

/** The days of the cursor's month as a grid, Sunday first; a day outside min..max is disabled. */
export function CalendarDayView({
  cursor,
  value,
  today,
  min,
  max,
  label,
  onSelect,
}: CalendarDayViewProps) {
  const calendarText = useConfig(messages.calendar);

  return (
    <Box
      component="table"
      role="grid"
      aria-label={label}
      sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
    >
      <thead>
        <tr>
          {calendarText.weekdays.map((w, i) => (
            <Box
              component="th"
              key={w}
              scope="col"
              sx={{ fontSize: 12, fontWeight: 500, height: 28, color: weekdayColor(i) }}
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
              const selected = sameDay(value, ymd);
              const isToday = sameDay(today, ymd);
              const base = cellSx(selected);
              return (
                <Box component="td" key={di} sx={{ p: '1px', textAlign: 'center' }}>
                  <ButtonBase
                    disabled={!inRangeDay(ymd, min, max)}
                    {...cursorProps(cursor.d === d)}
                    aria-pressed={selected}
                    aria-current={isToday ? 'date' : undefined}
                    onClick={() => onSelect(ymd)}
                    sx={{
                      ...base,
                      borderRadius: '50%',
                      width: 32,
                      height: 32,
                      fontWeight: selected || isToday ? 700 : 400,
                      color: selected
                        ? base.color
                        : isToday
                          ? 'primary.dark'
                          : di === 0
                            ? 'scale.red.700'
                            : 'text.primary',
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
  );
}
