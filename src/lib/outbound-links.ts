import { trackOutbound } from './analytics';

/** The link a click lands on, when it leaves the portal's origin. */
function outboundAnchor(e: MouseEvent): HTMLAnchorElement | null {
  const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
  if (!(a instanceof HTMLAnchorElement)) return null;
  if (!/^https?:$/.test(a.protocol) || a.origin === window.location.origin) return null;
  return a;
}

/**
 * Every link to another site goes through the outbound callback, whoever rendered it
 * (footer, header menus, notice HTML). A link opening in the same tab waits for the hit or the
 * 250 ms time-out before the page is left; a new-tab link opens at once (this page stays, so
 * the hit is not lost) and modified clicks keep the browser's own handling.
 * Returns the function that removes the listener.
 */
export function installOutboundTracking(
  doc: Document = document,
  leave: (url: string) => void = (url) => window.location.assign(url),
): () => void {
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0) return;
    const a = outboundAnchor(e);
    if (!a) return;
    const sameTab = (!a.target || a.target === '_self') && !(e.metaKey || e.ctrlKey || e.shiftKey);
    if (!sameTab) {
      trackOutbound(a.href, () => undefined);
      return;
    }
    e.preventDefault();
    trackOutbound(a.href, () => leave(a.href));
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
