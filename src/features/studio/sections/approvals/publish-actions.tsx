import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button } from '@/components/form/button';
import { ServerError } from '@/components/form/server-error';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { fmt } from '@/lib/format-message';
import { useApprovalPublishMutation } from '../../api/post-studio-approval-publish';
import { useScheduleCancelMutation } from '../../api/post-studio-schedule-cancel';
import { RefusedProblems } from '../../components/refused-problems';
import { useStudioDraftContext } from '../../model/studio-draft-context';
import { ScheduleForm } from './schedule-form';

/**
 * A publisher's choices for an approved request: publish it now, or schedule it for a time in
 * Korea; a scheduled one shows its time and can be cancelled (it stays approved).
 */
export function PublishActions({
  id,
  scheduled,
}: {
  id: number;
  scheduled: { id: number; at: string } | null;
}) {
  const text = useConfig(messages.studioReview);

  const draft = useStudioDraftContext();
  const publish = useApprovalPublishMutation();
  const cancel = useScheduleCancelMutation();
  const [published, setPublished] = useState(false);

  const onPublish = () => {
    if (!window.confirm(fmt(text.publishNow.confirm, { id }))) return;
    publish.submit(id, {
      onSuccess: async ({ version }) => {
        setPublished(true);
        toast.success(fmt(text.publishNow.done, { version }));
        // The studio's view of the active version moves on.
        await draft.reload();
      },
    });
  };
  const onCancel = (s: { id: number; at: string }) => {
    const at = formatDateTime(s.at);
    if (!window.confirm(fmt(text.queue.cancelConfirm, { at }))) return;
    cancel.submit(s.id, { onSuccess: () => toast.success(text.queue.cancelled) });
  };

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="studio-request-publish">
      <Typography id="studio-request-publish" component="h3" variant="h6">
        {text.publishNow.title}
      </Typography>
      <Typography color="text.secondary">{text.publishNow.lead}</Typography>
      <ServerError error={publish.error} fallback={text.publishNow.failed} />
      <RefusedProblems error={publish.error} testId="request-publish-problems" />
      <ServerError error={cancel.error} fallback={text.queue.cancelFailed} />
      {scheduled ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography>
            {fmt(text.request.scheduled, { at: formatDateTime(scheduled.at) })}
          </Typography>
          <Button
            size="md"
            kind="danger-outline"
            disabled={cancel.isPending}
            aria-label={fmt(text.queue.cancelLabel, { at: formatDateTime(scheduled.at) })}
            onClick={() => onCancel(scheduled)}
          >
            {text.queue.cancel}
          </Button>
        </Stack>
      ) : (
        <>
          <Stack direction="row">
            <Button size="lg" onClick={onPublish} disabled={publish.isPending || published}>
              {text.publishNow.submit}
            </Button>
          </Stack>
          <ScheduleForm requestId={id} />
        </>
      )}
    </Stack>
  );
}
