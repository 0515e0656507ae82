import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { cellSx, cursorProps } from './calendar-cell-styles';
import type { Ymd } from './date-rules';

/** What the month and year views take: the cursor, the choice, the bounds and where to go next. */
export interface PickViewProps {
  cursor: Ymd;
  value: Ymd | null;
  min: Ymd;
  max: Ymd;
  label: string;
  /** The next, finer view opens at the picked month or year. */
  onPick: (ymd: Ymd) => void;
}

export interface PickCell {
  key: number;
  text: string;
  disabled: boolean;
  selected: boolean;
  isCursor: boolean;
}

/** Three columns of month or year buttons; choosing one opens the next, finer view. */
export function CalendarPickGrid({
  label,
  cells,
  onPick,
}: {
  label: string;
  cells: readonly PickCell[];
  onPick: (key: number) => void;
}) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.5 }}
    >
      {cells.map((c) => (
        <ButtonBase
          key={c.key}
          disabled={c.disabled}
          {...cursorProps(c.isCursor)}
          aria-pressed={c.selected}
          onClick={() => onPick(c.key)}
          sx={{ ...cellSx(c.selected), borderRadius: 1, height: 44 }}
        >
          {c.text}
        </ButtonBase>
      ))}
    </Box>
  );
}
