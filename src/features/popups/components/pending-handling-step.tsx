import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { ActionDialog } from '@/components/dialog/action-dialog';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { setFloatingButtonOpen } from '@/lib/ui-state';
import { useSession } from '@/session';
import { pendingNumbers } from '../model/pending-numbers';
import type { StepProps } from '../model/types';

/**
 * Pending-handling popup on entering /form: the office's waiting reports per source; "go"
 * returns to the dashboard with the floating report panel open.
 */
export function PendingHandlingStep({ onDone }: StepProps<'pending-handling'>) {
  const pendingText = useConfig(messages.reports).pending;

  const s = useSession((x) => x);
  const navigate = useNavigate();
  const groups = [
    {
      key: 'DABANG',
      label: pendingText.groups.DABANG,
      list: pendingNumbers(s.waitReportUserListByBusinessId),
    },
    {
      key: 'NAVER',
      label: pendingText.groups.NAVER,
      list: pendingNumbers(s.waitNaverReportUserListByBusinessId),
    },
    {
      key: 'SAME_ADDRESS',
      label: pendingText.groups.SAME_ADDRESS,
      list: pendingNumbers(s.waitNaverSameAddressTradeCompleteUserListByBusinessId),
    },
  ] as const;
  const any = groups.some((g) => g.list.length > 0);
  const go = () => {
    onDone();
    setFloatingButtonOpen(true);
    void navigate(href('dashboard'), { replace: true });
  };

  return (
    <ActionDialog
      open
      title={pendingText.title}
      onClose={onDone}
      width={520}
      testId="pending-handling-dialog"
      action={any ? { label: pendingText.go, onClick: go } : undefined}
    >
      <Typography sx={{ mb: 2 }}>{pendingText.text}</Typography>
      {groups.map((g) => (
        <Box
          key={g.key}
          component="section"
          aria-label={g.label}
          data-testid={`pending-group-${g.key}`}
          sx={{ mb: 1.5, p: 1.5, bgcolor: 'scale.gray.50', borderRadius: 1 }}
        >
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: 14, mb: 0.5 }}>
            {g.label} ({g.list.length})
          </Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {g.list.length > 0 ? g.list.join(', ') : pendingText.none}
          </Typography>
        </Box>
      ))}
    </ActionDialog>
  );
}
