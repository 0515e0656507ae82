import { useEffect, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSession } from '@/session';
import { useHydrating } from '@/ssr/use-hydrating';
import {
  clearRoomDraft,
  hasInput,
  markDraftKept,
  readRoomDraft,
  writeRoomDraft,
  type RoomDraft,
} from '../model/room-draft';
import type { RoomFormValues } from '../model/room-form-values';

/** A change is kept this long after the last keystroke, and at once when the page goes away. */
const SAVE_AFTER_MS = 400;

/** The office's stored draft when it holds anything to take up again. */
function draftToOffer(agentId: number): RoomDraft | null {
  const draft = readRoomDraft(agentId);
  return draft && hasInput(draft.values) ? draft : null;
}

/**
 * The new-listing form's draft (issue 23 #4): offered back when the form opens, kept as the
 * broker types (per office, room-draft.ts) and cleared once the listing is registered. While the
 * offer is open the stored draft is left as it is, so typing before answering never replaces it.
 *
 * A server-rendered form (src/ssr/render-plan.ts: only when no draft was kept, by its cookie) is
 * hydrated as the server drew it, without an offer: the stored draft is looked for once hydrated,
 * and nothing is saved over it before.
 */
export function useRoomDraft(
  form: UseFormReturn<RoomFormValues>,
  { enabled, empty }: { enabled: boolean; empty: RoomFormValues },
) {
  const agentId = useSession((s) => s.agentId);
  // Hydrating the server's form, the first render is the server's: no offer, nothing saved.
  const hydrating = useHydrating();
  const [answered, setAnswered] = useState(false);
  // The draft found when the form opened: kept as it was while the offer is open (nothing is
  // saved over it then), so looking again gives the same.
  const offer = useMemo(
    () => (!enabled || hydrating || answered ? null : draftToOffer(agentId)),
    [enabled, hydrating, answered, agentId],
  );
  const [savedAt, setSavedAt] = useState<string | null>(null);

  // Whether a draft waits, for the server's next render of /form (src/ssr/render-hints.ts).
  useEffect(() => {
    if (enabled && !hydrating) markDraftKept(draftToOffer(agentId) !== null);
  }, [enabled, hydrating, agentId]);

  useEffect(() => {
    if (!enabled || hydrating || offer) return;
    let timer: number | undefined;
    const save = () => {
      timer = undefined;
      const values = form.getValues();
      if (hasInput(values)) setSavedAt(writeRoomDraft(agentId, values));
      else {
        clearRoomDraft(agentId);
        setSavedAt(null);
      }
    };
    const flush = () => {
      if (timer === undefined) return;
      window.clearTimeout(timer);
      save();
    };
    const sub = form.watch(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(save, SAVE_AFTER_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      sub.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [enabled, hydrating, offer, agentId, form]);

  return {
    /** The draft found when the form opened, until the broker takes it up or sets it aside. */
    offer,
    /** When this form's input was last kept (ISO time), or null. */
    savedAt,
    /** Fills the form with the draft; the registrant stays the account's own position. */
    resume: () => {
      if (offer) form.reset({ ...offer.values, position: empty.position });
      setAnswered(true);
    },
    discard: () => {
      clearRoomDraft(agentId);
      setAnswered(true);
    },
    /** The listing is registered: nothing is left to keep. */
    clear: () => {
      clearRoomDraft(agentId);
      setSavedAt(null);
    },
  };
}
