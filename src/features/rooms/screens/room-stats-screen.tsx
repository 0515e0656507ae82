import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '@/api/errors';
import { Button } from '@/components/form/button';
import { Pagination } from '@/components/pagination/pagination';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { roomStatsQueryOptions } from '../api/get-room-stats';
import { ListingStatsTable } from '../components/listing-stats-table';
import { MonthStatsTable } from '../components/month-stats-table';
import { roomStatsCsvUrl } from '../model/stats-csv-url';

// The charting library loads only when the chart is drawn, so the tables show first and no
// other page's bundle carries it (docs/perf/bundle.md).
const MonthStatsChart = lazy(() => import('../components/month-stats-chart'));

const PAGE_SIZE = 20;

/** /room/stats: the office's months as a chart and a table, its listings' figures, and both
 * as CSV files. */
export default function RoomStatsScreen() {
  const t = useConfig(messages.pages.roomStats);
  const commonText = useConfig(messages.common);
  const c = useConfig(messages.pages.common);
  const apiBase = useConfig(uiConfig).request.apiBase;
  const [page, setPage] = useState(1);
  const query = useQuery(roomStatsQueryOptions({ page, limit: PAGE_SIZE }));

  const loading = (label: string) => (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );

  return (
    <Box sx={{ py: 6 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography component="h1" variant="h3" sx={{ mr: 'auto' }}>
          {t.title}
        </Typography>
        <Button
          size="sm"
          kind="outline"
          href={roomStatsCsvUrl(apiBase, 'months')}
          download
          aria-label={t.exportMonthsLabel}
        >
          {t.exportMonths}
        </Button>
        <Button
          size="sm"
          kind="outline"
          href={roomStatsCsvUrl(apiBase, 'listings')}
          download
          aria-label={t.exportListingsLabel}
        >
          {t.exportListings}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t.intro}
      </Typography>
      {query.isPending ? (
        loading(commonText.loading)
      ) : query.isError ? (
        <Alert severity="error">{errorMessage(query.error, c.loadFailed) || c.loadFailed}</Alert>
      ) : (
        <>
          <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
            {t.monthsTitle}
          </Typography>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Suspense fallback={loading(t.chartLoading)}>
              <MonthStatsChart months={query.data.months} />
            </Suspense>
          </Paper>
          <MonthStatsTable months={query.data.months} />
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mt: 5, mb: 1 }}>
            <Typography component="h2" variant="h5">
              {t.listingsTitle}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {fmt(c.total, { n: query.data.total })}
            </Typography>
          </Box>
          <ListingStatsTable listings={query.data.listings} />
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Pagination total={query.data.total} page={page} limit={PAGE_SIZE} onChange={setPage} />
          </Box>
        </>
      )}
    </Box>
  );
}
