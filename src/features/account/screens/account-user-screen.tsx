import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { messages } from '@/generated/config/messages';
import { positionLabel } from '@/lib/positions';
import { useSession } from '@/session';
import { PageTitle } from '../components/page-title';

const t = messages.pages.account.user;
const c = messages.pages.common;

function AuthChip({ ok }: { ok: boolean }) {
  return <Chip variant="outlined" size="small" label={ok ? c.verified : c.notVerified} />;
}

export default function AccountUserScreen() {
  const s = useSession();
  const rows: [string, React.ReactNode][] = [
    [t.fields.name, s.userName],
    [t.fields.email, s.userEmail],
    [t.fields.phone, s.userPhone],
    [t.fields.tel, s.userTel],
    [t.fields.safePhone, s.safePhone],
    [t.fields.position, positionLabel(s.position ?? s.userRoleType)],
    [t.fields.duty, s.userDuty],
    [t.fields.agentName, s.agentName],
    [t.fields.master, s.isMaster ? t.masterAccount : t.subAccount],
    [t.fields.safeAuth, <AuthChip key="safe" ok={s.isSafeAuth} />],
    [t.fields.ceoSafeAuth, <AuthChip key="ceo" ok={s.isCeoSafeAuth} />],
  ];
  return (
    <Box sx={{ py: 6 }}>
      <PageTitle title={t.title} />
      <Paper variant="outlined" sx={{ p: 4 }}>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: '180px 1fr', rowGap: 2, columnGap: 3, m: 0 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value === '' || value === null || value === undefined ? c.notSet : value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <Button
        component={RouterLink}
        to="/account/user/password"
        variant="outlined"
        size="lg"
        sx={{ mt: 3 }}
      >
        {t.passwordLink}
      </Button>
    </Box>
  );
}
