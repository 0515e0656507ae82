import Alert from '@mui/material/Alert';
import { Form } from '@/components/form/form';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { usePublishMutation } from '../../api/post-studio-publish';
import { useStudioDraftContext } from '../../model/studio-draft-context';
import { DraftSendFields } from './draft-send-fields';
import { useDraftSend } from './use-draft-send';

/**
 * Publish with a note: the draft is saved first, then the smoke check renders the saved draft's
 * broker screens for a sample of accounts in hidden preview frames (the server cannot render
 * React, so this check lives here); a screen that breaks stops the publish with the account, the
 * part and the error, and the draft stays. Then the server checks all files together and
 * publishes them as the next version (merged field by field onto any version published since),
 * or refuses (400) with the problems, each shown here and at its field. A field someone else
 * published a change to meanwhile (409 with conflicts) opens the per-field choice.
 *
 * A draft with changes the office setting sends to review (`reviewRequired`) goes through a
 * review request instead (./review-request-form.tsx): the button stays off while the draft is
 * otherwise publishable, and a try still shows the problems of a draft that has some.
 */
export function PublishForm({
  changed,
  reviewRequired = false,
}: {
  changed: boolean;
  reviewRequired?: boolean;
}) {
  const text = useConfig(messages.studio).publish;
  const draft = useStudioDraftContext();
  const publish = usePublishMutation();
  const send = useDraftSend(publish, async ({ version }) => {
    toast.success(fmt(text.done, { version }));
    await draft.reload();
  });

  return (
    <Form
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
      aria-label={text.title}
      onSubmit={(e) => {
        e.preventDefault();
        void send.send();
      }}
    >
      <DraftSendFields
        send={send}
        error={publish.error}
        pending={publish.isPending}
        text={{ ...text, sending: text.publishing }}
        noteId="studio-publish-note"
        problemsTestId="publish-problems"
        disabled={!changed || (reviewRequired && draft.problems.length === 0)}
      >
        {!changed && <Alert severity="info">{text.noChanges}</Alert>}
      </DraftSendFields>
    </Form>
  );
}
