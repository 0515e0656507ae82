import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { useSession } from '@/session';

type Status = keyof typeof messages.pages.signStatus;
const asStatus = (v: string): Status => (v === 'PROCEED' || v === 'APPROVAL' ? v : 'NONE');

export function SignStatus() {
  const overviewText = useConfig(messages.pages.sign).overview;
  const signStatusText = useConfig(messages.pages.signStatus);

  const status = asStatus(useSession((s) => s.agentSignStatus));
  return (
    <Alert severity={status === 'APPROVAL' ? 'success' : status === 'PROCEED' ? 'info' : 'warning'}>
      <AlertTitle>
        {overviewText.statusLabel}: {signStatusText[status]}
      </AlertTitle>
      {overviewText.statusDesc[status]}
    </Alert>
  );
}

export function useSignStatusLabel(): string {
  const signStatusTextCfg = useConfig(messages.pages.signStatus);

  return signStatusTextCfg[asStatus(useSession((s) => s.agentSignStatus))];
}
