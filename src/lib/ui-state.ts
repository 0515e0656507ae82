import { useSyncExternalStore } from 'react';

/** Client UI state the seeds keep globally: the floating report button's open state. */
let isFloatingButtonOpen = false;
const listeners = new Set<() => void>();

export function setFloatingButtonOpen(open: boolean): void {
  isFloatingButtonOpen = open;
  listeners.forEach((l) => l());
}

export function useFloatingButtonOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => isFloatingButtonOpen,
    () => isFloatingButtonOpen,
  );
}
