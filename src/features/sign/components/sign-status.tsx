import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { useSignStatus } from './use-sign-status';

export function SignStatus() {
  const overviewText = useConfig(messages.pages.sign).overview;
  const signStatusText = useConfig(messages.pages.signStatus);

  const status = useSignStatus();
  return (
    <Alert severity={status === 'APPROVAL' ? 'success' : status === 'PROCEED' ? 'info' : 'warning'}>
      <AlertTitle>
        {overviewText.statusLabel}: {signStatusText[status]}
      </AlertTitle>
      {overviewText.statusDesc[status]}
    </Alert>
  );
}
