import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';

export interface ChipItem {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface ChipsProps {
  /** Accessible name of the group. */
  label: string;
  items: readonly ChipItem[];
  /** Selected values; with onToggle the chips are toggle buttons (aria-pressed). */
  selected?: readonly string[];
  onToggle?: (value: string) => void;
  /** Shows a delete (×) on each chip. */
  onDelete?: (value: string) => void;
  size?: 'small' | 'medium';
}

/** A row of chips: read-only, toggleable (multi-select) or deletable. */
export function Chips({
  label,
  items,
  selected = [],
  onToggle,
  onDelete,
  size = 'medium',
}: ChipsProps) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {items.map((item) => {
        const on = selected.includes(item.value);
        return (
          <Chip
            key={item.value}
            label={item.label}
            size={size}
            disabled={item.disabled}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            clickable={Boolean(onToggle)}
            onClick={onToggle ? () => onToggle(item.value) : undefined}
            onDelete={onDelete ? () => onDelete(item.value) : undefined}
            aria-pressed={onToggle ? on : undefined}
            role={onToggle ? 'button' : undefined}
          />
        );
      })}
    </Box>
  );
}
