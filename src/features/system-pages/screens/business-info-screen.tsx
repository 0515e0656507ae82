import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FactList, type FactRow } from '@/components/page/fact-list';
import { PageTitle } from '@/components/page/page-title';
import { VerifiedChip } from '@/components/page/verified-chip';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useSession } from '@/session';

export default function BusinessInfoScreen() {
  const businessInfoText = useConfig(messages.pages.businessInfo);
  const commonText = useConfig(messages.pages.common);
  const ui = useConfig(uiConfig);

  const s = useSession();
  const rows: FactRow[] = [
    [businessInfoText.fields.agentName, s.agentName],
    [businessInfoText.fields.agentBusinessId, s.agentBusinessId],
    [businessInfoText.fields.agentRegId, s.agentRegId],
    [businessInfoText.fields.address, s.agentAddress],
    [businessInfoText.fields.tel, s.agentTel],
    [businessInfoText.fields.ceoAuth, <VerifiedChip key="ceo" ok={s.isCeoSafeAuth} />],
  ];
  return (
    <Box sx={{ py: 6 }}>
      <PageTitle title={businessInfoText.title} lead={businessInfoText.lead} />
      <FactList rows={rows} labelWidth={200} emptyText={commonText.notSet} roomy />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {fmt(businessInfoText.help, { phone: ui.customerCenter.phone })}
      </Typography>
    </Box>
  );
}
