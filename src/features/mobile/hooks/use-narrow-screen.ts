import { useSyncExternalStore } from 'react';

/**
 * The device screen's width in CSS pixels. The desktop pages declare a 1200 px viewport
 * (index.html), so a phone lays them out 1200 px wide and shows them zoomed out: the window
 * alone never looks narrow there, the screen does.
 */
const screenWidth = () => Math.min(window.innerWidth, window.screen?.width || window.innerWidth);

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
    () => screenWidth() < below,
    () => false,
  );
}

/**
 * How far the page is zoomed out to fit the screen (1200 / 390 on a phone showing a desktop
 * page, 1 otherwise): what is drawn this many times larger reads at its own size.
 */
export function useZoomOut(): number {
  return useSyncExternalStore(
    subscribe,
    () => Math.max(1, window.innerWidth / screenWidth()),
    () => 1,
  );
}
