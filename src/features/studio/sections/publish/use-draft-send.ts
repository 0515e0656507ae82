import type { MutateOptions } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiError } from '@/api/errors';
import type { PublishBody } from '../../api/post-studio-publish';
import { draftConflicts } from '../../api/put-studio-draft';
import { useStudioDraftContext } from '../../model/studio-draft-context';
import { useFreeConfirm } from '../../model/use-free-confirm';
import { useCheckedSave } from './smoke/use-checked-save';

export const NOTE_MAX = 200;

/** The write that sends the draft on (a publish, or a review request), as useWriteMutation makes it. */
interface DraftWrite<TData> {
  error: ApiError | null;
  isPending: boolean;
  isBusy: () => boolean;
  reset: () => void;
  submit: (body: PublishBody, callbacks?: MutateOptions<TData, ApiError, PublishBody>) => void;
}

/**
 * What every way of sending the draft on does the same: a required note, the draft saved and its
 * broker screens checked (smoke/use-checked-save.ts), products at 0원 confirmed by name, then the
 * write, whose 409 with conflicts opens the per-field choice. `send` drops a second click while
 * any of it runs; `onSent` gets the write's answer once it succeeded and the note is cleared.
 */
export function useDraftSend<TData>(write: DraftWrite<TData>, onSent: (data: TData) => unknown) {
  const draft = useStudioDraftContext();
  const [note, setNoteValue] = useState('');
  const [noteError, setNoteError] = useState(false);
  const { checking, failures, saveAndCheck, isBusy } = useCheckedSave();
  const free = useFreeConfirm();

  const setNote = (v: string) => {
    setNoteValue(v);
    if (v.trim()) setNoteError(false);
  };

  const send = async () => {
    if (!note.trim()) return setNoteError(true);
    if (write.isBusy() || isBusy()) return;
    write.reset();
    if (!(await saveAndCheck())) return;
    // A product at 0원 goes out only when staff confirm it by name (the server asks the same).
    const saved = draft.current();
    const confirmFreeProducts = saved ? await free.ask(saved.files) : [];
    if (!confirmFreeProducts) return;
    write.submit(
      { note: note.trim(), ...(confirmFreeProducts.length ? { confirmFreeProducts } : {}) },
      {
        onSuccess: async (data) => {
          setNoteValue('');
          await onSent(data);
        },
        onError: (e) => {
          const found = draftConflicts(e);
          if (found) draft.showConflicts(found);
        },
      },
    );
  };

  return {
    note,
    setNote,
    noteError,
    checking,
    failures,
    free,
    conflicts: draftConflicts(write.error),
    send,
  };
}

export type DraftSend = ReturnType<typeof useDraftSend>;
