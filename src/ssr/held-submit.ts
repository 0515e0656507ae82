import { useEffect, useState, type RefObject } from 'react';
import { heldInput } from './held-input';

/** The submit held for this form: the button it was made with (null for Enter). */
interface Held {
  submitter: HTMLElement | null;
}

/**
 * Takes over the form `ref` once hydrated and sends the submit it got before (Enter or a click
 * while the page's scripts were loading), as if made now: with the same submit button, after the
 * render that applied what the fields took on mount (typed text, a choice). The fields' mount
 * effects run before the form's and their state updates render with this one's, so the submit
 * handler React calls is the one that sees them: a search box's keyword, not its first ''. On a
 * page the browser rendered there is nothing to take over.
 */
export function useSubmitHeldBeforeHydration(ref: RefObject<HTMLFormElement | null>): void {
  const [held, setHeld] = useState<Held | null>(null);
  useEffect(() => {
    const form = ref.current;
    const state = heldInput();
    if (!form || !state) return;
    state.live.add(form);
    if (state.held?.form !== form) return;
    const submitter = state.held.submitter;
    // Taken once: StrictMode's second mount finds none, and the state set here stays.
    state.held = null;
    setHeld({ submitter: submitter && form.contains(submitter) ? submitter : null });
  }, [ref]);
  useEffect(() => {
    const form = ref.current;
    if (!held || !form?.isConnected) return;
    setHeld(null);
    form.requestSubmit(held.submitter?.isConnected ? held.submitter : undefined);
  }, [held, ref]);
}
