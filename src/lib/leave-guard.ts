import { useEffect } from 'react';
import { entryIndex, gate, installLeaveGate } from './leave-gate';

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

/**
 * While `message` is set, leaving the page asks first: reload or close through the browser's own
 * question (beforeunload), a link or Back/Forward inside the app with `message` (window.confirm,
 * The app runs the declarative <BrowserRouter>, which has no useBlocker: links are caught
 * on the document before React Router's click handler sees them, and Back/Forward by the gate
 * (leave-gate.ts); a declined Back/Forward goes back to the entry it left.
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
