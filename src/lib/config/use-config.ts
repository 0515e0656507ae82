import { useCallback } from 'react';
import { useStore } from 'zustand';
import { configIn } from './read-config';
import { snapshotStore, type ConfigSnapshot } from './store';

/**
 * The active version's value of a config part (`useConfig(uiConfig).layout`,
 * `useConfig(messages.gongsil).title`): the component renders again when a new version changes it.
 */
export function useConfig<T extends object>(part: T): T {
  const select = useCallback((s: ConfigSnapshot) => configIn(s, part), [part]);
  return useStore(snapshotStore, select);
}

const versionOf = (s: ConfigSnapshot) => s.version;

/** The active version's number (0 = built-in), re-rendering when it changes. */
export function useConfigVersion(): number {
  return useStore(snapshotStore, versionOf);
}
