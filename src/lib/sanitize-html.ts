import DOMPurify from 'dompurify';

/**
 * Server HTML (notice content) is sanitised before it is rendered: no scripts, no handlers.
 * Where DOMPurify cannot run (no DOM: the server's rendering, a test DOM it does not support) it
 * returns its input unchanged; nothing is rendered there instead, so the HTML never passes
 * unsanitised. Screens that show notices render them in the browser.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html || !DOMPurify.isSupported) return '';
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target', 'rel'] });
}
