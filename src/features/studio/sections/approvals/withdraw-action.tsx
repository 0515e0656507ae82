import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button } from '@/components/form/button';
import { ServerError } from '@/components/form/server-error';
import { TextArea } from '@/components/form/textarea';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useWithdrawMutation } from '../../api/post-studio-approval-withdraw';
import { COMMENT_MAX } from './approval-thread';

/**
 * The author's way out of a request they no longer want published: final, after a confirmation,
 * with an optional reason for the thread and the history (the server cancels its schedule).
 */
export function WithdrawAction({ id }: { id: number }) {
  const text = useConfig(messages.studioReview).withdraw;
  const withdraw = useWithdrawMutation();
  const [reason, setReason] = useState('');

  const onWithdraw = () => {
    if (!window.confirm(fmt(text.confirm, { id }))) return;
    withdraw.submit(
      { id, reason: reason.trim() },
      { onSuccess: () => toast.success(fmt(text.done, { id })) },
    );
  };

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="studio-request-withdraw">
      <Typography id="studio-request-withdraw" component="h3" variant="h6">
        {text.title}
      </Typography>
      <Typography color="text.secondary">{text.lead}</Typography>
      <ServerError error={withdraw.error} fallback={text.failed} />
      <TextArea
        id="studio-withdraw-reason"
        label={text.reason}
        value={reason}
        onChange={setReason}
        maxLength={COMMENT_MAX}
        helperText={text.reasonHelp}
        width={720}
      />
      <Stack direction="row">
        <Button size="lg" kind="danger-outline" onClick={onWithdraw} disabled={withdraw.isPending}>
          {text.submit}
        </Button>
      </Stack>
    </Stack>
  );
}
