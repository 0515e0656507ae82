import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { defaultPathEffects } from './default-path-effects';

/**
 * Runs `onPathChange` on the initial load (`first`) and on every pathname change; query-only
 * changes do not count. The ref keeps StrictMode's double effect from counting one path
 * twice.
 */
export function PathEffects({
  onPathChange = defaultPathEffects,
}: {
  onPathChange?: (pathname: string, first: boolean) => void;
}) {
  const { pathname } = useLocation();
  const last = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (last.current === pathname) return;
    const first = last.current === null;
    last.current = pathname;
    onPathChange(pathname, first);
  }, [pathname, onPathChange]);
  return null;
}
