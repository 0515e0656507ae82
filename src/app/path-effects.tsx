import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
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

/**
 * Runs `onPathChange` on the initial load and on every pathname change; query-only changes do not
 * count. The ref keeps StrictMode's double effect from counting one path twice.
 */
export function PathEffects({
  onPathChange = defaultPathEffects,
}: {
  onPathChange?: (pathname: string) => void;
}) {
  const { pathname } = useLocation();
  const last = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    onPathChange(pathname);
  }, [pathname, onPathChange]);
  return null;
}
