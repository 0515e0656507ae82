import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PageTitle } from '@/components/page/page-title';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useSession } from '@/session';
import { SignRequirements } from '../components/requirements';
import { useSignStatusLabel } from '../components/use-sign-status';

/** The spec has no contract-list call: the page explains where contracts are kept and what is missing. */
export default function SignContractsScreen() {
  const contractsText = useConfig(messages.pages.sign).contracts;

  const approved = useSession((s) => s.agentSignStatus === 'APPROVAL');
  const label = useSignStatusLabel();
  return (
    <Box sx={{ py: 6 }}>
      <PageTitle title={contractsText.title} />
      <Stack spacing={3}>
        <Alert severity={approved ? 'info' : 'warning'}>
          {approved ? contractsText.approved : fmt(contractsText.notApproved, { status: label })}
        </Alert>
        <SignRequirements />
      </Stack>
    </Box>
  );
}
