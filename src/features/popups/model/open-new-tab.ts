/** Only web addresses open: a notice link with another scheme (javascript:, data:, file:) is
 * ignored instead of reaching window.open. Relative addresses resolve against this page. */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.href);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Opens an address in a new tab without giving it a handle on this window. */
export function openInNewTab(url: string): void {
  if (!isWebUrl(url)) return;
  window.open(url, '_blank', 'noopener');
}
