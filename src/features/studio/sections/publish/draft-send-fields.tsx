import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { ApiError } from '@/api/errors';
import { Button, type ButtonProps } from '@/components/form/button';
import { ServerError } from '@/components/form/server-error';
import { TextInput } from '@/components/form/text-input';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { FreeConfirmDialog } from '../../components/free-confirm-dialog';
import { RefusedProblems } from '../../components/refused-problems';
import { SmokeFailures } from './smoke/smoke-failures';
import { NOTE_MAX, type DraftSend } from './use-draft-send';

/** The words of one way of sending the draft on (publish, or request review). */
interface SendText {
  failed: string;
  note: string;
  noteRequired: string;
  noteHelp: string;
  notePlaceholder: string;
  sending: string;
  submit: string;
}

/**
 * The part of the publish and review-request forms that is the same (use-draft-send.ts): what
 * the checks and the server answered, the note and the button. `children` come between the
 * answers and the note.
 */
export function DraftSendFields({
  send,
  error,
  pending,
  text,
  noteId,
  problemsTestId,
  buttonKind,
  disabled,
  children,
}: {
  send: DraftSend;
  error: ApiError | null;
  pending: boolean;
  text: SendText;
  noteId: string;
  problemsTestId: string;
  buttonKind?: ButtonProps['kind'];
  /** Off for a reason of the form's own, beyond a write or a check running. */
  disabled: boolean;
  children?: ReactNode;
}) {
  const smoke = useConfig(messages.studio).publish.smoke;
  const { free, checking, failures } = send;
  return (
    <>
      {free.asking && <FreeConfirmDialog products={free.asking} onAnswer={free.answer} />}
      {error && !send.conflicts && <ServerError error={error} fallback={text.failed} />}
      <RefusedProblems error={error} testId={problemsTestId} />
      {failures.length > 0 && <SmokeFailures failures={failures} />}
      {checking && (
        <Alert severity="info" role="status" data-testid="smoke-progress">
          <strong>{fmt(smoke.checking, checking)}</strong> {smoke.checkingNote}
        </Alert>
      )}
      {children}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TextInput
          id={noteId}
          label={text.note}
          value={send.note}
          onChange={send.setNote}
          maxLength={NOTE_MAX}
          required
          error={send.noteError}
          helperText={send.noteError ? text.noteRequired : text.noteHelp}
          placeholder={text.notePlaceholder}
          width={560}
        />
        <Stack sx={{ pt: 3.5 }}>
          <Button
            type="submit"
            size="lg"
            kind={buttonKind}
            disabled={pending || !!checking || disabled}
          >
            {pending || checking ? text.sending : text.submit}
          </Button>
        </Stack>
      </Stack>
    </>
  );
}
