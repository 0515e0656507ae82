import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { clampDay } from './calendar-navigation';
import { CalendarPickGrid, type PickViewProps } from './calendar-pick-grid';
import { monthInRange } from './date-rules';

/**
 * The twelve months of the cursor's year; a month wholly outside min..max is disabled. The day
 * view of the picked month opens, on the same day where that month has it.
 */
export function CalendarMonthView({ cursor, value, min, max, label, onPick }: PickViewProps) {
  const calendarText = useConfig(messages.calendar);

  const cells = Array.from({ length: 12 }, (_, m) => ({
    key: m,
    text: fmt(calendarText.month, { n: m + 1 }),
    disabled: !monthInRange(cursor.y, m, min, max),
    selected: !!value && value.y === cursor.y && value.m === m,
    isCursor: cursor.m === m,
  }));
  const pick = (m: number) => onPick({ y: cursor.y, m, d: clampDay(cursor.y, m, cursor.d) });
  return <CalendarPickGrid label={label} cells={cells} onPick={pick} />;
}
