// The schemas and the build's defaults of every config file in the registry, as modules (no file
// system), for codegen, the checker and the server. The SPA does not import this: it gets each
// file's defaults from its generated module, split so a page loads only what it reads.
import menus from '../spec/config/menus.json' with { type: 'json' };
import menusSchema from '../spec/config/menus.schema.json' with { type: 'json' };
import messages from '../spec/config/messages.ko.json' with { type: 'json' };
import messagesSchema from '../spec/config/messages.ko.schema.json' with { type: 'json' };
import popupChain from '../spec/config/popup-chain.json' with { type: 'json' };
import popupChainSchema from '../spec/config/popup-chain.schema.json' with { type: 'json' };
import products from '../spec/config/products.json' with { type: 'json' };
import productsSchema from '../spec/config/products.schema.json' with { type: 'json' };
import routes from '../spec/config/routes.json' with { type: 'json' };
import routesSchema from '../spec/config/routes.schema.json' with { type: 'json' };
import sessionFields from '../spec/config/session-fields.json' with { type: 'json' };
import sessionFieldsSchema from '../spec/config/session-fields.schema.json' with { type: 'json' };
import ui from '../spec/config/ui.json' with { type: 'json' };
import uiSchema from '../spec/config/ui.schema.json' with { type: 'json' };
import type { ConfigName } from './registry.ts';
import type { Schema } from './schema-walk.ts';

export type ConfigFiles = Record<ConfigName, unknown>;

export const CONFIG_SCHEMAS: Readonly<Record<ConfigName, Schema>> = {
  'session-fields': sessionFieldsSchema,
  routes: routesSchema,
  menus: menusSchema,
  products: productsSchema,
  'popup-chain': popupChainSchema,
  ui: uiSchema,
  'messages.ko': messagesSchema,
};

const DEFAULTS: ConfigFiles = {
  'session-fields': sessionFields,
  routes,
  menus,
  products,
  'popup-chain': popupChain,
  ui,
  'messages.ko': messages,
};

function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const child of Object.values(v)) deepFreeze(child);
  }
  return v;
}

let frozen: ConfigFiles | undefined;

/**
 * The files as this build ships them, without `$schema`: the base every version overlays.
 * Frozen and shared (overlays copy what they change); edit a `builtInCopy()` instead.
 */
export function builtInFiles(): ConfigFiles {
  frozen ??= deepFreeze(
    Object.fromEntries(
      Object.entries(DEFAULTS).map(([name, data]) => {
        const { $schema: _s, ...rest } = structuredClone(data) as Record<string, unknown>;
        return [name, rest];
      }),
    ) as ConfigFiles,
  );
  return frozen;
}

/** A deep copy of the built-in files to edit (tests, the checker's problem table). */
export const builtInCopy = (): ConfigFiles => structuredClone(builtInFiles()) as ConfigFiles;
