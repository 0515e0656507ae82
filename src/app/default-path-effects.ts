import { pageView } from '@/lib/analytics';
import { loadRuntimeConfig } from '@/lib/config/load-config';
import { syncLogin } from '@/session';
import { applyLateFonts } from '@/ssr/late-fonts';

/**
 * What runs once per pathname: scroll to top, page view, and the login check and the
 * active config load side by side (neither waits for the other). From the second page on, the
 * web font a first visit's rendered page left out (src/ssr/late-fonts.ts).
 */
export function defaultPathEffects(pathname: string, first = true): void {
  if (!first) applyLateFonts();
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  pageView(pathname);
  void loadRuntimeConfig();
  void syncLogin();
}
