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

/**
 * While `message` is set, leaving the page asks first: reload or close through the browser's own
 * question (beforeunload), a link or Back/Forward inside the app with `message` (window.confirm,
 * The app runs the declarative <BrowserRouter>, which has no useBlocker: links are caught
 * on the document before React Router's click handler sees them, and Back/Forward on the window
 * before its popstate listener (a capture listener at the target runs first); a declined
 * Back/Forward goes back to the entry it left.
 */
export function useLeaveGuard(message: string | null): void {
  useEffect(() => {
    if (!message) return;
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
    let here = entryIndex(window.history.state);
    let returning = false;
    const onPopState = (e: PopStateEvent) => {
      if (returning) {
        // The way back from a declined Back/Forward: the router never saw the way out either.
        returning = false;
        e.stopImmediatePropagation();
        return;
      }
      const to = entryIndex(e.state);
      // Without the index the way back is unknown: let the router follow (the page's own
      // safeguards, such as a draft, still hold).
      if (to === null || here === null || to === here || window.confirm(message)) {
        here = to;
        return;
      }
      e.stopImmediatePropagation();
      returning = true;
      window.history.go(here - to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [message]);
}
