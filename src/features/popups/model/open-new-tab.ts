/** Opens an address in a new tab without giving it a handle on this window. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}
