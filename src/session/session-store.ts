import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { initialSession, type Session } from './flatten-agent-info';

// The session is read by the header, guards, the popup chain and every feature, and written by a
// handful of actions; React context would re-render the whole tree. A store of the house's one
// kind (docs/architecture.md "Session"): a component re-renders when what it selects changes.
const sessionStore = createStore<Session>()(() => ({ ...initialSession }));
// React renders a server-rendered page, and hydrates it, from a store's "server snapshot", which
// zustand takes from the state the store was created with. A server-rendered page sets the
// session before its first render on both sides (docs/ssr.md), so the snapshot is the state now.
sessionStore.getInitialState = sessionStore.getState;

export const getSession = (): Session => sessionStore.getState();

export function setSession(patch: Partial<Session>): void {
  sessionStore.setState(patch);
}

/** Reset returns every value to its initial one, not loading (seed 000 §4.1). */
export function resetSession(): void {
  sessionStore.setState({ ...initialSession, isLoading: false }, true);
}

export function subscribeSession(listener: () => void): () => void {
  return sessionStore.subscribe(() => listener());
}

export function useSession(): Session;
export function useSession<T>(select: (s: Session) => T): T;
export function useSession<T>(select?: (s: Session) => T): T | Session {
  return useStore(sessionStore, (s): T | Session => (select ? select(s) : s));
}
