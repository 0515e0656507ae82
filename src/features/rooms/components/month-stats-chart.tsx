import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { Schema } from '@/api/types';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';

/** The office's months as grouped bars: listings registered, ended and completed, and the
 * slots in use at each month's end. Loaded lazily by the statistics screen (the charting library
 * is its own chunk, fetched by no other page). */
export default function MonthStatsChart({ months }: { months: Schema<'OfficeMonthStat'>[] }) {
  const t = useConfig(messages.pages.roomStats);
  const keys = ['registered', 'ended', 'completed', 'slotsUsed'] as const;
  return (
    <Box role="img" aria-label={t.chartLabel}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months.map((m) => m.month) }]}
        yAxis={[{ tickMinStep: 1 }]}
        series={keys.map((k) => ({ data: months.map((m) => m[k]), label: t.series[k] }))}
        margin={{ left: 8, right: 8 }}
      />
    </Box>
  );
}
