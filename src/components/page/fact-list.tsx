import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type FactRow = readonly [label: string, value: ReactNode];

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

/** Label/value facts in an outlined box, as a definition list (dt/dd pairs). */
export function FactList({ rows, labelWidth = 220, emptyText, strong, roomy }: FactListProps) {
  return (
    <Paper variant="outlined" sx={{ p: roomy ? 4 : 3 }}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: `${labelWidth}px 1fr`,
          rowGap: roomy ? 2 : 1.5,
          columnGap: 3,
          m: 0,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : undefined }}>
              {isEmpty(value) && emptyText !== undefined ? emptyText : value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
