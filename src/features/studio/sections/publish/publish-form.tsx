import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Button } from '@/components/form/button';
import { ServerError } from '@/components/form/server-error';
import { TextInput } from '@/components/form/text-input';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { usePublishMutation } from '../../api/post-studio-publish';
import { draftConflicts } from '../../api/put-studio-draft';
import { FreeConfirmDialog } from '../../components/free-confirm-dialog';
import { RefusedProblems } from '../../components/refused-problems';
import { useStudioDraftContext } from '../../model/studio-draft-context';
import { useFreeConfirm } from '../../model/use-free-confirm';
import { SmokeFailures } from './smoke/smoke-failures';
import { useCheckedSave } from './smoke/use-checked-save';
export const NOTE_MAX = 200;

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
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState(false);
  const { checking, failures, saveAndCheck, isBusy } = useCheckedSave();
  const free = useFreeConfirm();
  const conflicts = draftConflicts(publish.error);

  const onPublish = async () => {
    if (!note.trim()) return setNoteError(true);
    if (publish.isBusy() || isBusy()) return;
    publish.reset();
    if (!(await saveAndCheck())) return;
    // A product at 0원 goes out only when staff confirm it by name (the server asks the same).
    const saved = draft.current();
    const confirmFreeProducts = saved ? await free.ask(saved.files) : [];
    if (!confirmFreeProducts) return;
    publish.submit(
      {
        note: note.trim(),
        ...(confirmFreeProducts.length ? { confirmFreeProducts } : {}),
      },
      {
        onSuccess: async ({ version }) => {
          toast.success(fmt(text.done, { version }));
          setNote('');
          await draft.reload();
        },
        onError: (e) => {
          const found = draftConflicts(e);
          if (found) draft.showConflicts(found);
        },
      },
    );
  };

  return (
    <Stack
      spacing={1.5}
      component="form"
      aria-label={text.title}
      onSubmit={(e) => {
        e.preventDefault();
        void onPublish();
      }}
    >
      {free.asking && <FreeConfirmDialog products={free.asking} onAnswer={free.answer} />}
      {publish.error && !conflicts && <ServerError error={publish.error} fallback={text.failed} />}
      <RefusedProblems error={publish.error} testId="publish-problems" />
      {failures.length > 0 && <SmokeFailures failures={failures} />}
      {checking && (
        <Alert severity="info" role="status" data-testid="smoke-progress">
          <strong>{fmt(text.smoke.checking, checking)}</strong> {text.smoke.checkingNote}
        </Alert>
      )}
      {!changed && <Alert severity="info">{text.noChanges}</Alert>}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TextInput
          id="studio-publish-note"
          label={text.note}
          value={note}
          onChange={(v) => {
            setNote(v);
            if (v.trim()) setNoteError(false);
          }}
          maxLength={NOTE_MAX}
          required
          error={noteError}
          helperText={noteError ? text.noteRequired : text.noteHelp}
          placeholder={text.notePlaceholder}
          width={560}
        />
        <Stack sx={{ pt: 3.5 }}>
          <Button
            type="submit"
            size="lg"
            disabled={
              publish.isPending ||
              !!checking ||
              !changed ||
              (reviewRequired && draft.problems.length === 0)
            }
          >
            {publish.isPending || checking ? text.publishing : text.submit}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
