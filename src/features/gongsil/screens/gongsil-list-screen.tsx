import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/form/button';
import { Pagination } from '@/components/pagination/pagination';
import { usePageAfterEnd } from '@/components/pagination/use-page-after-end';
import { useErrorToast } from '@/components/toast/use-error-toast';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig } from '@/lib/config';
import { fmt, formatNumber } from '@/lib/format-message';
import { useAddressMovedOn } from '@/lib/use-address-moved-on';
import { gongsilCountQueryOptions } from '../api/get-gongsil-count';
import { gongsilListQueryOptions, type GongsilRoom } from '../api/get-gongsil-list';
import { GongsilFilters } from '../components/gongsil-filters';
import { GongsilEmpty, GongsilLoadFailed } from '../components/gongsil-list-state';
import { GongsilRoomTable } from '../components/gongsil-room-table';
import { TAB_PANEL_ID, tabId } from '../components/gongsil-tab-ids';
import { GongsilTabs } from '../components/gongsil-tabs';
import {
  resolveGongsilQuery,
  parseGongsilQuery,
  serializeGongsilQuery,
  visibleTabs,
  withFilter,
  withPage,
  withTab,
  ZERO_COUNTS,
  type GongsilQuery,
} from '../model/gongsil-query';
import { gongsilListView } from '../model/list-view';

// The room dialog (and the modal it opens in) loads with the first room opened, not with the list.
// The region, words and order load when the broker asks for them (or the address has them), not
// with the list: /gongsil/list's first-load budget (scripts/bench-bundle.ts).
const GongsilSearch = lazy(() =>
  import('../components/gongsil-search').then((m) => ({ default: m.GongsilSearch })),
);
const GongsilRoomDialog = lazy(() =>
  import('../components/gongsil-room-dialog').then((m) => ({ default: m.GongsilRoomDialog })),
);
const GONGSIL_LIST_PATH = href('gongsil-list');

/**
 * Gongsil center list (/gongsil/list, /gongsil/list/:tab). The address is the state:
 * counts load first and pick the tab, the URL is then replaced to carry tab/page/limit, and the
 * list reloads whenever the query string changes (back/forward included).
 */
