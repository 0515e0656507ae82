import { uiConfig } from '@/generated/config/ui';
import { useConfig, useConfigVersion } from '@/lib/config';
import { CalendarPickGrid, type PickViewProps } from './calendar-pick-grid';
import { yearInRange, yearPageStart } from './date-rules';

/**
 * One page of years (pages start at year - year % page size); a year outside min..max is
 * disabled. The month view of the picked year opens.
 */
export function CalendarYearView({ cursor, value, min, max, label, onPick }: PickViewProps) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const { yearsPerPage } = useConfig(uiConfig).calendar;
  const start = yearPageStart(cursor.y);
  const cells = Array.from({ length: yearsPerPage }, (_, i) => {
    const y = start + i;
    return {
      key: y,
      text: String(y),
      disabled: !yearInRange(y, min, max),
      selected: !!value && value.y === y,
      isCursor: cursor.y === y,
    };
  });
  const pick = (y: number) => onPick({ y, m: cursor.m, d: 1 });
  return <CalendarPickGrid label={label} cells={cells} onPick={pick} />;
}
