import Alert from '@mui/material/Alert';
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
import { useApproveMutation } from '../../api/post-studio-approval-approve';
import { useSendBackMutation } from '../../api/post-studio-approval-send-back';
import { COMMENT_MAX } from './approval-thread';

/**
 * An approver's verdict on a request waiting for review, with an optional comment (required to
 * send it back: the author must know what to fix). The author's own request is reviewed by
 * someone else: they are told so instead (the server refuses it too).
 */
export function ReviewActions({ id, own }: { id: number; own: boolean }) {
  const text = useConfig(messages.studioReview).review;

  const approve = useApproveMutation();
  const sendBack = useSendBackMutation();
  const [comment, setComment] = useState('');
  const [needComment, setNeedComment] = useState(false);
  const busy = approve.isPending || sendBack.isPending;

  const onApprove = () =>
    approve.submit(
      { id, comment: comment.trim() },
      { onSuccess: () => toast.success(fmt(text.approved, { id })) },
    );
  const onSendBack = () => {
    if (!comment.trim()) return setNeedComment(true);
    sendBack.submit(
      { id, comment: comment.trim() },
      { onSuccess: () => toast.success(fmt(text.sentBack, { id })) },
    );
  };

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="studio-request-review">
      <Typography id="studio-request-review" component="h3" variant="h6">
        {text.title}
      </Typography>
      {own ? (
        <Alert severity="info">{text.own}</Alert>
      ) : (
        <>
          <ServerError error={approve.error ?? sendBack.error} fallback={text.failed} />
          <TextArea
            id="studio-review-comment"
            label={text.comment}
            value={comment}
            onChange={(v) => {
              setComment(v);
              if (v.trim()) setNeedComment(false);
            }}
            maxLength={COMMENT_MAX}
            error={needComment}
            helperText={needComment ? text.sendBackNeedsComment : text.commentHelp}
            width={720}
          />
          <Stack direction="row" spacing={1.5}>
            <Button size="lg" onClick={onApprove} disabled={busy}>
              {text.approve}
            </Button>
            <Button size="lg" kind="danger-outline" onClick={onSendBack} disabled={busy}>
              {text.sendBack}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
