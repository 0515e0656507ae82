import { useLayoutEffect } from 'react';
import { DESKTOP_VIEWPORT, DEVICE_VIEWPORT } from '@/lib/mobile-paths';

/**
 * While a mobile page is shown, the viewport is the device's own width (index.html declares the
 * desktop's 1200 px, seed 000 §1); leaving the variant puts the desktop's back. A mobile page the
 * server rendered arrives with the device's already (src/entry-server.tsx), so the phone lays it
 * out at its own width from the first paint.
 */
export function useDeviceViewport(): void {
  useLayoutEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    if (!meta) return;
    meta.content = DEVICE_VIEWPORT;
    return () => {
      meta.content = DESKTOP_VIEWPORT;
    };
  }, []);
}
