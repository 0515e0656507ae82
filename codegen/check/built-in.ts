// spec/config as built, as modules: the built-in config version (the server's version 1 and the
// studio's fallback) and the base every checker test edits. No file system needed.
import menus from '../../spec/config/menus.json' with { type: 'json' };
import messages from '../../spec/config/messages.ko.json' with { type: 'json' };
import popupChain from '../../spec/config/popup-chain.json' with { type: 'json' };
import products from '../../spec/config/products.json' with { type: 'json' };
import routes from '../../spec/config/routes.json' with { type: 'json' };
import sessionFields from '../../spec/config/session-fields.json' with { type: 'json' };
import ui from '../../spec/config/ui.json' with { type: 'json' };
import type { ConfigFiles } from './index.ts';

const BUILT_IN: ConfigFiles = {
  'session-fields': sessionFields,
  routes,
  menus,
  products,
  'popup-chain': popupChain,
  ui,
  'messages.ko': messages,
};

/** A fresh deep copy of every spec/config file, keyed like `checkConfigFiles` expects. */
export function builtInConfigFiles(): ConfigFiles {
  return structuredClone(BUILT_IN);
}
