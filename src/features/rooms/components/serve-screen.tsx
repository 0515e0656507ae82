import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '@/components/page/page-title';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useSession } from '@/session';
import { StatusRows } from './status-rows';

const t = messages.pages.rooms.serve;
const c = messages.pages.common;

/** Serve (apartment / officetel) management: the item state the session holds, no invented rows. */
export function ServeScreen({ kind }: { kind: 'apt' | 'officetel' }) {
  const s = useSession();
  const itemUsed = kind === 'apt' ? s.isServeItemUsedApt : s.isServeItemUsedOfficetel;
  return (
    <Box sx={{ py: 6 }}>
      <PageTitle title={kind === 'apt' ? t.aptTitle : t.officetelTitle} lead={t.lead} />
      <Stack spacing={3}>
        {!s.isServeUser ? (
          <Alert severity="warning">{t.notServeUser}</Alert>
        ) : (
          !itemUsed && (
            <Alert severity="warning">{kind === 'apt' ? t.aptRequired : t.officetelRequired}</Alert>
          )
        )}
        <StatusRows
          rows={[
            [t.serveUser, s.isServeUser ? c.met : c.notMet],
            [t.itemLabel, itemUsed ? c.inUse : c.notInUse],
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
          {s.isServeUser && !itemUsed && s.isMaster && (
            <Button
              component={RouterLink}
              to={href('product-purchase')}
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
