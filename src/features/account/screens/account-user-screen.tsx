import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Button } from '@/components/form/button';
import { PageTitle } from '@/components/page/page-title';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { positionLabel } from '@/lib/positions';
import { useSession } from '@/session';

const userText = messages.pages.account.user;
const commonText = messages.pages.common;

function AuthChip({ ok }: { ok: boolean }) {
  return (
    <Chip
      variant="outlined"
      size="small"
      label={ok ? commonText.verified : commonText.notVerified}
    />
  );
}

export default function AccountUserScreen() {
  const s = useSession();
  const rows: [string, React.ReactNode][] = [
    [userText.fields.name, s.userName],
    [userText.fields.email, s.userEmail],
    [userText.fields.phone, s.userPhone],
    [userText.fields.tel, s.userTel],
    [userText.fields.safePhone, s.safePhone],
    [userText.fields.position, positionLabel(s.position ?? s.userRoleType)],
    [userText.fields.duty, s.userDuty],
    [userText.fields.agentName, s.agentName],
    [userText.fields.master, s.isMaster ? userText.masterAccount : userText.subAccount],
    [userText.fields.safeAuth, <AuthChip key="safe" ok={s.isSafeAuth} />],
    [userText.fields.ceoSafeAuth, <AuthChip key="ceo" ok={s.isCeoSafeAuth} />],
  ];
  return (
    <Box sx={{ py: 6 }}>
      <PageTitle title={userText.title} />
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
                {value === '' || value === null || value === undefined ? commonText.notSet : value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <Box sx={{ mt: 3 }}>
        <Button kind="outline" to={href('account-password')} size="lg">
          {userText.passwordLink}
        </Button>
      </Box>
    </Box>
  );
}
