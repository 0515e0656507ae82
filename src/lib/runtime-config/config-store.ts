import { useSyncExternalStore } from 'react';

// Which config version the app renders with, and whether the first load is still under way. Kept
// apart from the loader (runtime-config.ts), which the first page fetches as its own small chunk.

interface State {
  version: number;
  /** False only while the first load is under way (the shell waits for it, like the login check). */
  ready: boolean;
}

let state: State = { version: 0, ready: true };
let started = false;
const listeners = new Set<() => void>();

export function setConfigState(patch: Partial<State>): void {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

/** Marks the first load as under way (once); later loads never hide the page. */
export function beginConfigLoad(): void {
  if (started) return;
  started = true;
  setConfigState({ ready: false });
}

/** The config version screens render with. */
export const activeConfigVersion = (): number => state.version;

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useRuntimeConfig<T>(select: (s: State) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(state),
  );
}
