import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { reportRendered } from './frame-store';

/** What a screen shows while it loads (MUI progress indicators, busy regions). */
const LOADING = '[role="progressbar"], [aria-busy="true"]';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Smoke mode: once `ready` (draft number `draft` applied and every popup shown), tells the
 * studio the draft rendered when the page is at rest: two animation frames after a commit (so the effects of what
 * rendered ran and painted) with no request in flight and nothing showing a loading state. It
 * looks again every two frames until then; the studio gives up after its own timeout.
 */
export function SmokeReport({ draft, ready }: { draft: number; ready: boolean }) {
  const client = useQueryClient();
  useEffect(() => {
    if (!ready) return;
    let live = true;
    void (async () => {
      while (live) {
        await nextFrame();
        await nextFrame();
        if (!live) return;
        if (client.isFetching() === 0 && !document.querySelector(LOADING)) {
          reportRendered(draft);
          return;
        }
      }
    })();
    return () => {
      live = false;
    };
  }, [draft, ready, client]);
  return null;
}
