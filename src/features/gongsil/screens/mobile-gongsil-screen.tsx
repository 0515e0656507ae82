import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MobileLinkTabs } from '@/components/mobile/mobile-link-tabs';
import { MobilePager } from '@/components/mobile/mobile-pager';
import { useErrorToast } from '@/components/toast/use-error-toast';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig } from '@/lib/config';
import { fmt, formatNumber } from '@/lib/format-message';
import { gongsilCountQueryOptions } from '../api/get-gongsil-count';
import { gongsilListQueryOptions } from '../api/get-gongsil-list';
import { GongsilEmpty, GongsilLoadFailed } from '../components/gongsil-list-state';
import { MobileGongsilCard } from '../components/mobile-gongsil-card';
import { useClaimRoom } from '../hooks/use-claim-room';
import {
  parseGongsilQuery,
  resolveGongsilQuery,
  serializeGongsilQuery,
  visibleTabs,
  withPage,
  withTab,
  ZERO_COUNTS,
} from '../model/gongsil-query';
import { gongsilListView, tabCount } from '../model/list-view';

const LIST_PATH = () => href('mobile-gongsil-list');

/**
 * /mobile/gongsil/list: the gongsil rooms as cards with the 선점 button, for claiming a room away
 * from the desk. The same counts, list query and address (tab, page, filters) as /gongsil/list;
 * a filter set on the desktop page is kept, the region and word search stay there.
 */
export default function MobileGongsilScreen() {
  const gongsilText = useConfig(messages.gongsil);
  const t = useConfig(messages.mobile.gongsil);
  const claimDays = useConfig(uiConfig).gongsil.claimDays;
  const location = useLocation();
  const navigate = useNavigate();

  const countQ = useQuery(gongsilCountQueryOptions());
  const countsSettled = countQ.isSuccess || countQ.isError;
  const counts = countQ.data ?? ZERO_COUNTS;
  const parsed = useMemo(() => parseGongsilQuery(location.search), [location.search]);
  const query = useMemo(() => resolveGongsilQuery(parsed, undefined, counts), [parsed, counts]);
  const listQ = useQuery({ ...gongsilListQueryOptions(query), enabled: countsSettled });
  useErrorToast(countQ.error);
  useErrorToast(listQ.error);
  const view = gongsilListView(listQ, query, counts, countsSettled);
  const { claim, pendingRoom } = useClaimRoom();
  const to = (q: typeof query) => `${LIST_PATH()}?${serializeGongsilQuery(q)}`;

  return (
    <>
      <Typography component="h1" sx={{ fontSize: 22, fontWeight: 700, mb: 1 }}>
        {t.title}
      </Typography>
      {countsSettled && (
        <MobileLinkTabs
          label={t.tabsLabel}
          value={query.tab}
          tabs={visibleTabs(counts).map((tab) => ({
            value: tab,
            label: `${gongsilText.tabs[tab]} ${formatNumber(tabCount(tab, counts))}`,
            to: to(withTab(query, tab)),
          }))}
        />
      )}
      {query.tab === 'preempt' && (
        <Typography color="text.secondary" sx={{ fontSize: 13, mt: 1 }} role="note">
          {fmt(gongsilText.claim.rule, { days: claimDays })}
        </Typography>
      )}
      <Box sx={{ height: 3, mt: 1 }}>
        {view.busy && <LinearProgress aria-label={gongsilText.loading} sx={{ height: 3 }} />}
      </Box>
      <Typography sx={{ fontWeight: 600, my: 1 }} aria-live="polite">
        {listQ.data ? fmt(gongsilText.total, { n: formatNumber(view.total) }) : null}
      </Typography>
      <Box
        component="ul"
        aria-label={gongsilText.listLabel}
        aria-busy={view.busy}
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 1.5,
          opacity: view.stale ? 0.55 : 1,
        }}
      >
        {view.items.map((room) => (
          <MobileGongsilCard
            key={room.roomsSeq}
            room={room}
            onClaim={claim}
            pending={pendingRoom === room.roomsSeq}
          />
        ))}
      </Box>
      {view.settled && view.items.length === 0 && <GongsilEmpty />}
      {listQ.isError && !listQ.data && <GongsilLoadFailed onRetry={() => void listQ.refetch()} />}
      <MobilePager
        page={query.page}
        total={view.total}
        limit={listQ.data?.limit ?? query.limit}
        onChange={(page) => {
          void navigate(to(withPage(query, page)));
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}
