import { closeSnackbar, type SnackbarKey } from 'notistack';
import { useEffect, useRef } from 'react';

/**
 * The toast's own auto-dismiss clock (seed 000 §5, 001 §5): it runs for `durationMs`, stops while
 * the pointer rests on the toast and, when the pointer leaves, runs on for the time that was left.
 * notistack's built-in timer restarts at half the duration on leave and pauses on window blur,
 * so the provider turns it off and every toast keeps this clock instead.
 */
export function useToastTimer(id: SnackbarKey, durationMs: number) {
  const remaining = useRef(durationMs);
  const startedAt = useRef(0);
  const timer = useRef<number | undefined>(undefined);

  const run = () => {
    if (timer.current !== undefined) return;
    startedAt.current = Date.now();
    timer.current = window.setTimeout(() => closeSnackbar(id), Math.max(0, remaining.current));
  };
  const pause = () => {
    if (timer.current === undefined) return;
    window.clearTimeout(timer.current);
    timer.current = undefined;
    remaining.current -= Date.now() - startedAt.current;
  };

  useEffect(() => {
    run();
    return () => {
      window.clearTimeout(timer.current);
      timer.current = undefined;
    };
    // The clock starts once, when the toast appears; `run` only reads refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { onMouseEnter: pause, onMouseLeave: run };
}
