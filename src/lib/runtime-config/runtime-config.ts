import { conditionTrees } from '@/generated/config/conditions';
import { menusConfig } from '@/generated/config/menus';
import { messages } from '@/generated/config/messages';
import { popupChainConfig } from '@/generated/config/popup-chain';
import { uiConfig } from '@/generated/config/ui';
import { activeConfigVersion, beginConfigLoad, setConfigState } from './config-store';
import { getConfig } from './get-config';
import { mergeInPlace } from './merge-in-place';

type Obj = Record<string, unknown>;

/**
 * The config objects screens import statically, by file name. A published version is merged
 * into them in place, so every `import { productsConfig }` reads the active version. The
 * catalogue is loaded only when a published version must be applied: the first page (login,
 * dashboard) does not carry it for the built-in config. The popup chains are in the shell, which
 * picks the chain of the current path.
 */
const TARGETS: Record<string, () => Promise<Obj>> = {
  products: () => import('@/generated/config/products').then((m) => m.productsConfig as Obj),
  'popup-chain': async () => popupChainConfig as unknown as Obj,
  menus: async () => menusConfig as unknown as Obj,
  'messages.ko': async () => messages as unknown as Obj,
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
  // Trees come from the same converter as the built-in ones; the evaluator refuses any other shape.
  Object.assign(conditionTrees, source.conditions as typeof conditionTrees);
  setConfigState({ version: config.version });
}

// Set once the studio's preview frame shows a draft: from then on that page keeps the draft and
// never loads the active version over it.
let draftShown = 0;

/**
 * Renders the page with a DRAFT config instead of the active one: only the studio's preview frame
 * calls this, in its own window, so the studio page and every other tab keep the active version.
 * Each draft gets a new negative version number (never a published one), so the shell re-renders
 * with it, and an order priced on it would be refused by the server.
 */
export async function applyDraftConfig(draft: Omit<RuntimeConfig, 'version'>): Promise<void> {
  draftShown += 1;
  await applyRuntimeConfig({ ...draft, version: -draftShown });
  setConfigState({ ready: true });
}

/**
 * Loads the active config. Runs on every path change next to the login check (never before it),
 * so a version published meanwhile is picked up at the next navigation. A failed call keeps what
 * the app has: the built-in config on first load.
 */
export async function syncRuntimeConfig(): Promise<void> {
  beginConfigLoad();
  try {
    // A draft shown meanwhile stays (checked after the call too: it may arrive during it).
    const config = draftShown ? null : await getConfig();
    if (config && !draftShown && config.version !== activeConfigVersion())
      await applyRuntimeConfig(config);
  } catch (e) {
    console.error('config load failed; keeping the current config', e);
  } finally {
    setConfigState({ ready: true });
  }
}
