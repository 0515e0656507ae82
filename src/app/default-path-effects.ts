import { pageView } from '@/lib/analytics';
import { loadRuntimeConfig } from '@/lib/config/load-config';
import { syncLogin } from '@/session';

/**
 * What runs once per pathname: scroll to top, page view, and the login check and the
 * active config load side by side (neither waits for the other).
 */
export function defaultPathEffects(pathname: string): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  pageView(pathname);
  void loadRuntimeConfig();
  void syncLogin();
}
