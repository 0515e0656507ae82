import { useSyncExternalStore } from 'react';
import { conditionTrees } from '@/generated/config/conditions';
import { menusConfig } from '@/generated/config/menus';
import { messages } from '@/generated/config/messages';
import { popupChainConfig } from '@/generated/config/popup-chain';
import { productsConfig } from '@/generated/config/products';
import { uiConfig } from '@/generated/config/ui';
import { getConfig } from './get-config';
import { mergeInPlace } from './merge-in-place';

type Obj = Record<string, unknown>;

/**
 * The config objects screens import statically, by file name. A published version is merged
 * into them in place, so every `import { productsConfig }` reads the active version.
 */
const TARGETS: Record<string, Obj> = {
  products: productsConfig as unknown as Obj,
  'popup-chain': popupChainConfig as unknown as Obj,
  menus: menusConfig as unknown as Obj,
  'messages.ko': messages as unknown as Obj,
  ui: uiConfig as unknown as Obj,
};

// The config as built (version 0), kept to return to when the server falls back to it.
const BUILT_IN = { files: structuredClone(TARGETS), conditions: structuredClone(conditionTrees) };

export interface RuntimeConfig {
  version: number;
  files: Readonly<Record<string, unknown>>;
  conditions: Readonly<Record<string, readonly unknown[]>>;
}

interface State {
  version: number;
  /** False only while the first load is under way (the shell waits for it, like the login check). */
  ready: boolean;
}

let state: State = { version: 0, ready: true };
let started = false;
const listeners = new Set<() => void>();

function setState(patch: Partial<State>) {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

/** Makes the statically imported config objects equal to `config` (the built-in one for 0). */
export function applyRuntimeConfig(config: RuntimeConfig): void {
  const source = config.version === 0 ? BUILT_IN : config;
  for (const [name, target] of Object.entries(TARGETS)) {
    const { $schema: _schema, ...file } = (source.files[name] ?? BUILT_IN.files[name]) as Obj;
    mergeInPlace(target, file);
  }
  // Trees come from the same converter as the built-in ones; the evaluator refuses any other shape.
  Object.assign(conditionTrees, source.conditions as typeof conditionTrees);
  setState({ version: config.version });
}

/**
 * Loads the active config. Runs on every path change next to the login check (never before it),
 * so a version published meanwhile is picked up at the next navigation. A failed call keeps what
 * the app has: the built-in config on first load.
 */
export async function syncRuntimeConfig(): Promise<void> {
  if (!started) {
    started = true;
    setState({ ready: false });
  }
  try {
    const config = await getConfig();
    if (config.version !== state.version) applyRuntimeConfig(config);
  } catch (e) {
    console.error('config load failed; keeping the current config', e);
  } finally {
    if (!state.ready) setState({ ready: true });
  }
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
