import { messages } from '@/generated/config/messages';
import { fmt } from '@/lib/format-message';
import { clampDay } from './calendar-navigation';
import { CalendarPickGrid } from './calendar-pick-grid';
import { monthInRange, type Ymd } from './date-rules';

export interface CalendarMonthViewProps {
  cursor: Ymd;
  value: Ymd | null;
  min: Ymd;
  max: Ymd;
  label: string;
  /** The day view of the chosen month opens, on the same day where it exists. */
  onPick: (ymd: Ymd) => void;
}

/** The twelve months of the cursor's year; a month wholly outside min..max is disabled. */
export function CalendarMonthView({
  cursor,
  value,
  min,
  max,
  label,
  onPick,
}: CalendarMonthViewProps) {
  const cells = Array.from({ length: 12 }, (_, m) => ({
    key: m,
    text: fmt(messages.calendar.month, { n: m + 1 }),
    disabled: !monthInRange(cursor.y, m, min, max),
    selected: !!value && value.y === cursor.y && value.m === m,
    isCursor: cursor.m === m,
  }));
  return (
    <CalendarPickGrid
      label={label}
      cells={cells}
      onPick={(m) => onPick({ y: cursor.y, m, d: clampDay(cursor.y, m, cursor.d) })}
    />
  );
}
