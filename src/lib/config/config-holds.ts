// What keeps a newly published config version from being applied right now: an open dialog or a
// form with unsaved input (the broker is in the middle of something the new version could
// re-word or re-price under them). Forms and dialogs register while they are open or dirty.
import { useEffect } from 'react';

const holds = new Set<symbol>();
const listeners = new Set<() => void>();

/** True while nothing is held: a new version may be applied now. */
export const nothingHeld = (): boolean => holds.size === 0;

export function onHoldsReleased(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function release(token: symbol): void {
  if (holds.delete(token) && holds.size === 0) listeners.forEach((l) => l());
}

/** Holds the current config version while `active` (a dirty form, an open dialog). */
export function useHoldConfig(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const token = Symbol('config-hold');
    holds.add(token);
    return () => release(token);
  }, [active]);
}
