import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/api/errors';
import { Button } from '@/components/form/button';
import { Pagination } from '@/components/pagination/pagination';
import { usePageAfterEnd } from '@/components/pagination/use-page-after-end';
import { RoomStatusSchema } from '@/generated/api/zod';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { dabangRoomListQueryOptions } from '../api/get-dabang-room-list';
import { RoomSearchForm } from '../components/room-search-form';
import { RoomTable } from '../components/room-table';
import { SlotSummary } from '../components/slot-summary';
import { StatusFilter, type StatusFilterValue } from '../components/status-filter';

const PAGE_SIZE = 10;

/** /room/dabang-list: search, status filter, ad slots, and each listing's actions. */
export default function RoomDabangListScreen() {
  const t = useConfig(messages.pages.rooms);
  const commonText = useConfig(messages.common);
  const c = useConfig(messages.pages.common);

  const [search, setSearch] = useSearchParams();
  const keyword = search.get('keyword')?.trim() ?? '';
  const parsed = RoomStatusSchema.safeParse(search.get('status'));
  const status: StatusFilterValue = parsed.success ? parsed.data : '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const query = useQuery(dabangRoomListQueryOptions({ keyword, status, page, limit: PAGE_SIZE }));

  const go = (
    next: { keyword?: string; status?: StatusFilterValue; page?: number },
    options?: { replace: boolean },
  ) => {
    const k = next.keyword ?? keyword;
    const s = next.status ?? status;
    const p = next.page ?? 1;
    const params: Record<string, string> = {};
    if (k) params.keyword = k;
    if (s) params.status = s;
    if (p > 1) params.page = String(p);
    setSearch(params, options);
  };
  // Past the last page (?page=99, or its last listing deleted): the last page, in place.
  const pastEnd = usePageAfterEnd(
    query.data && !query.isPlaceholderData ? query.data.total : undefined,
    page,
    PAGE_SIZE,
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
          </Box>
          <RoomTable
            items={query.data.items}
            empty={!showEmpty ? '' : keyword ? fmt(t.list.emptySearch, { keyword }) : t.list.empty}
          />
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Pagination
              total={query.data.total}
              page={page}
              limit={PAGE_SIZE}
              onChange={(p) => go({ page: p })}
            />
          </Box>
        </>
      )}
    </Box>
  );
}
