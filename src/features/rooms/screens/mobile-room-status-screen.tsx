import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/api/errors';
import { MobilePager } from '@/components/mobile/mobile-pager';
import { LoadingSpinner } from '@/components/page/query-view';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { MobileRoomCard } from '../components/mobile-room-card';
import { RoomSearchForm } from '../components/room-search-form';
import { StatusFilter } from '../components/status-filter';
import { ROOM_PAGE_SIZE, useDabangListAddress } from '../hooks/use-dabang-list-address';

/**
 * /mobile/room/dabang-list: look a listing's status up away from the desk: the search and status
 * filter of /room/dabang-list over the same query and address, the listings as cards. Editing and
 * the bulk actions stay on the desktop page.
 */
export default function MobileRoomStatusScreen() {
  const t = useConfig(messages.pages.rooms);
  const c = useConfig(messages.pages.common);
  const title = useConfig(messages.mobile.rooms).title;
  const { current, query, go } = useDabangListAddress();
  const { keyword, status, page } = current;
  const data = query.data;

  return (
    <>
      <Typography component="h1" sx={{ fontSize: 22, fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <RoomSearchForm
        key={keyword}
        initial={keyword}
        width="100%"
        onSearch={(k) => go({ keyword: k })}
      />
      {data && (
        <StatusFilter
          touch
          value={status}
          counts={data.counts}
          onChange={(s) => go({ status: s })}
        />
      )}
      {query.isError && !data && (
        <Alert severity="error">{errorMessage(query.error, c.loadFailed)}</Alert>
      )}
      {!data && query.isPending && <LoadingSpinner />}
      {data && (
        <>
          <Typography color="text.secondary" sx={{ fontSize: 14, mb: 1 }} aria-live="polite">
            {fmt(c.total, { n: data.total })}
          </Typography>
          {data.items.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {keyword || status ? t.list.emptySearch : t.list.empty}
            </Typography>
          ) : (
            <Box
              component="ul"
              aria-label={t.list.caption}
              sx={{
                m: 0,
                p: 0,
                listStyle: 'none',
                display: 'grid',
                gap: 1.5,
                opacity: query.isPlaceholderData ? 0.55 : 1,
              }}
            >
              {data.items.map((room) => (
                <MobileRoomCard key={room.roomsSeq} room={room} />
              ))}
            </Box>
          )}
          <MobilePager
            page={page}
            total={data.total}
            limit={ROOM_PAGE_SIZE}
            onChange={(p) => {
              go({ page: p });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </>
  );
}
