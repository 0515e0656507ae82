import { useSyncExternalStore } from 'react';
import { initialSession, type Session } from './flatten-agent-info';

// A tiny external store: the session is read by the header, guards, the popup chain and every
// feature, and written by a handful of actions; React context would re-render the whole tree.
let state: Session = { ...initialSession };
const listeners = new Set<() => void>();

export function getSession(): Session {
  return state;
}

export function setSession(patch: Partial<Session>): void {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

/** Reset returns every value to its initial one, not loading (seed 000 §4.1). */
export function resetSession(): void {
  state = { ...initialSession, isLoading: false };
  listeners.forEach((l) => l());
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session;
export function useSession<T>(select: (s: Session) => T): T;
export function useSession<T>(select?: (s: Session) => T): T | Session {
  return useSyncExternalStore(
    subscribeSession,
    () => (select ? select(state) : state),
    () => (select ? select(state) : state),
  );
}
