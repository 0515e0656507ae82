import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Whether the address has moved on from the location this screen last rendered with. A link to
 * another screen changes the address at once, but the router keeps the current screen on show
 * (a transition) until the next screen's code has loaded; an effect of the screen still on show
 * that replaced the address then (the list writing its tab/page into it once its counts load)
 * would take the broker back from where they asked to go. Such effects ask this first.
 *
 * The address is compared with what it was when this screen's location was committed, not with
 * the location itself: under a memory router (tests) the document's address never changes.
 */
export function useAddressMovedOn(): () => boolean {
  const location = useLocation();
  const committed = useRef<string | null>(null);
  useLayoutEffect(() => {
    committed.current = window.location.href;
  }, [location]);
  return useCallback(
    () => committed.current !== null && committed.current !== window.location.href,
    [],
  );
}
