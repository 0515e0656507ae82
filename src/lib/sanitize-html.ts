import DOMPurify from 'dompurify';

/** Server HTML (notice content) is sanitised before it is rendered: no scripts, no handlers. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target', 'rel'] });
}