export default function GongsilListScreen() {
  const ui = useConfig(uiConfig);
  const gongsilText = useConfig(messages.gongsil);

  const { tab: pathTab } = useParams<{ tab?: string }>();
  const location = useLocation();
  const navigate = useNavigate();
  const addressMovedOn = useAddressMovedOn();

  const [opened, setOpened] = useState<GongsilRoom | null>(null);
  // Once loaded the dialog stays mounted, so closing it still fades out and returns focus.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const open = useCallback((room: GongsilRoom) => {
    setDialogLoaded(true);
    setOpened(room);
  }, []);
  const countQ = useQuery(gongsilCountQueryOptions());
  const countsSettled = countQ.isSuccess || countQ.isError;
  const counts = countQ.data ?? ZERO_COUNTS;
  const tabs = visibleTabs(counts);

  const parsed = useMemo(() => parseGongsilQuery(location.search), [location.search]);
  const query = useMemo(
    () => resolveGongsilQuery(parsed, pathTab, counts),
    [parsed, pathTab, counts],
  );
  const canonical = serializeGongsilQuery(query);
  const currentSearch = new URLSearchParams(location.search).toString();

  useErrorToast(countQ.error);

  // After the counts load, the address carries tab, page and limit (replace, no new entry),
  // unless the broker has already asked for another screen.
  useEffect(() => {
    if (!countsSettled) return;
    if (location.pathname === GONGSIL_LIST_PATH && currentSearch === canonical) return;
    if (addressMovedOn()) return;
    navigate({ pathname: GONGSIL_LIST_PATH, search: `?${canonical}` }, { replace: true });
  }, [countsSettled, canonical, currentSearch, location.pathname, navigate, addressMovedOn]);

  const listQ = useQuery({ ...gongsilListQueryOptions(query), enabled: countsSettled });

  useErrorToast(listQ.error);

  // The query the next choice builds on: the address as last navigated to, even before React has
  // re-rendered with it. Two quick choices on a busy machine would otherwise both start from the
  // same old query, and the second would drop the first.
  const latest = useRef(query);
  useLayoutEffect(() => {
    latest.current = query;
  }, [query]);
  const go = useCallback(
    (change: (current: GongsilQuery) => GongsilQuery) => {
      const next = change(latest.current);
      latest.current = next;
      navigate({ pathname: GONGSIL_LIST_PATH, search: `?${serializeGongsilQuery(next)}` });
    },
    [navigate],
  );

  const view = gongsilListView(listQ, query, counts, countsSettled);
  const { data } = listQ;
  const limit = data?.limit ?? query.limit;

  // Past the last page (?page=99, or its last room gone): the last page, replacing the address.
  const pastEnd = usePageAfterEnd(
    data && !listQ.isPlaceholderData ? data.total : undefined,
    query.page,
    limit,
    (last) => {
      const next = withPage(latest.current, last);
      latest.current = next;
      navigate(
        { pathname: GONGSIL_LIST_PATH, search: `?${serializeGongsilQuery(next)}` },
        { replace: true },
      );
    },
  );

  return (
    <Box
      component="section"
      aria-labelledby="gongsil-list-title"
      sx={{ maxWidth: ui.layout.contentWidth, mx: 'auto', px: 2, py: 4 }}
    >
      <Typography
        id="gongsil-list-title"
        component="h1"
        sx={{ fontSize: 26, fontWeight: 700, mb: 2 }}
      >
        {gongsilText.title}
      </Typography>

      <GongsilTabs
        tabs={tabs}
        counts={counts}
        value={query.tab}
        loading={!countsSettled}
        onChange={(tab) => go((q) => withTab(q, tab))}
      />
      <Typography color="text.secondary" sx={{ fontSize: 13, mt: 1 }}>
        {gongsilText.countsNote}
      </Typography>
      {query.tab === 'preempt' && (
        <Typography color="text.secondary" sx={{ fontSize: 13, mt: 0.5 }} role="note">
          {fmt(gongsilText.claim.rule, { days: ui.gongsil.claimDays })}
        </Typography>
      )}
      {searchOpen || query.region || query.keyword || query.sort ? (
        <Suspense fallback={null}>
          <GongsilSearch
            key={`${query.tab}:${query.keyword}`}
            query={query}
            onChange={(patch) => go((q) => withFilter(q, patch))}
          />
        </Suspense>
      ) : (
        <Box sx={{ pt: 2 }}>
          <Button kind="secondary" onClick={() => setSearchOpen(true)}>
            {gongsilText.filters.openSearch}
          </Button>
        </Box>
      )}

      <Box
        id={TAB_PANEL_ID}
        role="tabpanel"
        aria-labelledby={countsSettled ? tabId(query.tab) : undefined}
        aria-label={countsSettled ? undefined : gongsilText.listLabel}
      >
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', py: 2, minHeight: 72 }}
        >
          <Typography sx={{ fontWeight: 600 }} aria-live="polite">
            {data ? (
              fmt(gongsilText.total, { n: formatNumber(view.total) })
            ) : listQ.isError ? null : (
              <Skeleton variant="text" width={80} />
            )}
          </Typography>
          <GongsilFilters query={query} onChange={(patch) => go((q) => withFilter(q, patch))} />
        </Stack>

        <Box sx={{ position: 'relative' }}>
          <Box sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 3, zIndex: 1 }}>
            {view.busy && <LinearProgress aria-label={gongsilText.loading} sx={{ height: 3 }} />}
          </Box>
          <Box
            sx={{
              opacity: view.stale ? 0.55 : 1,
              transition: 'opacity 120ms',
            }}
          >
            <GongsilRoomTable tab={countsSettled ? query.tab : null} view={view} onOpen={open} />
          </Box>
          {view.settled && !pastEnd && view.items.length === 0 && <GongsilEmpty />}
          {listQ.isError && !data && <GongsilLoadFailed onRetry={() => void listQ.refetch()} />}
        </Box>

        <Pagination
          total={view.total}
          page={query.page}
          limit={limit}
          onChange={(page) => {
            go((q) => withPage(q, page));
            window.scrollTo({ top: 0 });
          }}
        />
      </Box>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <GongsilRoomDialog room={opened} onClose={() => setOpened(null)} />
        </Suspense>
      )}
    </Box>
  );
}
