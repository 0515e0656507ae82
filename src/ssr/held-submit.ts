import { useEffect, type RefObject } from 'react';
import { heldInput } from './held-input';

/**
 * Takes over the form `ref` once hydrated and sends the submit it got before (Enter or a click
 * while the page's scripts were loading), as if made now: after the fields have taken what was
 * typed before hydration (their effects run before the form's), with the same submit button.
 * On a page the browser rendered there is nothing to take over.
 */
export function useSubmitHeldBeforeHydration(ref: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const form = ref.current;
    const state = heldInput();
    if (!form || !state) return;
    state.live.add(form);
    if (state.held?.form !== form) return;
    // Next task: the fields' state updates from their mount effects have been applied. Taken
    // only then, so a mount that is undone and done again (StrictMode) still finds it.
    const timer = setTimeout(() => {
      const held = state.held;
      if (held?.form !== form || !form.isConnected) return;
      state.held = null;
      const submitter = held.submitter && form.contains(held.submitter) ? held.submitter : null;
      form.requestSubmit(submitter ?? undefined);
    });
    return () => clearTimeout(timer);
  }, [ref]);
}
