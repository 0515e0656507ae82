import Box from '@mui/material/Box';
import { Button } from '@/components/form/button';
import { FactList, type FactRow } from '@/components/page/fact-list';
import { PageTitle } from '@/components/page/page-title';
import { VerifiedChip } from '@/components/page/verified-chip';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig, useConfigVersion } from '@/lib/config';
import { positionLabel } from '@/lib/positions';
import { useSession } from '@/session';

export default function AccountUserScreen() {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const userText = useConfig(messages.pages.account).user;
  const commonText = useConfig(messages.pages.common);

  const s = useSession();
  const rows: FactRow[] = [
    [userText.fields.name, s.userName],
    [userText.fields.email, s.userEmail],
    [userText.fields.phone, s.userPhone],
    [userText.fields.tel, s.userTel],
    [userText.fields.safePhone, s.safePhone],
    [userText.fields.position, positionLabel(s.position ?? s.userRoleType)],
    [userText.fields.duty, s.userDuty],
    [userText.fields.agentName, s.agentName],
    [userText.fields.master, s.isMaster ? userText.masterAccount : userText.subAccount],
    [userText.fields.safeAuth, <VerifiedChip key="safe" ok={s.isSafeAuth} />],
    [userText.fields.ceoSafeAuth, <VerifiedChip key="ceo" ok={s.isCeoSafeAuth} />],
  ];
  return (
    <Box sx={{ py: 6 }}>
      <PageTitle title={userText.title} />
      <FactList rows={rows} labelWidth={180} emptyText={commonText.notSet} roomy />
      <Box sx={{ mt: 3 }}>
        <Button kind="outline" to={href('account-password')} size="lg">
          {userText.passwordLink}
        </Button>
      </Box>
    </Box>
  );
}
