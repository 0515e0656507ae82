import type * as notistack from 'notistack';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

type Notistack = typeof notistack;

/**
 * Whether the toast container is wanted yet, and the promise of notistack once it is mounted.
 * notistack (about 8 KB) stays out of the first page: the first toast asks for the container,
 * and every toast is shown once it is there (in the order raised).
 */
const host = createStore(() => ({ wanted: false }));
let resolveReady: (m: Notistack) => void = () => {};
const ready = new Promise<Notistack>((resolve) => {
  resolveReady = resolve;
});

export function requestToastHost(): Promise<Notistack> {
  if (!host.getState().wanted) host.setState({ wanted: true });
  return ready;
}

/** Called by the mounted container: notistack's enqueue works from then on. */
export function toastHostReady(m: Notistack): void {
  resolveReady(m);
}

export function useToastHostWanted(): boolean {
  return useStore(host, (s) => s.wanted);
}
