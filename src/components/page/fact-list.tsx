import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type FactRow = readonly [label: string, value: ReactNode];

export interface FactRowsProps {
  rows: readonly FactRow[];
  /** CSS grid columns of label and value, e.g. '180px 1fr'. */
  columns: string;
  rowGap: number;
  columnGap?: number;
  /** Extra style of the values (weight, alignment). */
  valueSx?: SxProps<Theme>;
}

/**
 * Label/value pairs as a definition list (dt/dd) on a two-column grid: the one markup for facts
 * wherever they stand (fact boxes, dashboard cards, dialogs, the customer center).
 */
export function FactRows({ rows, columns, rowGap, columnGap, valueSx }: FactRowsProps) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: columns, rowGap, columnGap }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={[{ m: 0 }, ...(Array.isArray(valueSx) ? valueSx : [valueSx])]}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export interface FactListProps {
  rows: readonly FactRow[];
  /** Width of the label column in px. */
  labelWidth?: number;
  /** Shown for an empty value ('', null or undefined); without it an empty value stays empty. */
  emptyText?: string;
  /** Values in bold: states such as 사용 중 / 미사용 rather than data the user entered. */
  strong?: boolean;
  /** Roomier padding and row gap for longer lists. */
  roomy?: boolean;
}

const isEmpty = (v: ReactNode) => v === '' || v === null || v === undefined;

/** Label/value facts in an outlined box. */
export function FactList({ rows, labelWidth = 220, emptyText, strong, roomy }: FactListProps) {
  return (
    <Paper variant="outlined" sx={{ p: roomy ? 4 : 3 }}>
      <FactRows
        rows={rows.map(([label, value]) => [
          label,
          isEmpty(value) && emptyText !== undefined ? emptyText : value,
        ])}
        columns={`${labelWidth}px 1fr`}
        rowGap={roomy ? 2 : 1.5}
        columnGap={3}
        valueSx={strong ? { fontWeight: 700 } : undefined}
      />
    </Paper>
  );
}
