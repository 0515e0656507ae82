import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/form/button';
import { ServerError } from '@/components/form/server-error';
import { TextInput } from '@/components/form/text-input';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useSubmitApprovalMutation } from '../../api/post-studio-approval';
import { draftConflicts } from '../../api/put-studio-draft';
import { FreeConfirmDialog } from '../../components/free-confirm-dialog';
import { RefusedProblems } from '../../components/refused-problems';
import { ReviewChangeList } from '../../components/review-change-list';
import type { ReviewedChange } from '../../model/review-changes';
import { useStudioDraftContext } from '../../model/studio-draft-context';
import { useFreeConfirm } from '../../model/use-free-confirm';
import { NOTE_MAX } from './publish-form';
import { SmokeFailures } from './smoke/smoke-failures';
import { useCheckedSave } from './smoke/use-checked-save';

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

  const draft = useStudioDraftContext();
  const submit = useSubmitApprovalMutation();
  const [, setParams] = useSearchParams();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState(false);
  const { checking, failures, saveAndCheck, isBusy } = useCheckedSave();
  const free = useFreeConfirm();
  const conflicts = draftConflicts(submit.error);
  const required = changes.length > 0;

  const onSubmit = async () => {
    if (!note.trim()) return setNoteError(true);
    if (submit.isBusy() || isBusy()) return;
    submit.reset();
    if (!(await saveAndCheck())) return;
    const saved = draft.current();
    const confirmFreeProducts = saved ? await free.ask(saved.files) : [];
    if (!confirmFreeProducts) return;
    submit.submit(
      {
        note: note.trim(),
        ...(confirmFreeProducts.length ? { confirmFreeProducts } : {}),
      },
      {
        onSuccess: (r) => {
          toast.success(fmt(text.done, { id: r.id }));
          setNote('');
          setParams({ section: 'approvals', request: String(r.id) });
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
      data-testid="review-request-form"
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
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
      {free.asking && <FreeConfirmDialog products={free.asking} onAnswer={free.answer} />}
      {submit.error && !conflicts && <ServerError error={submit.error} fallback={text.failed} />}
      <RefusedProblems error={submit.error} testId="review-request-problems" />
      {failures.length > 0 && <SmokeFailures failures={failures} />}
      {checking && (
        <Alert severity="info" role="status">
          <SmokeProgress n={checking.n} total={checking.total} />
        </Alert>
      )}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TextInput
          id="studio-review-note"
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
            kind={required ? 'primary' : 'outline'}
            disabled={submit.isPending || !!checking || !changed}
          >
            {submit.isPending || checking ? text.sending : text.submit}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}

function SmokeProgress({ n, total }: { n: number; total: number }) {
  const text = useConfig(messages.studio).publish.smoke;
  return (
    <>
      <strong>{fmt(text.checking, { n, total })}</strong> {text.checkingNote}
    </>
  );
}
