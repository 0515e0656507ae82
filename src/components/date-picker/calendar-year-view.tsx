import { YEARS_PER_PAGE } from './calendar-navigation';
import { CalendarPickGrid } from './calendar-pick-grid';
import { yearInRange, yearPageStart, type Ymd } from './date-rules';

export interface CalendarYearViewProps {
  cursor: Ymd;
  value: Ymd | null;
  min: Ymd;
  max: Ymd;
  label: string;
  /** The month view of the chosen year opens. */
  onPick: (ymd: Ymd) => void;
}

/** One page of years (pages start at year - year % page size); a year outside min..max is disabled. */
export function CalendarYearView({
  cursor,
  value,
  min,
  max,
  label,
  onPick,
}: CalendarYearViewProps) {
  const start = yearPageStart(cursor.y);
  const cells = Array.from({ length: YEARS_PER_PAGE }, (_, i) => {
    const y = start + i;
    return {
      key: y,
      text: String(y),
      disabled: !yearInRange(y, min, max),
      selected: !!value && value.y === y,
      isCursor: cursor.y === y,
    };
  });
  return (
    <CalendarPickGrid
      label={label}
      cells={cells}
      onPick={(y) => onPick({ y, m: cursor.m, d: 1 })}
    />
  );
}
