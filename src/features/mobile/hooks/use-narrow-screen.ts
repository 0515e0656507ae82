import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * The window's and the device screen's widths in CSS pixels. The desktop pages declare a 1200 px
 * viewport (index.html), so a phone lays them out 1200 px wide and shows them zoomed out: the
 * window alone never looks narrow there, the screen does.
 */
interface Widths {
  window: number;
  screen: number;
}

const measure = (): Widths => ({
  window: window.innerWidth,
  screen: Math.min(window.innerWidth, window.screen?.width || window.innerWidth),
});

const widths = createStore<Widths>(() => ({ window: Infinity, screen: Infinity }));

/** Keeps the widths current while a component that reads them is mounted. */
function useWidths<T>(pick: (w: Widths) => T): T {
  useEffect(() => {
    const update = () => widths.setState(measure());
    update();
    window.addEventListener('resize', update);
    window.addEventListener('orientationchange', update);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('orientationchange', update);
    };
  }, []);
  return useStore(widths, pick);
}

/** True while the window or the device is narrower than `below` px. */
export function useNarrowScreen(below: number): boolean {
  return useWidths((w) => w.screen < below);
}

/**
 * How far the page is zoomed out to fit the screen (1200 / 390 on a phone showing a desktop
 * page, 1 otherwise): what is drawn this many times larger reads at its own size.
 */
export function useZoomOut(): number {
  return useWidths((w) => (Number.isFinite(w.screen) ? Math.max(1, w.window / w.screen) : 1));
}
