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
/** A rollout changes the config under the same version number (load-config.ts). */
const configKey = (s: ConfigSnapshot) => `${s.version}:${s.rollout ?? ''}`;

/** The active version's number (0 = built-in), re-rendering when the config changes. */
export function useConfigVersion(): number {
  useStore(snapshotStore, configKey);
  return useStore(snapshotStore, versionOf);
}
