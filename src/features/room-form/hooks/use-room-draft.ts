import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSession } from '@/session';
import {
  clearRoomDraft,
  hasInput,
  readRoomDraft,
  writeRoomDraft,
  type RoomDraft,
} from '../model/room-draft';
import type { RoomFormValues } from '../model/room-form-values';

/** A change is kept this long after the last keystroke, and at once when the page goes away. */
const SAVE_AFTER_MS = 400;

/**
 * The new-listing form's draft (issue 23 #4): offered back when the form opens, kept as the
 * broker types (per office, room-draft.ts) and cleared once the listing is registered. While the
 * offer is open the stored draft is left as it is, so typing before answering never replaces it.
 */
export function useRoomDraft(
  form: UseFormReturn<RoomFormValues>,
  { enabled, empty }: { enabled: boolean; empty: RoomFormValues },
) {
  const agentId = useSession((s) => s.agentId);
  const [offer, setOffer] = useState<RoomDraft | null>(() => {
    const draft = enabled ? readRoomDraft(agentId) : null;
    return draft && hasInput(draft.values) ? draft : null;
  });
  const [savedAt, setSavedAt] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled || offer) return;
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
  }, [enabled, offer, agentId, form]);

  return {
    /** The draft found when the form opened, until the broker takes it up or sets it aside. */
    offer,
    /** When this form's input was last kept (ISO time), or null. */
    savedAt,
    /** Fills the form with the draft; the registrant stays the account's own position. */
    resume: () => {
      if (offer) form.reset({ ...offer.values, position: empty.position });
      setOffer(null);
    },
    discard: () => {
      clearRoomDraft(agentId);
      setOffer(null);
    },
    /** The listing is registered: nothing is left to keep. */
    clear: () => {
      clearRoomDraft(agentId);
      setSavedAt(null);
    },
  };
}
