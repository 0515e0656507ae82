import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { fmt } from '@/lib/format-message';
import { useSession } from '@/session';
import { PageTitle } from '../components/page-title';

const t = messages.pages.businessInfo;
const c = messages.pages.common;

export default function BusinessInfoScreen() {
  const s = useSession();
  const rows: [string, string][] = [
    [t.fields.agentName, s.agentName],
    [t.fields.agentBusinessId, s.agentBusinessId],
    [t.fields.agentRegId, s.agentRegId],
    [t.fields.address, s.agentAddress],
    [t.fields.tel, s.agentTel],
  ];
  return (
    <Box sx={{ py: 6 }}>
      <PageTitle title={t.title} lead={t.lead} />
      <Paper variant="outlined" sx={{ p: 4 }}>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: '200px 1fr', rowGap: 2, columnGap: 3, m: 0 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value || c.notSet}
              </Typography>
            </Box>
          ))}
          <Typography component="dt" color="text.secondary">
            {t.fields.ceoAuth}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <Chip
              variant="outlined"
              size="small"
              label={s.isCeoSafeAuth ? c.verified : c.notVerified}
            />
          </Box>
        </Box>
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {fmt(t.help, { phone: uiConfig.customerCenter.phone })}
      </Typography>
    </Box>
  );
}
