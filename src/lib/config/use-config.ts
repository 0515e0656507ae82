import { useCallback, useSyncExternalStore } from 'react';
import { configIn } from './read-config';
import { activeSnapshot, subscribeSnapshot } from './store';

/**
 * The active version's value of a config part (`useConfig(uiConfig).layout`,
 * `useConfig(messages.gongsil).title`): the component renders again when a new version changes it.
 */
export function useConfig<T extends object>(part: T): T {
  const get = useCallback(() => configIn(activeSnapshot(), part), [part]);
  return useSyncExternalStore(subscribeSnapshot, get, get);
}

/** The active version's number (0 = built-in), re-rendering when it changes. */
export function useConfigVersion(): number {
  return useSyncExternalStore(
    subscribeSnapshot,
    () => activeSnapshot().version,
    () => activeSnapshot().version,
  );
}
