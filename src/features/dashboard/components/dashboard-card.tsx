import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Button } from '@/components/form/button';
import { FactRows, type FactRow } from '@/components/page/fact-list';

export interface DashboardCardProps {
  id: string;
  title: string;
  /** The page the card summarises; absent where the user may not open it. */
  link?: { to: string; label: string };
  children: ReactNode;
}

/** A card as data: its figures (label, value rows) or any other body. */
export interface DashboardCardSpec extends Omit<DashboardCardProps, 'children'> {
  figures?: FactRow[];
  body?: ReactNode;
}

/** One dashboard card: a titled section with its figures and a link to the page behind them. */
export function DashboardCard({ id, title, link, children }: DashboardCardProps) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id={id} component="h2" variant="h6">
        {title}
      </Typography>
      <Box sx={{ flex: 1 }}>{children}</Box>
      {link && (
        <Box sx={{ alignSelf: 'flex-start' }}>
          <Button kind="outline" to={link.to} size="md">
            {link.label}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/** A card's figures: label left, bold value right-aligned. */
export function DashboardFigures({ rows }: { rows: FactRow[] }) {
  return (
    <FactRows
      rows={rows}
      columns="1fr auto"
      rowGap={1}
      columnGap={2}
      valueSx={{ fontWeight: 700, textAlign: 'right' }}
    />
  );
}
