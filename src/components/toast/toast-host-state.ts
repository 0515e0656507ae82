import type * as notistack from 'notistack';
import { useSyncExternalStore } from 'react';

type Notistack = typeof notistack;

/**
 * Whether the toast container is wanted yet, and the promise of notistack once it is mounted.
 * notistack (about 8 KB) stays out of the first page: the first toast asks for the container,
 * and every toast is shown once it is there (in the order raised).
 */
let wanted = false;
const listeners = new Set<() => void>();
let resolveReady: (m: Notistack) => void = () => {};
const ready = new Promise<Notistack>((resolve) => {
  resolveReady = resolve;
});

export function requestToastHost(): Promise<Notistack> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  return ready;
}

/** Called by the mounted container: notistack's enqueue works from then on. */
export function toastHostReady(m: Notistack): void {
  resolveReady(m);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useToastHostWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => wanted,
  );
}
