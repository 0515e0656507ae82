import { useLayoutEffect } from 'react';

const DEVICE_WIDTH = 'width=device-width, initial-scale=1';

/**
 * While a mobile page is shown, the viewport is the device's own width (index.html declares the
 * desktop's 1200 px, seed 000 §1); leaving the variant puts the page's own value back.
 */
export function useDeviceViewport(): void {
  useLayoutEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    if (!meta) return;
    const desktop = meta.content;
    meta.content = DEVICE_WIDTH;
    return () => {
      meta.content = desktop;
    };
  }, []);
}
