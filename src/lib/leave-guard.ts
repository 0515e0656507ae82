import { useEffect } from 'react';

/** React Router keeps the history entry's index in its state: how far Back/Forward went. */
const entryIndex = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/** A plain left click on a link to another page of this site. */
function leavingLink(e: MouseEvent): boolean {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
    return false;
  const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
  if (!(a instanceof HTMLAnchorElement)) return false;
  if ((a.target && a.target !== '_self') || a.hasAttribute('download')) return false;
  const url = new URL(a.href, window.location.href);
  const here = window.location;
  return (
    url.origin === here.origin && (url.pathname !== here.pathname || url.search !== here.search)
  );
}

/** The question of the guard in effect (one page guards at a time), and where it stands. */
const gate: { message: string | null; here: number | null; returning: boolean } = {
  message: null,
  here: null,
  returning: false,
};

function onPopState(e: PopStateEvent) {
  if (gate.returning) {
    // The way back from a declined Back/Forward: the router never saw the way out either.
    gate.returning = false;
    e.stopImmediatePropagation();
    return;
  }
  const to = entryIndex(e.state);
  const { message, here } = gate;
  // Without the index the way back is unknown: let the router follow (the page's own
  // safeguards, such as a draft, still hold).
  if (!message || to === null || here === null || to === here || window.confirm(message)) {
    gate.here = to;
    return;
  }
  e.stopImmediatePropagation();
  gate.returning = true;
  window.history.go(here - to);
}

let installed = false;

/**
 * Listens for Back/Forward ahead of the router. It must be registered before React Router's own
 * popstate listener: the router re-renders at once, and a page it unmounts takes its listeners
 * with it before they run (seen in Chromium with a listener added by the page). main.tsx calls
 * this before the app renders; useLeaveGuard calls it too, for trees rendered without main.tsx.
 */
export function installLeaveGate(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('popstate', onPopState, true);
}

/**
 * While `message` is set, leaving the page asks first: reload or close through the browser's own
 * question (beforeunload), a link or Back/Forward inside the app with `message` (window.confirm,
 * The app runs the declarative <BrowserRouter>, which has no useBlocker: links are caught
 * on the document before React Router's click handler sees them, and Back/Forward by the gate
 * above; a declined Back/Forward goes back to the entry it left.
 */
export function useLeaveGuard(message: string | null): void {
  useEffect(() => {
    if (!message) return;
    installLeaveGate();
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Chrome before 119 asks only when returnValue is set.
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      if (!leavingLink(e) || window.confirm(message)) return;
      e.preventDefault();
      e.stopPropagation();
    };
    gate.message = message;
    gate.here = entryIndex(window.history.state);
    gate.returning = false;
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      if (gate.message === message) gate.message = null;
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [message]);
}
