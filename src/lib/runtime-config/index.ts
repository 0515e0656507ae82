import { beginConfigLoad, setConfigState } from './config-store';

export { activeConfigVersion, useRuntimeConfig } from './config-store';

/**
 * Loads the active config (see runtime-config.ts) without putting the loader in the first
 * page's bundle: the page waits for the first answer like it waits for the login check.
 */
export function loadRuntimeConfig(): Promise<void> {
  beginConfigLoad();
  return import('./runtime-config')
    .then((m) => m.syncRuntimeConfig())
    .catch((e: unknown) => {
      console.error('config loader failed; keeping the current config', e);
      setConfigState({ ready: true });
    });
}
