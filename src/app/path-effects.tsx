import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { defaultPathEffects } from './default-path-effects';

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
