import { useSyncExternalStore } from 'react';

/**
 * The narrower of the window and the device screen, in CSS pixels. The desktop pages declare a
 * 1200 px viewport (index.html), so a phone lays them out 1200 px wide: the window alone never
 * looks narrow there, the screen does.
 */
const width = () => Math.min(window.innerWidth, window.screen?.width || window.innerWidth);

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

/** True while the window or the device is narrower than `below` px. */
export function useNarrowScreen(below: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => width() < below,
    () => false,
  );
}
