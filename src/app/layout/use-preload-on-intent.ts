import { useEffect } from 'react';
import { preloadScreen } from '@/lib/screen-preload';

/**
 * Loads a link's screen when the pointer rests on it or the keyboard focuses it: the click comes
 * 100-300 ms later, so the screen's code is in when the router renders it and the screen shows
 * without an empty frame in between (src/lib/screen-preload.ts). Links to other origins and
 * to paths with no route preload nothing.
 */
export function usePreloadOnIntent(): void {
  useEffect(() => {
    const onIntent = (e: Event) => {
      const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if (link.pathname !== window.location.pathname) preloadScreen(link.pathname);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
}
