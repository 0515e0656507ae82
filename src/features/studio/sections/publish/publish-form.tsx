import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { isApiError } from '@/api/errors';
import { Button } from '@/components/form/button';
import { ServerError } from '@/components/form/server-error';
import { TextInput } from '@/components/form/text-input';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { usePublishMutation } from '../../api/post-studio-publish';
import { koreanReason } from '../../model/problem-reason';
import { parseProblems } from '../../model/problems';
import { useStudioDraftContext } from '../../model/studio-draft-context';
export const NOTE_MAX = 200;

/** The refused publish's problems, from the 400 body. */
export function refusedProblems(e: unknown): string[] {
  if (!isApiError(e) || e.status !== 400) return [];
  const body = e.body as { problems?: unknown } | null | undefined;
  return Array.isArray(body?.problems) ? body.problems.map(String) : [];
}

/**
 * Publish with a note: the draft is saved first, then the server checks all files together and
 * publishes them as the next version, or refuses (400) with the problems, each shown here and at
 * its field. Someone else's publish first (409) turns the draft stale and offers the diff.
 */
export function PublishForm({ changed }: { changed: boolean }) {
  const text = useConfig(messages.studio).publish;

  const draft = useStudioDraftContext();
  const publish = usePublishMutation();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState(false);
  const refused = parseProblems(refusedProblems(publish.error));

  const onPublish = async () => {
    if (!note.trim()) return setNoteError(true);
    if (publish.isBusy()) return;
    if (!(await draft.save())) return;
    publish.submit(note.trim(), {
      onSuccess: async ({ version }) => {
        toast.success(fmt(text.done, { version }));
        setNote('');
        await draft.reload();
      },
      onError: (e) => {
        if (isApiError(e) && e.status === 409) void draft.markStale();
      },
    });
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
      {publish.error && !(isApiError(publish.error) && publish.error.status === 409) && (
        <ServerError error={publish.error} fallback={text.failed} />
      )}
      {refused.length > 0 && (
        <Alert severity="error" data-testid="publish-problems">
          <Stack component="ul" sx={{ m: 0, pl: 2 }}>
            {refused.map((p) => (
              <li key={p.line}>{`${p.file}.json ${p.pointer} — ${koreanReason(p.reason)}`}</li>
            ))}
          </Stack>
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
          <Button type="submit" size="lg" disabled={publish.isPending || !changed}>
            {publish.isPending ? text.publishing : text.submit}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
