import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { messages } from '@/generated/config/messages';
import { useSession } from '@/session';

const overviewText = messages.pages.sign.overview;

type Status = keyof typeof messages.pages.signStatus;
const asStatus = (v: string): Status => (v === 'PROCEED' || v === 'APPROVAL' ? v : 'NONE');

export function SignStatus() {
  const status = asStatus(useSession((s) => s.agentSignStatus));
  return (
    <Alert severity={status === 'APPROVAL' ? 'success' : status === 'PROCEED' ? 'info' : 'warning'}>
      <AlertTitle>
        {overviewText.statusLabel}: {messages.pages.signStatus[status]}
      </AlertTitle>
      {overviewText.statusDesc[status]}
    </Alert>
  );
}

export function useSignStatusLabel(): string {
  return messages.pages.signStatus[asStatus(useSession((s) => s.agentSignStatus))];
}
