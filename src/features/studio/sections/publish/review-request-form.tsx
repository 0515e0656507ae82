import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { Form } from '@/components/form/form';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useSubmitApprovalMutation } from '../../api/post-studio-approval';
import { ReviewChangeList } from '../../components/review-change-list';
import type { ReviewedChange } from '../../model/review-changes';
import { DraftSendFields } from './draft-send-fields';
import { useDraftSend } from './use-draft-send';

/**
 * Asks for review of the draft (four eyes): required when it changes what the office setting
 * sends to review (`changes`), offered otherwise (to have it checked, or to publish it at a time).
 * The draft is saved and its broker screens checked first, as before a publish: the request is
 * what will be published, possibly by someone else or at a time. On success the request opens.
 */
export function ReviewRequestForm({
  changes,
  changed,
}: {
  changes: readonly ReviewedChange[];
  changed: boolean;
}) {
  const text = useConfig(messages.studioReview).submit;
  const submit = useSubmitApprovalMutation();
  const [, setParams] = useSearchParams();
  const required = changes.length > 0;
  const send = useDraftSend(submit, (r) => {
    toast.success(fmt(text.done, { id: r.id }));
    setParams({ section: 'approvals', request: String(r.id) });
  });

  return (
    <Form
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
      aria-label={text.title}
      data-testid="review-request-form"
      onSubmit={(e) => {
        e.preventDefault();
        void send.send();
      }}
    >
      <Alert severity={required ? 'warning' : 'info'} role={required ? 'status' : undefined}>
        {required ? text.required : text.optional}
      </Alert>
      {required && (
        <Stack spacing={0.5}>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {text.changes}
          </Typography>
          <ReviewChangeList changes={changes} label={text.changes} />
        </Stack>
      )}
      <DraftSendFields
        send={send}
        error={submit.error}
        pending={submit.isPending}
        text={text}
        noteId="studio-review-note"
        problemsTestId="review-request-problems"
        buttonKind={required ? 'primary' : 'outline'}
        disabled={!changed}
      />
    </Form>
  );
}
