import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageTitle } from '@/components/page/page-title';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { fmt } from '@/lib/format-message';
import { useSession } from '@/session';

const businessInfoText = messages.pages.businessInfo;
const commonText = messages.pages.common;

export default function BusinessInfoScreen() {
  const s = useSession();
  const rows: [string, string][] = [
    [businessInfoText.fields.agentName, s.agentName],
    [businessInfoText.fields.agentBusinessId, s.agentBusinessId],
    [businessInfoText.fields.agentRegId, s.agentRegId],
    [businessInfoText.fields.address, s.agentAddress],
    [businessInfoText.fields.tel, s.agentTel],
  ];
  return (
    <Box sx={{ py: 6 }}>
      <PageTitle title={businessInfoText.title} lead={businessInfoText.lead} />
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
                {value || commonText.notSet}
              </Typography>
            </Box>
          ))}
          <Typography component="dt" color="text.secondary">
            {businessInfoText.fields.ceoAuth}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <Chip
              variant="outlined"
              size="small"
              label={s.isCeoSafeAuth ? commonText.verified : commonText.notVerified}
            />
          </Box>
        </Box>
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {fmt(businessInfoText.help, { phone: uiConfig.customerCenter.phone })}
      </Typography>
    </Box>
  );
}
