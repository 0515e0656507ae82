// The config schemas as modules, so the checker runs without a file system (the server checks
// published config with it). Codegen and the server therefore read the same schema text.
import menus from '../../spec/config/menus.schema.json' with { type: 'json' };
import messages from '../../spec/config/messages.ko.schema.json' with { type: 'json' };
import popupChain from '../../spec/config/popup-chain.schema.json' with { type: 'json' };
import products from '../../spec/config/products.schema.json' with { type: 'json' };
import routes from '../../spec/config/routes.schema.json' with { type: 'json' };
import sessionFields from '../../spec/config/session-fields.schema.json' with { type: 'json' };
import ui from '../../spec/config/ui.schema.json' with { type: 'json' };

/** Config file names (without `.json`), in the order problems are reported. */
export const CONFIG_NAMES = [
  'session-fields',
  'routes',
  'menus',
  'products',
  'popup-chain',
  'ui',
  'messages.ko',
] as const;

export type ConfigName = (typeof CONFIG_NAMES)[number];

export const CONFIG_SCHEMAS: Record<ConfigName, object> = {
  'session-fields': sessionFields,
  routes,
  menus,
  products,
  'popup-chain': popupChain,
  ui,
  'messages.ko': messages,
};
