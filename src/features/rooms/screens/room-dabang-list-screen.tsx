import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/api/errors';
import { Button } from '@/components/form/button';
import { Pagination } from '@/components/pagination/pagination';
import { usePageAfterEnd } from '@/components/pagination/use-page-after-end';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { RoomBulkBar } from '../components/room-bulk-bar';
import { RoomListFilters } from '../components/room-list-filters';
import { RoomSearchForm } from '../components/room-search-form';
import { RoomTable } from '../components/room-table';
import { SlotSummary } from '../components/slot-summary';
import { StatusFilter } from '../components/status-filter';
import { ROOM_PAGE_SIZE, useDabangListAddress } from '../hooks/use-dabang-list-address';
import { useRoomSelection } from '../hooks/use-room-selection';
import { roomsCsvUrl } from '../model/csv-url';

/** /room/dabang-list: search, filters and order, ad slots, the CSV export, bulk actions on the
 * selected listings, and each listing's actions. */
export default function RoomDabangListScreen() {
  const t = useConfig(messages.pages.rooms);
  const commonText = useConfig(messages.common);
  const c = useConfig(messages.pages.common);

  const apiBase = useConfig(uiConfig).request.apiBase;

  const { current, filter, query, go: setConditions } = useDabangListAddress();
  const { keyword, status, page } = current;
  const selection = useRoomSelection();

  const go = (next: Partial<typeof current>, options?: { replace: boolean }) => {
    // A new condition starts at page 1 and drops a selection the broker can no longer see.
    if (next.page === undefined) selection.clear();
    setConditions(next, options);
  };
  // Past the last page (?page=99, or its last listing deleted): the last page, in place.
  const pastEnd = usePageAfterEnd(
    query.data && !query.isPlaceholderData ? query.data.total : undefined,
    page,
    ROOM_PAGE_SIZE,
    (last) => go({ page: last }, { replace: true }),
  );
  // "None" only for this page's own answer, not for the rows kept while another page loads.
  const showEmpty = !pastEnd && !query.isPlaceholderData;

  return (
    <Box sx={{ py: 6 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Typography component="h1" variant="h3">
          {t.list.title}
        </Typography>
        <Button to={href('form')} kind="outline" size="lg">
          {t.list.register}
        </Button>
      </Box>
      <RoomSearchForm key={keyword} initial={keyword} onSearch={(k) => go({ keyword: k })} />
      <RoomListFilters
        key={`${filter.priceMin ?? ''}-${filter.priceMax ?? ''}`}
        value={{
          sort: filter.sort ?? 'newest',
          roomType: filter.roomType ?? '',
          sellingType: filter.sellingType ?? '',
          priceMin: filter.priceMin,
          priceMax: filter.priceMax,
        }}
        onChange={(next) => go(next)}
      />
      {query.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label={commonText.loading} />
        </Box>
      ) : query.isError ? (
        <Alert severity="error">{errorMessage(query.error, c.loadFailed) || c.loadFailed}</Alert>
      ) : (
        <>
          <SlotSummary slots={query.data.slots} waiting={query.data.counts.byStatus.waiting ?? 0} />
          <StatusFilter
            value={status}
            counts={query.data.counts}
            onChange={(s) => go({ status: s })}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {fmt(c.total, { n: query.data.total })}
            </Typography>
            {keyword && (
              <Button size="sm" kind="link" onClick={() => go({ keyword: '' })}>
                {t.list.reset}
              </Button>
            )}
            <Box sx={{ ml: 'auto' }}>
              <Button
                size="sm"
                kind="outline"
                href={roomsCsvUrl(apiBase, filter)}
                download
                aria-label={t.lifecycle.exportLabel}
              >
                {t.lifecycle.exportCsv}
              </Button>
            </Box>
          </Box>
          <RoomBulkBar selected={selection.selected} onClear={selection.clear} />
          <RoomTable
            selection={{
              selected: new Set(selection.selected.keys()),
              onToggle: selection.toggle,
              onToggleAll: selection.toggleAll,
            }}
            items={query.data.items}
            empty={!showEmpty ? '' : keyword ? fmt(t.list.emptySearch, { keyword }) : t.list.empty}
          />
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Pagination
              total={query.data.total}
              page={page}
              limit={ROOM_PAGE_SIZE}
              onChange={(p) => go({ page: p })}
            />
          </Box>
        </>
      )}
    </Box>
  );
}
