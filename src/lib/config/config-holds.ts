// What keeps a newly published config version from being applied right now: an open dialog, or a
// form the broker has typed into and not submitted (they are in the middle of something the new
// version could re-word or re-price under them). Dialogs hold while open (useHoldConfig in the
// shared Modal); forms are watched on the document, so every form counts without wiring.
import { useEffect } from 'react';

const holds = new Set<symbol>();
const dirtyForms = new Set<HTMLFormElement>();
const listeners = new Set<() => void>();

function released(): void {
  if (nothingHeld()) listeners.forEach((l) => l());
}

/** True while nothing is held: a new version may be applied now. */
export function nothingHeld(): boolean {
  for (const form of dirtyForms) if (!form.isConnected) dirtyForms.delete(form);
  return holds.size === 0 && dirtyForms.size === 0;
}

export function onHoldsReleased(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Holds the current config version while `active` (an open dialog). */
export function useHoldConfig(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const token = Symbol('config-hold');
    holds.add(token);
    return () => {
      holds.delete(token);
      released();
    };
  }, [active]);
}

let watching = false;

/** Starts watching forms: typed into → held, until submitted, reset or removed from the page. */
export function watchForms(doc: Document = document): void {
  if (watching) return;
  watching = true;
  doc.addEventListener(
    'input',
    (e) => {
      const form = e.target instanceof Element ? e.target.closest('form') : null;
      if (form) dirtyForms.add(form);
    },
    true,
  );
  const done = (e: Event) => {
    if (e.target instanceof HTMLFormElement && dirtyForms.delete(e.target)) released();
  };
  doc.addEventListener('submit', done, true);
  doc.addEventListener('reset', done, true);
}
