import { conditionTrees } from '@/generated/config/conditions';
import { menusConfig } from '@/generated/config/menus';
import { popupChainConfig } from '@/generated/config/popup-chain';
import { uiConfig } from '@/generated/config/ui';
import { activeConfigVersion, beginConfigLoad, setConfigState } from './config-store';
import { getConfig } from './get-config';
import { mergeInPlace } from './merge-in-place';
import { applyMessages } from './message-areas';

type Obj = Record<string, unknown>;

/**
 * The config objects screens import statically, by file name. A published version is merged
 * into them in place, so every `import { productsConfig }` reads the active version. The
 * catalogue is loaded only when a published version must be applied: the first page (login,
 * dashboard) does not carry it for the built-in config. The popup chains are in the shell, which
 * picks the chain of the current path. The messages are not here: they are one module per
 * area, loaded with the screens that read them, and take the version from message-areas.ts.
 */
const TARGETS: Record<string, () => Promise<Obj>> = {
  products: () => import('@/generated/config/products').then((m) => m.productsConfig as Obj),
  'popup-chain': async () => popupChainConfig as unknown as Obj,
  menus: async () => menusConfig as unknown as Obj,
  ui: async () => uiConfig as unknown as Obj,
};

// The config as built (version 0), copied before the first change, to return to when the
// server falls back to it.
let builtIn: { files: Record<string, Obj>; conditions: typeof conditionTrees } | undefined;

export interface RuntimeConfig {
  version: number;
  files: Readonly<Record<string, unknown>>;
  conditions: Readonly<Record<string, readonly unknown[]>>;
}

/** Makes the statically imported config objects equal to `config` (the built-in one for 0). */
export async function applyRuntimeConfig(config: RuntimeConfig): Promise<void> {
  const names = Object.keys(TARGETS);
  const targets = await Promise.all(names.map((n) => TARGETS[n]!()));
  builtIn ??= {
    files: Object.fromEntries(names.map((n, i) => [n, structuredClone(targets[i]!)])),
    conditions: structuredClone(conditionTrees),
  };
  const source = config.version === 0 ? builtIn : config;
  names.forEach((name, i) => {
    const { $schema: _schema, ...file } = (source.files[name] ?? builtIn!.files[name]) as Obj;
    mergeInPlace(targets[i]!, file);
  });
  const published = config.version === 0 ? null : (config.files['messages.ko'] as Obj | undefined);
  applyMessages(published ?? null, mergeInPlace);
  // Trees come from the same converter as the built-in ones; the evaluator refuses any other shape.
  Object.assign(conditionTrees, source.conditions as typeof conditionTrees);
  setConfigState({ version: config.version });
}

/**
 * Loads the active config. Runs on every path change next to the login check (never before it),
 * so a version published meanwhile is picked up at the next navigation. A failed call keeps what
 * the app has: the built-in config on first load.
 */
export async function syncRuntimeConfig(): Promise<void> {
  beginConfigLoad();
  try {
    const config = await getConfig();
    // A negative version is a draft the studio's preview frame shows (draft-config.ts): it stays.
    const current = activeConfigVersion();
    if (current >= 0 && config.version !== current) await applyRuntimeConfig(config);
  } catch (e) {
    console.error('config load failed; keeping the current config', e);
  } finally {
    setConfigState({ ready: true });
  }
}
