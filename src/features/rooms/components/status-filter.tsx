import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { Schema } from '@/api/types';
import { RoomStatusSchema } from '@/generated/api/zod';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';

export type StatusFilterValue = Schema<'RoomStatus'> | '';

/** One status at a time (or all), each with its count from the list's own counts. */
export function StatusFilter({
  value,
  counts,
  onChange,
  touch = false,
}: {
  value: StatusFilterValue;
  counts: Schema<'RoomCounts'>;
  onChange: (status: StatusFilterValue) => void;
  /** Chips a finger can hit (44 px high) for the mobile page. */
  touch?: boolean;
}) {
  const t = useConfig(messages.pages.rooms);

  const options: { value: StatusFilterValue; label: string; n: number }[] = [
    { value: '', label: t.list.all, n: counts.total },
    ...RoomStatusSchema.options.map((s) => ({
      value: s,
      label: t.statuses[s],
      n: counts.byStatus[s] ?? 0,
    })),
  ];
  return (
    <Box
      role="group"
      aria-label={t.list.filterLabel}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      {options.map((o) => {
        const on = o.value === value;
        return (
          <Chip
            key={o.value || 'all'}
            role="button"
            aria-pressed={on}
            label={fmt(t.list.filterCount, { label: o.label, n: o.n })}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            clickable
            onClick={() => onChange(o.value)}
            sx={touch ? { height: 44, borderRadius: 22, fontSize: 15 } : undefined}
          />
        );
      })}
    </Box>
  );
}
