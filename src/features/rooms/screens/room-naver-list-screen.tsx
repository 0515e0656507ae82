import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '@/components/page/page-title';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { fmt } from '@/lib/format-message';
import { useSession } from '@/session';
import { StatusRows } from '../components/status-rows';

const t = messages.pages.rooms.naver;
const c = messages.pages.common;

/** No naver list call exists in the spec: an honest view of the naver facts the session holds. */
export default function RoomNaverListScreen() {
  const s = useSession();
  return (
    <Box sx={{ py: 6 }}>
      <PageTitle title={t.title} lead={t.lead} />
      <Stack spacing={3}>
        {!s.hasNaverItem && <Alert severity="warning">{t.noItem}</Alert>}
        <StatusRows
          rows={[
            [t.itemLabel, s.hasNaverItem ? c.inUse : c.notInUse],
            [t.reportLabel, fmt(messages.pages.dashboard.countUnit, { n: s.naverReportCountStr })],
            [
              t.sameAddressLabel,
              fmt(messages.pages.dashboard.countUnit, {
                n: s.naverSameAddressTradeCompleteCountStr,
              }),
            ],
          ]}
        />
        <Stack direction="row" spacing={1}>
          <Button
            component={RouterLink}
            to={href('room-dabang-list')}
            variant="contained"
            size="lg"
          >
            {t.toDabang}
          </Button>
          {!s.hasNaverItem && (
            <Button
              component={RouterLink}
              to={href('intro', { '*': 'product/naver' })}
              variant="outlined"
              size="lg"
            >
              {t.buy}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
